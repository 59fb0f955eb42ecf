/**
 * `npm run bench:fresh` (in api; part of `npm run bench` when DATABASE_URL is set): does a brand-new
 * store's checkout slow down as its first orders fill an empty `orders` table? A store opens with no
 * orders and nothing analysed; PostgreSQL plans each connection's foreign-key checks (order_items and
 * order_events point at orders) once, from what the table looked like then. So: a fresh database with
 * the demo catalogue and no order, 60 s of orders in 10-second windows, throughput and p99 in each;
 * then the same against the bare transaction (`rawServer.ts`) on a second fresh database, in the same
 * run. It prints both, window by window, and the last window against the first. It never fails on speed.
 */
import type { ChildProcess } from 'node:child_process';
import { signInAs } from '../test/signIn';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { cashOrders, saveAddress } from './shopper';
import { autocannon, type Result, start, stopAll, untilAnswering, warnIfBusy } from './harness';

const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 6);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Window {
  requests: number;
  p99: number;
  failed: number;
}

/** The API as production runs it on a new store's database (the demo catalogue, no order yet). */
async function freshApi(database: TestDatabase, port: number): Promise<ChildProcess> {
  const api = start(
    'src/server.ts',
    {
      DATABASE_URL: database.url!,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    true,
  );
  await untilAnswering(`http://127.0.0.1:${port}/health`, api);
  return api;
}

/** A shopper with an address, and the products a rush hour buys (never running out). */
async function shopperAndProducts(database: TestDatabase, apiUrl: string) {
  const shopper = await signInAs(database.db, '9876512345');
  const society = await saveAddress(apiUrl, shopper.headers);
  const products = (
    await database.db.query<{ id: string }>('UPDATE products SET stock = 100000000 WHERE is_active RETURNING id')
  ).map((row) => row.id);
  return { shopper, society, products };
}

/** Orders for `WINDOWS` × `WINDOW_SECONDS`, back to back, one autocannon run per window. */
async function windows(run: (seconds: number) => Promise<Result>): Promise<Window[]> {
  const out: Window[] = [];
  for (let i = 0; i < WINDOWS; i++) {
    const result = await run(WINDOW_SECONDS);
    out.push({ requests: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors });
  }
  return out;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'bench:fresh needs PostgreSQL: set DATABASE_URL (throwaway databases are made on that server). Skipped.',
    );
    return;
  }
  warnIfBusy();
  const autocannonRun = autocannon();
  const children: ChildProcess[] = [];
  const databases: TestDatabase[] = [];
  try {
    // The product: a new store's API, then orders as the checkout sends them.
    const storeDb = await createTestDatabase();
    databases.push(storeDb);
    const port = 4900 + Math.floor(Math.random() * 50);
    children.push(await freshApi(storeDb, port));
    const apiUrl = `http://127.0.0.1:${port}`;
    const store = await shopperAndProducts(storeDb, apiUrl);
    const kirana = await windows((seconds) =>
      autocannonRun({
        ...cashOrders(apiUrl, { headers: store.shopper.headers, society: store.society, products: store.products }),
        connections: CONNECTIONS,
        duration: seconds,
      }),
    );

    // The baseline: the bare transaction on a second new store's database.
    const rawDb = await createTestDatabase();
    databases.push(rawDb);
    const seeder = await freshApi(rawDb, port + 50); // seeds the demo catalogue, then steps aside
    const rawStore = await shopperAndProducts(rawDb, `http://127.0.0.1:${port + 50}`);
    seeder.kill('SIGTERM');
    await new Promise((resolve) => seeder.once('exit', resolve));
    const raw = start('bench/rawServer.ts', {
      DATABASE_URL: rawDb.url!,
      PORT: String(port + 60),
      ORDER_USER: rawStore.shopper.userId,
      ORDER_PRODUCTS: rawStore.products.join(','),
      ORDER_SOCIETY: rawStore.society,
    });
    children.push(raw);
    await untilAnswering(`http://127.0.0.1:${port + 60}/products`, raw);
    const baseline = await windows((seconds) =>
      autocannonRun({
        url: `http://127.0.0.1:${port + 60}/orders`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
      }),
    );

    const [{ count: placed }] = (await storeDb.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM orders',
    )) as [{ count: number }];
    console.log(
      `\nA new store: the demo catalogue, no order before; ${CONNECTIONS} connections, ${WINDOWS} windows of ${WINDOW_SECONDS} s each (${placed.toLocaleString('en-IN')} orders placed through the API)\n`,
    );
    console.log(
      `${'window'.padEnd(10)} ${'Kirana req/s'.padStart(12)} ${'p99'.padStart(6)}   ${'raw req/s'.padStart(10)} ${'p99'.padStart(6)}   ratio`,
    );
    kirana.forEach((k, i) => {
      const b = baseline[i]!;
      const failed = k.failed || b.failed ? `   (${k.failed} / ${b.failed} failed)` : '';
      console.log(
        `${`${i * WINDOW_SECONDS}–${(i + 1) * WINDOW_SECONDS} s`.padEnd(10)} ${k.requests.toFixed(0).padStart(12)} ${String(k.p99).padStart(6)}   ${b.requests.toFixed(0).padStart(10)} ${String(b.p99).padStart(6)}   ${(k.requests / b.requests).toFixed(2)}${failed}`,
      );
    });
    const last = (list: Window[]) => list[list.length - 1]!;
    console.log(
      `\nLast window against the first: Kirana ${(last(kirana).requests / kirana[0]!.requests).toFixed(2)}× the throughput, p99 ${(last(kirana).p99 / kirana[0]!.p99).toFixed(2)}×; raw ${(last(baseline).requests / baseline[0]!.requests).toFixed(2)}×, p99 ${(last(baseline).p99 / baseline[0]!.p99).toFixed(2)}×`,
    );
  } finally {
    await stopAll(children);
    for (const database of databases) await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
