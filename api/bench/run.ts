/**
 * `npm run bench`: the catalogue's reads on 50,000 products, through the whole API (`inject`).
 * Uses a throwaway database — a new one on the PostgreSQL server in DATABASE_URL (dropped
 * afterwards), else in-memory PGlite — and prints timings. It never fails on speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from '../test/testDatabase';
import { loadProducts } from './catalogue';
import { percentile } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const QUERIES: [string, string][] = [
  ['home page shelves', '/api/products/shelves'],
  ['categories with counts', '/api/products/categories'],
  ['browse, first page', '/api/products'],
  ['browse, page 200', '/api/products?page=200'],
  ['one category', '/api/products?category=dairy'],
  ['search "milk"', '/api/products?search=milk'],
  ['search "tom" (prefix)', '/api/products?search=tom'],
  ['search "toned milk"', '/api/products?search=toned%20milk'],
  ['search "amul paneer 12"', '/api/products?search=amul%20paneer%2012'],
  ['search "tomatos" (near miss)', '/api/products?search=tomatos'],
  ['search "dairy" (category)', '/api/products?search=dairy'],
  ['search "pantry" (description)', '/api/products?search=pantry'],
  ['search "milk", page 20', '/api/products?search=milk&page=20'],
  ['search "zzqx" (nothing)', '/api/products?search=zzqx'],
];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main(): Promise<void> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kirana-bench-'));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'true', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  try {
    const app = await buildApp(config, { db: database.db });
    console.log(
      `Database: ${database.db.kind === 'postgres' ? 'PostgreSQL (a throwaway database on DATABASE_URL)' : 'PGlite, in memory'}`,
    );

    let start = process.hrtime.bigint();
    await loadProducts(database.db, PRODUCTS);
    await database.db.exec('VACUUM ANALYZE products');
    const [{ count } = { count: '0' }] = await database.db.query<{ count: string }>('SELECT count(*) FROM products');
    console.log(
      `Loaded ${PRODUCTS.toLocaleString('en-IN')} generated products (${Number(count).toLocaleString('en-IN')} in all) in ${(ms(start) / 1000).toFixed(1)} s\n`,
    );

    // "admin edit": an admin just changed the catalogue, so everything is read from the database
    // again (a few times a day), except a search's ranking, which answers from the ranking read
    // before while it is ranked again behind the answer ("ranked again" is that read, which no
    // shopper waits for in the first second); "order": stock just moved, which forgets every answer
    // showing stock but keeps what stock does not change (search rankings, counts) — at rush hour,
    // every 250 ms; "cached": the same read again, answered from the API's catalogue cache.
    type Forget = 'assortment' | 'stock' | null;
    const timings = async (url: string, forget: Forget) => {
      const times: number[] = [];
      const behind: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        // (`changed('stock')` is told at most every 250 ms; `forget` is what it does here.)
        if (forget) app.catalogue.forget(forget);
        start = process.hrtime.bigint();
        await app.inject(url);
        times.push(ms(start));
        await app.catalogue.searches.settled();
        behind.push(ms(start));
      }
      return { times: times.sort((a, b) => a - b), behind: behind.sort((a, b) => a - b) };
    };
    const cell = (times: number[]) =>
      `${percentile(times, 0.5).toFixed(1).padStart(7)} ${percentile(times, 0.95).toFixed(1).padStart(7)}`;
    const head = (label: string) => label.padStart(16);
    console.log(
      `${''.padEnd(32)} ${''.padStart(8)}  ${head('after admin edit')}  ${head('ranked again')}  ${head('after an order')}  ${head('cached')}`,
    );
    console.log(
      `${'query'.padEnd(32)} ${'matches'.padStart(8)}${'  median     p95'.repeat(4)}   (${ROUNDS} rounds, ms)`,
    );
    for (const [label, url] of QUERIES) {
      const first = await app.inject(url);
      if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
      const body = first.json<{ total?: number } | unknown[]>();
      const matches = Array.isArray(body) ? body.length : (body.total ?? 0);
      const edit = await timings(url, 'assortment');
      const order = await timings(url, 'stock');
      const warm = await timings(url, null);
      const ranked = url.includes('search=') ? cell(edit.behind) : `${'—'.padStart(7)} ${'—'.padStart(7)}`;
      console.log(
        `${label.padEnd(32)} ${String(matches).padStart(8)}  ${cell(edit.times)}  ${ranked}  ${cell(order.times)}  ${cell(warm.times)}`,
      );
    }
    await app.close();
  } finally {
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
