// Writes api/seed-assets/images/ from the demo catalogue: one tile per category and one or two
// per product. Run from the repo root: npx tsx api/scripts/make-seed-images.ts
import { existsSync, mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedProducts } from '../src/seed/catalogue';
import { categoryArt, productArt, type ProductArt } from './seed-images/art';
import { GENERATED_MARKER, clusterTile, emojiTile, heapTile, packTile } from './seed-images/tiles';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../seed-assets/images');
const MAX_BYTES = 10 * 1024;

/** Packet text: the given label, else the name without any "(…)" aside. */
const packLabel = (name: string, label: string | undefined): string =>
  label ?? name.replace(/\s*\([^)]*\)/g, '').trim();

function colourOf(categorySlug: string): string {
  const art = categoryArt[categorySlug];
  if (!art) throw new Error(`No colour for category "${categorySlug}" in seed-images/art.ts`);
  return art.colour;
}

function productImages(art: ProductArt, colour: string, name: string, quantity: string, count: number): string[] {
  if (art.kind === 'pack') {
    if (count !== 1)
      throw new Error(`"${name}" is drawn as a packet, which has one picture; the catalogue lists ${count}`);
    return [packTile(colour, art, packLabel(name, art.label), quantity)];
  }
  const main = emojiTile(colour, art.code, art.recolour);
  return count === 2 ? [main, heapTile(colour, art.code, art.recolour)] : [main];
}

function render(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (fileName: string, svg: string): void => {
    if (!/^[a-z0-9][a-z0-9-]*\.svg$/.test(fileName)) throw new Error(`Unexpected image file name "${fileName}"`);
    if (files.has(fileName)) throw new Error(`Image "${fileName}" is produced twice`);
    files.set(fileName, svg);
  };

  for (const category of seedCategories) {
    const art = categoryArt[category.slug];
    if (!art) throw new Error(`No art for category "${category.slug}" in seed-images/art.ts`);
    add(category.image, clusterTile(art.colour, art.emojis));
  }

  for (const product of seedProducts) {
    const art = productArt[product.slug];
    if (!art) throw new Error(`No art for product "${product.slug}" in seed-images/art.ts`);
    if (product.images.length < 1 || product.images.length > 2)
      throw new Error(`"${product.slug}" needs 1 or 2 images`);
    const svgs = productImages(
      art,
      colourOf(product.categorySlug),
      product.name,
      product.quantityLabel,
      product.images.length,
    );
    product.images.forEach((fileName, i) => {
      add(fileName, svgs[i] ?? '');
    });
  }

  const slugs = new Set(seedProducts.map((p) => p.slug));
  const unused = Object.keys(productArt).filter((slug) => !slugs.has(slug));
  if (unused.length) throw new Error(`Art for products no longer in the catalogue: ${unused.join(', ')}`);

  for (const [fileName, svg] of files) {
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) throw new Error(`${fileName} is ${bytes} bytes; keep tiles under ${MAX_BYTES}`);
  }
  return files;
}

function main(): void {
  const files = render();
  mkdirSync(outDir, { recursive: true });

  let written = 0;
  for (const [fileName, svg] of files) {
    const path = join(outDir, fileName);
    // Unchanged files are left alone so re-running does not touch their mtimes.
    if (existsSync(path) && readFileSync(path, 'utf8') === svg) continue;
    writeFileSync(path, svg);
    written++;
  }

  const removed: string[] = [];
  for (const fileName of readdirSync(outDir)) {
    if (!fileName.endsWith('.svg') || files.has(fileName)) continue;
    const path = join(outDir, fileName);
    if (readFileSync(path, 'utf8').includes(GENERATED_MARKER)) {
      unlinkSync(path);
      removed.push(fileName);
    }
  }

  console.log(
    `seed images: ${files.size} tiles in ${outDir} (${written} written, ${files.size - written} unchanged` +
      `${removed.length ? `, removed stale ${removed.join(', ')}` : ''})`,
  );
}

main();
