/**
 * `npm run bench:outside` (in api; part of `npm run bench` when DATABASE_URL and REDIS_URL are set): the
 * load bench from outside, on the store started the README's way. `npm start` runs as a whole (the
 * storefront, the four remotes and the API from source, its request log relayed to the terminal) on a
 * new PostgreSQL database with `REDIS_URL` set as in production; the bench signs a shopper in with a
 * one-time code from the development outbox and orders over HTTP. Beside it, on the same database in the
 * same run: the API alone as `bench:load` starts it (its own process, no Redis, its log dropped), and a
 * bare Fastify + `pg` server doing the same work in one query or transaction (`rawServer.ts`). Each runs
 * A B C C B A with autocannon, first on the new store (the demo catalogue, no order yet) and then again
 * after 20,000 earlier orders; the table prints each against the bare server. The two API columns side by
 * side show what the `npm start` shape itself costs. It never fails on speed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from '../test/testDatabase';
import { orderHistory } from './history';
import { cashOrders, saveAddress } from './shopper';
import {
  API_DIR,
  autocannon,
  best,
  measurer,
  freePorts,
  type Result,
  start,
  stopAll,
  untilAnswering,
  warnIfBusy,
} from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOT = path.resolve(API_DIR, '..');
const SHOPPER = '9876512345';

interface Target {
  label: string;
  page: Record<string, unknown>;
  order: Record<string, unknown>;
}

/** `npm start` as a developer runs it, in a process group of its own so that stopping it stops every child. */
function npmStart(env: Record<string, string>): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Stops `npm start` and every process under it, and waits until the last has exited (so none holds the database). */
async function stopGroup(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, name);
      return true;
    } catch {
      return false; // the group is empty
    }
  };
  if (!signal('SIGTERM')) return;
  const deadline = Date.now() + 15_000;
  while (signal(0)) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The shopper signs in as a phone does: a browser session, a code sent, read from the outbox, verified. */
async function signIn(apiUrl: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { sessionId } = (await (await fetch(`${apiUrl}/`)).json()) as { sessionId: string };
  const sent = await post('/api/otp/send', { phoneNumber: SHOPPER, sessionId });
  if (!sent.ok) throw new Error(`sending the code answered ${sent.status}: ${await sent.text()}`);
  const outbox = await fetch(`${apiUrl}/api/dev/otp-outbox?phoneNumber=${SHOPPER}`);
  const { code } = (await outbox.json()) as { code: string };
  const verified = await post('/api/otp/verify', { phoneNumber: SHOPPER, otpToken: code, sessionId });
  if (!verified.ok) throw new Error(`verifying the code answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.DATABASE_URL || !redisUrl) {
    console.log(
      'bench:outside needs PostgreSQL and Redis, as production has them: set DATABASE_URL (a throwaway database is made on that server) and REDIS_URL. Skipped.',
    );
    return;
  }
  warnIfBusy();
  const run = autocannon();
  const database = await createTestDatabase({ empty: true });
  // The storefront and its four remotes (PORT + 0…4), the store's API, the API alone, the bare server.
  const base = await freePorts(8);
  const ports = { storefront: base, api: base + 5, alone: base + 6, raw: base + 7 };
  const children: ChildProcess[] = [];
  let store: ChildProcess | undefined;
  try {
    // The README's way: an empty database, migrated and given the demo catalogue by the store itself.
    let started = Date.now();
    store = npmStart({
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-outside-${process.pid}`,
      PORT: String(ports.storefront),
      API_PORT: String(ports.api),
    });
    const storeUrl = `http://127.0.0.1:${ports.api}`;
    await untilAnswering(`${storeUrl}/health`, store, 300_000);
    await untilAnswering(`http://127.0.0.1:${ports.storefront}/`, store, 300_000);
    console.log(`npm start answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const token = await signIn(storeUrl);
    const headers = { authorization: `Bearer ${token}` };
    const society = await saveAddress(storeUrl, headers);
    // A rush hour on the demo catalogue: each order is one unit of any product, and none runs out.
    const products = (
      await database.db.query<{ id: string }>('UPDATE products SET stock = 100000000 WHERE is_active RETURNING id')
    ).map((row) => row.id);
    const [shopper] = await database.db.query<{ id: string }>('SELECT id FROM users WHERE phone_number = $1', [
      SHOPPER,
    ]);

    const alone = start(
      'src/server.ts',
      {
        DATABASE_URL: database.url!,
        API_PORT: String(ports.alone),
        API_HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
      true,
    );
    children.push(alone);
    const raw = start('bench/rawServer.ts', {
      DATABASE_URL: database.url!,
      PORT: String(ports.raw),
      ORDER_USER: shopper!.id,
      ORDER_PRODUCTS: products.join(','),
      ORDER_SOCIETY: society,
    });
    children.push(raw);
    const aloneUrl = `http://127.0.0.1:${ports.alone}`;
    const rawUrl = `http://127.0.0.1:${ports.raw}`;
    await untilAnswering(`${aloneUrl}/health`, alone);
    await untilAnswering(`${rawUrl}/products`, raw);

    const apiTarget = (label: string, url: string): Target => ({
      label,
      page: { url: `${url}/api/products` },
      order: cashOrders(url, { headers, society, products }),
    });
    const targets: Target[] = [
      apiTarget('npm start', storeUrl),
      apiTarget('API alone', aloneUrl),
      { label: 'bare', page: { url: `${rawUrl}/products` }, order: { url: `${rawUrl}/orders`, method: 'POST' } },
    ];

    const measure = measurer(run, CONNECTIONS, SECONDS);
    const row = async (label: string, pick: (target: Target) => Record<string, unknown>) => {
      if (!label.includes(process.env.BENCH_ONLY ?? '')) return;
      // A B C C B A: on a new store each gets one of the early runs and one of the later ones.
      const first: Result[] = [];
      for (const target of targets) first.push(await measure(pick(target)));
      const second: Result[] = [];
      for (const target of [...targets].reverse()) second.unshift(await measure(pick(target)));
      const results = first.map((one, i) => best(one, second[i]!));
      const bare = results[2]!.requests.average;
      const cell = (r: Result) =>
        `${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p99).padStart(5)}  ${(r.requests.average / bare).toFixed(2).padStart(5)}`;
      console.log(`${label.padEnd(34)} ${results.map(cell).join('   ')}`);
    };

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run, A B C C B A (the better of each pair shown; req/s, p99 ms, × the bare server)\n`,
    );
    console.log(`${''.padEnd(34)} ${targets.map((t) => t.label.padEnd(20)).join('   ')}`);
    started = Date.now();
    await row('GET /api/products (first page)', (t) => t.page);
    await row('POST /api/orders, a new store', (t) => t.order);
    await orderHistory(database.db, shopper!.id, products[0]!);
    await row('POST /api/orders, 20,000 before', (t) => t.order);
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s of load)`);
  } finally {
    await stopAll(children);
    if (store) await stopGroup(store);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
