import { storefrontPath } from '@kirana/shared/contracts';
import type { Queryable } from '../../db/database';
import { assetUrl } from '../../lib/assetUrl';

/** Products per sitemap file (the protocol allows 50,000 URLs; smaller files stream and cache better). */
export const PRODUCTS_PER_SITEMAP = 10_000;
/** Products read per query while a file streams. */
const BATCH = 1_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_XMLNS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XML_START = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** An instant as sitemaps want it (W3C datetime, UTC), from PostgreSQL. */
const W3C_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as it may stand inside an XML element or attribute. */
export function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const urlEntry = (loc: string, lastmod: string | null, extra = '') =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${extra}</url>\n`;

/** `products-<n>.xml` → n (a whole number from 1, no leading zero), or null for any other name. */
export function productFileNumber(file: string): number | null {
  const match = /^products-([1-9][0-9]{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * The sitemap index: the pages file and one products file per `perFile` products on sale, each
 * with its own last change (the newest aisle, or the newest product in that file).
 */
export async function sitemapIndex(
  db: Queryable,
  storefrontUrl: string,
  perFile = PRODUCTS_PER_SITEMAP,
): Promise<string> {
  const [pages] = await db.query<{ lastmod: string | null }>(
    `SELECT ${W3C_TIME('max(updated_at)')} AS lastmod FROM categories`,
  );
  const productFiles = await db.query<{ lastmod: string }>(
    `SELECT ${W3C_TIME('max(updated_at)')} AS lastmod
       FROM (SELECT updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS file FROM products WHERE is_active) p
      GROUP BY file ORDER BY file`,
    [perFile],
  );
  const entry = (file: string, lastmod: string | null | undefined) =>
    `<sitemap><loc>${xmlText(`${storefrontUrl}${storefrontPath.sitemapFile(file)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  return (
    `${XML_START}<sitemapindex xmlns="${XMLNS}">\n` +
    entry('pages.xml', pages?.lastmod) +
    productFiles.map((file, i) => entry(`products-${i + 1}.xml`, file.lastmod)).join('') +
    '</sitemapindex>\n'
  );
}

/** The shop's own pages: home, every aisle (in shelf order) and the terms. */
export async function pagesSitemap(db: Queryable, storefrontUrl: string): Promise<string> {
  const aisles = await db.query<{ slug: string; lastmod: string }>(
    `SELECT slug, ${W3C_TIME('updated_at')} AS lastmod FROM categories ORDER BY sort_order, name`,
  );
  return (
    `${XML_START}<urlset xmlns="${XMLNS}">\n` +
    urlEntry(`${storefrontUrl}${storefrontPath.home}`, null) +
    aisles.map((aisle) => urlEntry(`${storefrontUrl}${storefrontPath.aisle(aisle.slug)}`, aisle.lastmod)).join('') +
    urlEntry(`${storefrontUrl}${storefrontPath.terms}`, null) +
    '</urlset>\n'
  );
}

interface ProductEntryRow {
  id: string;
  lastmod: string;
  image: string | null;
}

/**
 * File `fileNumber` of the products on sale, in id order (`perFile` each), as chunks of XML read
 * `BATCH` rows at a time, so only one batch is ever in memory; null when there is no such file.
 */
export async function productSitemap(
  db: Queryable,
  urls: { storefrontUrl: string; publicApiUrl: string },
  fileNumber: number,
  perFile = PRODUCTS_PER_SITEMAP,
): Promise<AsyncGenerator<string> | null> {
  const [first] = await db.query<{ id: string }>(
    'SELECT id FROM products WHERE is_active ORDER BY id OFFSET $1 LIMIT 1',
    [(fileNumber - 1) * perFile],
  );
  if (!first) return null;
  return (async function* products() {
    yield `${XML_START}<urlset xmlns="${XMLNS}" xmlns:image="${IMAGE_XMLNS}">\n`;
    let left = perFile;
    let from = { id: first.id, inclusive: true };
    while (left > 0) {
      const rows = await db.query<ProductEntryRow>(
        `SELECT id, ${W3C_TIME('updated_at')} AS lastmod, images[1] AS image
           FROM products WHERE is_active AND id ${from.inclusive ? '>=' : '>'} $1 ORDER BY id LIMIT $2`,
        [from.id, Math.min(BATCH, left)],
      );
      if (rows.length > 0) {
        yield rows
          .map((row) =>
            urlEntry(
              `${urls.storefrontUrl}${storefrontPath.product(row.id)}`,
              row.lastmod,
              row.image
                ? `<image:image><image:loc>${xmlText(assetUrl(urls.publicApiUrl, row.image))}</image:loc></image:image>`
                : '',
            ),
          )
          .join('');
      }
      left -= rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      from = { id: last.id, inclusive: false };
    }
    yield '</urlset>\n';
  })();
}
