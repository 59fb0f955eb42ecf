/**
 * `npm run bench:load` (in api; `npm run bench` runs it when DATABASE_URL is set): HTTP load on the
 * API as production runs it (its own process, JSON request logs on), against a bare Fastify + `pg`
 * server doing the same work in one query or one transaction (`rawServer.ts`), on 50,000 products in
 * a throwaway PostgreSQL database. Each endpoint runs A B A B with autocannon (fetched from the npm
 * registry into a cache folder, never installed into the project), then the table prints req/s,
 * p50, p99 and the ratio of the API to the baseline. It never fails on speed; it warns when the
 * machine was busy before it started.
 */
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase } from '../test/testDatabase';
import { signInAs } from '../test/signIn';
import { loadProducts } from './catalogue';
import { orderHistory } from './history';
import { cashOrders, saveAddress } from './shopper';
import { autocannon, best, measurer, type Result, start, stopAll, untilAnswering, warnIfBusy } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=orders (any part of an endpoint's label) measures just those.

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'bench:load needs PostgreSQL: set DATABASE_URL (a throwaway database is made on that server). Skipped.',
    );
    return;
  }
  warnIfBusy();
  const run = autocannon();

  const database = await createTestDatabase();
  const children: ChildProcess[] = [];
  try {
    const apiPort = 4700 + Math.floor(Math.random() * 100);
    const rawPort = apiPort + 100;
    const api = start(
      'src/server.ts',
      {
        DATABASE_URL: database.url!,
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        NODE_ENV: 'development',
        SEED: 'true',
        // Production's default; BENCH_LOG_LEVEL=warn measures what the request log costs.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
      true,
    );
    children.push(api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await untilAnswering(`${apiUrl}/health`, api);

    let started = Date.now();
    await loadProducts(database.db, PRODUCTS);
    await database.db.exec('VACUUM ANALYZE');
    console.log(
      `Loaded ${PRODUCTS.toLocaleString('en-IN')} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // A shopper with an address, ordering one unit of a product that will not run out.
    const shopper = await signInAs(database.db, '9876512345');
    const society = await saveAddress(apiUrl, shopper.headers);
    // A rush hour buys many products: each order is one line of one of 500, never running out.
    const bought = (
      await database.db.query<{ id: string }>(
        `UPDATE products SET stock = 100000000 WHERE id IN (SELECT id FROM products WHERE is_active ORDER BY id LIMIT 500) RETURNING id`,
      )
    ).map((r) => r.id);
    await orderHistory(database.db, shopper.userId, bought[0]!);

    const raw = start('bench/rawServer.ts', {
      DATABASE_URL: database.url!,
      PORT: String(rawPort),
      ORDER_USER: shopper.userId,
      ORDER_PRODUCTS: bought.join(','),
      ORDER_SOCIETY: society,
    });
    children.push(raw);
    const rawUrl = `http://127.0.0.1:${rawPort}`;
    await untilAnswering(`${rawUrl}/products`, raw);

    const endpoints: { label: string; api: Record<string, unknown>; raw: Record<string, unknown> }[] = [
      {
        label: 'GET /api/products (first page)',
        api: { url: `${apiUrl}/api/products` },
        raw: { url: `${rawUrl}/products` },
      },
      {
        label: 'GET /api/products?search=milk',
        api: { url: `${apiUrl}/api/products?search=milk` },
        raw: { url: `${rawUrl}/search?q=milk` },
      },
      {
        label: 'GET /api/products/shelves',
        api: { url: `${apiUrl}/api/products/shelves` },
        raw: { url: `${rawUrl}/shelves` },
      },
      {
        label: 'POST /api/orders (COD, 1 line)',
        api: cashOrders(apiUrl, { headers: shopper.headers, society, products: bought }),
        raw: { url: `${rawUrl}/orders`, method: 'POST' },
      },
    ];

    const measure = measurer(run, CONNECTIONS, SECONDS);
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, A B A B (the better of each pair shown)\n`);
    console.log(
      `${'endpoint'.padEnd(34)} ${'Kirana req/s'.padStart(12)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}   ${'raw req/s'.padStart(10)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}   ratio`,
    );
    started = Date.now();
    for (const endpoint of endpoints.filter((e) => e.label.includes(process.env.BENCH_ONLY ?? ''))) {
      const a1 = await measure(endpoint.api);
      const b1 = await measure(endpoint.raw);
      const a2 = await measure(endpoint.api);
      const b2 = await measure(endpoint.raw);
      const a = best(a1, a2);
      const b = best(b1, b2);
      const cells = (r: Result, width: number) =>
        `${r.requests.average.toFixed(0).padStart(width)} ${String(r.latency.p50).padStart(6)} ${String(r.latency.p99).padStart(6)}`;
      console.log(
        `${endpoint.label.padEnd(34)} ${cells(a, 12)}   ${cells(b, 10)}   ${(a.requests.average / b.requests.average).toFixed(2)}`,
      );
    }
    console.log(`\n(latencies in ms; ${((Date.now() - started) / 1000).toFixed(0)} s of load)`);
  } finally {
    // Servers end (closing their pools) before their database is dropped, so none reports a cut connection.
    await stopAll(children);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
