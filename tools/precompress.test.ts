import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { precompressFiles, zopfliIterations } from './precompress';

/**
 * The static servers send a build's `.gz` files as they are, and the budget journey counts them, so
 * compressing on threads and keeping copies must not change one byte of what Zopfli writes.
 */
let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'kirana-precompress-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const script = (i: number) =>
  Array.from({ length: 400 + i * 50 }, (_, n) => `export const value${n} = ${JSON.stringify(`item ${n * i}`)};`).join(
    '\n',
  );

it('writes the bytes Zopfli writes on the main thread, and the same again from its cache', async () => {
  const files = [0, 1, 2, 3, 4].map((i) => {
    const file = path.join(work, `chunk${i}.js`);
    writeFileSync(file, script(i));
    return file;
  });
  const tiny = path.join(work, 'tiny.json');
  writeFileSync(tiny, '{}');
  const cacheDir = path.join(work, 'cache');

  const first = await precompressFiles([...files, tiny], { cacheDir });
  expect(first).toMatchObject({ files: 6, zopfli: 6, compressed: 6 });
  for (const file of files) {
    const body = readFileSync(file);
    const expected = await gzipAsync(body, { numiterations: zopfliIterations(body.length) });
    expect(readFileSync(`${file}.gz`).equals(Buffer.from(expected))).toBe(true);
  }
  // gzip would make it bigger: no copy.
  expect(existsSync(`${tiny}.gz`)).toBe(false);

  const written = files.map((file) => readFileSync(`${file}.gz`));
  for (const file of files) rmSync(`${file}.gz`);
  const again = await precompressFiles([...files, tiny], { cacheDir });
  expect(again).toMatchObject({ files: 6, zopfli: 6, compressed: 0 });
  for (const [i, file] of files.entries()) expect(readFileSync(`${file}.gz`).equals(written[i]!)).toBe(true);
});

it('compresses again when a kept copy does not unzip to the file', async () => {
  const file = path.join(work, 'main.js');
  writeFileSync(file, script(1));
  const cacheDir = path.join(work, 'cache');
  await precompressFiles([file], { cacheDir });
  const good = readFileSync(`${file}.gz`);
  for (const entry of readdirSync(cacheDir)) writeFileSync(path.join(cacheDir, entry), good.subarray(0, 40));

  expect(await precompressFiles([file], { cacheDir })).toMatchObject({ compressed: 1 });
  expect(readFileSync(`${file}.gz`).equals(good)).toBe(true);
});

it("gives zlib's best to the files it is told need no Zopfli", async () => {
  const [first, later] = ['first.js', 'later.js'].map((name, i) => {
    const file = path.join(work, name);
    writeFileSync(file, script(i + 1));
    return file;
  });
  const run = await precompressFiles([first!, later!], { zopfli: [true, false], cacheDir: false });
  expect(run).toMatchObject({ files: 2, zopfli: 1, compressed: 1 });
  const body = readFileSync(later!);
  expect(readFileSync(`${later}.gz`).equals(gzipSync(body, { level: 9 }))).toBe(true);
  expect(gunzipSync(readFileSync(`${first}.gz`)).equals(readFileSync(first!))).toBe(true);
});
