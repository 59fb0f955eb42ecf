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
import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../test/testDatabase';
import { signInAs } from '../test/signIn';
import { loadProducts } from './catalogue';
import type { Queryable } from '../src/db/database';
import { autocannon, type Result, start, stopAll, untilAnswering, warnIfBusy } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAST_ORDERS = 20_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=orders (any part of an endpoint's label) measures just those.

/**
 * The store's past orders: 20,000 earlier cash orders of this shopper, each with its line and its
 * `placed` entry, as a store at rush hour has them. It also keeps the bench from measuring a fresh
 * database's artefact: PostgreSQL keeps each connection's foreign-key check plans (order_items and
 * order_events point at orders) as first made, and made while orders is empty they read the whole
 * table, so every order would cost more than the one before until the table is next analysed.
 */
async function orderHistory(db: Queryable, userId: string, productId: string): Promise<void> {
  await db.query(
    `WITH placed AS (
       INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
         payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise,
         total_price_paise, handoff_code, created_at, updated_at)
       SELECT 'f' || lpad(to_hex(g), 23, '0'), a.user_id, a.society_id, s.society_name, a.wing, a.flat_number,
              s.locality_id, l.area_name, 'COD', 'UNPAID', 10000, 0, 0, 10000, lpad((g % 10000)::text, 4, '0'),
              now() - make_interval(mins => g), now() - make_interval(mins => g)
         FROM generate_series(1, ${PAST_ORDERS}) AS g,
              user_addresses a JOIN societies s ON s.id = a.society_id JOIN localities l ON l.id = s.locality_id
        WHERE a.user_id = $1
       RETURNING id, user_id
     ), timeline AS (
       INSERT INTO order_events (order_id, kind, actor_id) SELECT id, 'placed', user_id FROM placed
     )
     INSERT INTO order_items (order_id, position, product_id, name, quantity_label, unit_price_paise, qty, ordered_qty)
     SELECT id, 0, $2, 'An earlier order', '1 kg', 10000, 1, 1 FROM placed`,
    [userId, productId],
  );
  await db.exec('VACUUM ANALYZE orders, order_items, order_events');
}

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
    const [society] = (await (await fetch(`${apiUrl}/api/society`)).json()) as { _id: string; locality: string }[];
    const address = { society: society!._id, wing: 'A', flatNumber: '101', locality: society!.locality };
    const saved = await fetch(`${apiUrl}/api/users/profile`, {
      method: 'PUT',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ address: [address] }),
    });
    if (!saved.ok) throw new Error(`saving the address answered ${saved.status}`);
    // A rush hour buys many products: each order is one line of one of 500, never running out.
    const bought = (
      await database.db.query<{ id: string }>(
        `UPDATE products SET stock = 100000000 WHERE id IN (SELECT id FROM products WHERE is_active ORDER BY id LIMIT 500) RETURNING id`,
      )
    ).map((r) => r.id);
    const anyProduct = () => bought[Math.floor(Math.random() * bought.length)]!;
    await orderHistory(database.db, shopper.userId, bought[0]!);

    const raw = start('bench/rawServer.ts', {
      DATABASE_URL: database.url!,
      PORT: String(rawPort),
      ORDER_USER: shopper.userId,
      ORDER_PRODUCTS: bought.join(','),
      ORDER_SOCIETY: society!._id,
    });
    children.push(raw);
    const rawUrl = `http://127.0.0.1:${rawPort}`;
    await untilAnswering(`${rawUrl}/products`, raw);

    const order = () =>
      JSON.stringify({
        orderItems: [{ product: anyProduct(), qty: 1 }],
        shippingAddress: { society: society!._id, wing: 'A', flatNumber: '101' },
        paymentMethod: 'COD',
      });
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
        // A fresh Idempotency-Key per order, as the checkout sends.
        api: {
          url: `${apiUrl}/api/orders`,
          requests: [
            {
              method: 'POST',
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                headers: {
                  ...shopper.headers,
                  'content-type': 'application/json',
                  'idempotency-key': `bench-${randomUUID()}`,
                },
                body: order(),
              }),
            },
          ],
        },
        raw: { url: `${rawUrl}/orders`, method: 'POST' },
      },
    ];

    const measure = async (options: Record<string, unknown>) => {
      const result = await run({ connections: CONNECTIONS, duration: SECONDS, ...options });
      if (result.non2xx > 0 || result.errors > 0)
        console.log(`  (${String(options.url)}: ${result.non2xx} non-2xx, ${result.errors} errors)`);
      return result;
    };
    const best = (a: Result, b: Result) => (a.requests.average >= b.requests.average ? a : b);
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
