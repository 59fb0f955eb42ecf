/**
 * `npm run bench:year` (in api; the last of `npm run bench --workspace api`): a year of a busy store
 * (`yearData.ts`: `BENCH_ORDERS`, default 1,000,000 orders over 365 days, `BENCH_CUSTOMERS`
 * 100,000 customers, riders, khata payments, cash hand-overs) in a throwaway PostgreSQL database of
 * its own (`kirana_year_<pid>`, dropped at the end, on failure too), then the admin's reads through
 * the API as production runs it (its production bundle, built into dist/, in its own process, over HTTP, signed in as an admin): each read's
 * p50 and p95 beside a bare SQL query answering the same question on the same database in the same
 * run, and its target; then the orders CSV for a month: rows/s and the API process's memory while it
 * streams. It prints figures and never fails on speed (it does stop if the generated data breaks
 * the ledger's invariants, or a read answers anything but 200).
 *
 * Knobs: BENCH_ORDERS, BENCH_CUSTOMERS, BENCH_REQUESTS (samples per read, default 30),
 * BENCH_READ_SECONDS (at most this long per read and side, default 15), BENCH_ONLY (part of a label),
 * BENCH_LOG_LEVEL, BENCH_KEEP_DB=1 (keep the database and print its URL, to read plans by hand),
 * BENCH_TSX=1 (run the API from its sources under tsx instead of the production bundle), BENCH_CHECK=0 (skip
 * checking the generated ledger's invariants and keys).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { STORE_TIME_ZONE } from '@kirana/shared/domain';
import { Client } from 'pg';
import { createSession } from '../src/auth/sessions';
import type { Database, SqlValue } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';
import { withAdmin } from '../test/postgresTemplate';
import { salesReportFromOrders } from '../test/salesReportFromOrders';
import { buildApiBundle } from '../scripts/build';
import { API_DIR, percentile, start, stopAll, untilAnswering, warnIfBusy } from './harness';
import { checkYear, generateYear } from './yearData';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 15);
const WARM_UP = 3;

const storeDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
const daysAgo = (n: number) => storeDay(new Date(Date.now() - n * 86_400_000));
/** The moment a store day starts (the store is UTC+05:30 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const dayAfter = (day: string) =>
  dayStart(storeDay(new Date(new Date(`${day}T12:00:00+05:30`).getTime() + 86_400_000)));

interface Read {
  label: string;
  /** The screen's target for the API's p95, ms. */
  target: number;
  path: string;
  /** A bare SQL query answering the same question (what the figure is compared with). */
  raw: { text: string; params: SqlValue[] };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * Times `once` up to REQUESTS times (after WARM_UP), at most READ_SECONDS in all, at least 5 samples;
 * `first` is the first call's time (a report's first read computes and keeps the closed days' facts).
 */
async function sample(once: () => Promise<void>): Promise<{ times: number[]; first: number }> {
  const firstStarted = process.hrtime.bigint();
  await once();
  const first = ms(firstStarted);
  for (let i = 1; i < WARM_UP; i++) await once();
  const times: number[] = [];
  const deadline = Date.now() + READ_SECONDS * 1000;
  while (times.length < REQUESTS && (times.length < 5 || Date.now() < deadline)) {
    const started = process.hrtime.bigint();
    await once();
    times.push(ms(started));
  }
  return { times: times.sort((a, b) => a - b), first };
}

/** The API process's resident memory now and its peak so far (Linux), MB. */
function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

function reads(ids: { orderId: string; customerId: string }): Read[] {
  const today = daysAgo(0);
  const yesterday = daysAgo(1);
  const month = daysAgo(29);
  const year = daysAgo(365);
  const report = (label: string, from: string, target: number): Read => ({
    label,
    target,
    path: `/api/reports/sales?from=${from}&to=${today}`,
    raw: {
      text: `SELECT count(*) FILTER (WHERE NOT is_cancelled) AS orders,
                    sum(total_price_paise) FILTER (WHERE NOT is_cancelled) AS revenue,
                    count(*) FILTER (WHERE is_cancelled) AS cancelled
               FROM orders WHERE created_at >= $1 AND created_at < $2`,
      params: [dayStart(from), dayAfter(today)],
    },
  });
  return [
    {
      label: 'Live board (open, by stage)',
      target: 100,
      path: '/api/orders/?isDelivered=false&awaitingPayment=false&sort=stage&page=1&pageSize=20',
      raw: {
        text: `SELECT o.*, (SELECT json_agg(i ORDER BY i.position) FROM order_items i WHERE i.order_id = o.id) AS items
                 FROM orders o WHERE NOT o.is_delivered AND NOT o.is_cancelled AND o.payment_status <> 'PENDING'
                ORDER BY o.created_at LIMIT 20`,
        params: [],
      },
    },
    {
      label: 'Dashboard (summary)',
      target: 100,
      path: '/api/orders/summary',
      raw: {
        text: `SELECT (SELECT count(*) FROM orders WHERE created_at >= $1 AND NOT is_cancelled) AS today,
                      (SELECT count(*) FROM orders WHERE NOT is_delivered AND NOT is_cancelled) AS open,
                      (SELECT sum(total_price_paise - settled_paise) FROM orders
                        WHERE is_delivered AND NOT is_paid AND NOT is_cancelled) AS unpaid`,
        params: [dayStart(today)],
      },
    },
    {
      label: 'Order detail',
      target: 100,
      path: `/api/orders/${ids.orderId}`,
      raw: {
        text: `SELECT o.*, (SELECT json_agg(i ORDER BY i.position) FROM order_items i WHERE i.order_id = o.id) AS items
                 FROM orders o WHERE o.id = $1`,
        params: [ids.orderId],
      },
    },
    {
      label: 'Order detail: its history',
      target: 100,
      path: `/api/orders/${ids.orderId}/timeline`,
      raw: { text: 'SELECT * FROM order_events WHERE order_id = $1 ORDER BY id', params: [ids.orderId] },
    },
    report('Reports, 1 day', today, 100),
    report('Reports, 30 days', month, 100),
    report('Reports, 366 days', year, 500),
    {
      label: 'Customers, first page',
      target: 100,
      path: '/api/users?page=1&pageSize=20',
      raw: {
        text: `SELECT o.user_id, count(*) AS orders, sum(o.total_price_paise) AS spent, max(o.created_at) AS last_order_at
                 FROM orders o WHERE NOT o.is_cancelled GROUP BY o.user_id ORDER BY last_order_at DESC LIMIT 20`,
        params: [],
      },
    },
    {
      label: 'Customers, search "priya"',
      target: 100,
      path: '/api/users?search=priya&page=1&pageSize=20',
      raw: {
        text: `SELECT u.id, u.name, count(o.id) AS orders, max(o.created_at) AS last_order_at
                 FROM users u LEFT JOIN orders o ON o.user_id = u.id AND NOT o.is_cancelled
                WHERE u.name ILIKE '%priya%' GROUP BY u.id ORDER BY last_order_at DESC NULLS LAST LIMIT 20`,
        params: [],
      },
    },
    {
      label: 'One customer',
      target: 100,
      path: `/api/users/${ids.customerId}`,
      raw: {
        text: `SELECT u.*, (SELECT count(*) FROM orders o WHERE o.user_id = u.id AND NOT o.is_cancelled) AS orders
                 FROM users u WHERE u.id = $1`,
        params: [ids.customerId],
      },
    },
    {
      label: 'One customer: their orders',
      target: 100,
      path: `/api/orders/?user=${ids.customerId}&page=1&pageSize=10&includeCancelled=true`,
      raw: {
        text: 'SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 10',
        params: [ids.customerId],
      },
    },
    {
      label: 'One customer: their khata',
      target: 100,
      path: `/api/users/${ids.customerId}/khata`,
      raw: {
        text: `SELECT id, total_price_paise - settled_paise AS due FROM orders
                WHERE user_id = $1 AND is_delivered AND NOT is_paid AND NOT is_cancelled ORDER BY created_at`,
        params: [ids.customerId],
      },
    },
    {
      label: 'Dues',
      target: 100,
      path: '/api/khata/dues?sort=amount',
      raw: {
        text: `SELECT user_id, sum(total_price_paise - settled_paise) AS owed FROM orders
                WHERE is_delivered AND NOT is_paid AND NOT is_cancelled AND payment_status = 'UNPAID'
                GROUP BY user_id ORDER BY owed DESC LIMIT 500`,
        params: [],
      },
    },
    {
      label: 'Cash page, yesterday',
      target: 100,
      path: `/api/cash?date=${yesterday}`,
      raw: {
        text: `SELECT rider_id, count(*), sum(amount_paise) FROM money_entries
                WHERE kind = 'cash_collected' AND at >= $1 AND at < $2 GROUP BY rider_id`,
        params: [dayStart(yesterday), dayAfter(yesterday)],
      },
    },
  ];
}

/** The month's CSV as the API streams it: rows, seconds, and the API's memory sampled every 20 ms meanwhile. */
async function csvRun(url: string, headers: Record<string, string>, pid: number) {
  let peakRss = 0;
  const timer = setInterval(() => {
    const memory = memoryOf(pid);
    if (memory) peakRss = Math.max(peakRss, memory.rss);
  }, 20);
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  const seconds = ms(started) / 1000;
  clearInterval(timer);
  return { rows: lines - 1, seconds, bytes, peakRss };
}

/** The API's production bundle in a process of its own, with these V8 flags. */
function bundled(outdir: string, env: Record<string, string>, flags: string[] = []): ChildProcess {
  const { REDIS_URL: _redis, ...inherited } = process.env; // one instance: no realtime fan-out to pay for
  return spawn(process.execPath, [...flags, path.join(outdir, 'server.cjs')], {
    cwd: API_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'bench:year needs PostgreSQL: set DATABASE_URL (a throwaway database is made on that server). Skipped.',
    );
    return;
  }
  warnIfBusy();
  const name = `kirana_year_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const children: ChildProcess[] = [];
  let db: Database | null = null;
  let cleaned = false;
  let bundleDir: string | null = null;
  const keep = process.env.BENCH_KEEP_DB === '1';
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stopAll(children);
    await db?.close();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    if (keep) console.log(`\nKept the database: ${dbUrl}`);
    else await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });

  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  try {
    db = createPostgresDatabase(dbUrl, { max: 4 });
    let started = process.hrtime.bigint();
    await migrate(db, readMigrations());
    console.log(
      `A year of orders: ${ORDERS.toLocaleString('en-IN')} orders, ${CUSTOMERS.toLocaleString('en-IN')} customers (database ${name})`,
    );
    console.log(`  ${'migrations'.padEnd(34)} ${(ms(started) / 1000).toFixed(1).padStart(6)} s`);
    const generateStarted = process.hrtime.bigint();
    const client = new Client({ connectionString: dbUrl });
    await client.connect();
    let data: Awaited<ReturnType<typeof generateYear>>;
    try {
      data = await generateYear(client, {
        orders: ORDERS,
        customers: CUSTOMERS,
        riders: 20,
        societies: 40,
        products: 500,
      });
    } finally {
      await client.end();
    }
    console.log(`  ${'generated in all'.padEnd(34)} ${(ms(generateStarted) / 1000).toFixed(1).padStart(6)} s`);
    if (process.env.BENCH_CHECK !== '0') {
      started = process.hrtime.bigint();
      await checkYear(db);
      console.log(
        `  ${'checked (ledger invariants, keys)'.padEnd(34)} ${(ms(started) / 1000).toFixed(1).padStart(6)} s`,
      );
    }
    const [size] = await db.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    console.log(`  database size: ${size?.size}\n`);

    const { token } = await createSession(db, data.adminId);
    const headers = { authorization: `Bearer ${token}` };
    const port = 5100 + Math.floor(Math.random() * 200);
    const apiEnv = {
      DATABASE_URL: dbUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    };
    let api: ChildProcess;
    if (process.env.BENCH_TSX === '1') api = start('src/server.ts', apiEnv);
    else {
      // As production runs it (`node dist/server.cjs`): the memory figure is the bundle's, not tsx's.
      const outdir = path.join(API_DIR, 'dist', `bench-year-${process.pid}`);
      await buildApiBundle(outdir, 'silent');
      bundleDir = outdir;
      api = bundled(outdir, apiEnv);
    }
    children.push(api);
    const apiUrl = `http://127.0.0.1:${port}`;
    await untilAnswering(`${apiUrl}/health`, api);
    const atStart = memoryOf(api.pid!);

    const get = async (path: string) => {
      const response = await fetch(`${apiUrl}${path}`, { headers });
      const body = await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    };
    const only = process.env.BENCH_ONLY ?? '';
    const list = reads(data).filter((read) => read.label.includes(only));
    const cell = (times: number[]) =>
      `${percentile(times, 0.5).toFixed(1).padStart(7)} ${percentile(times, 0.95).toFixed(1).padStart(7)}`;
    console.log(
      `Each read: ${WARM_UP} to warm up, then up to ${REQUESTS} one after another (at most ${READ_SECONDS} s), over HTTP as an admin; raw: a bare query answering the same question, same database; first: the API's first answer, before the warm-up (ms)\n`,
    );
    console.log(
      `${'read'.padEnd(30)} ${'target p95'.padStart(10)}   ${'API p50'.padStart(7)} ${'p95'.padStart(7)}   ${'raw p50'.padStart(7)} ${'p95'.padStart(7)}   n   met    first`,
    );
    for (const read of list) {
      const { times: apiTimes, first } = await sample(() => get(read.path));
      const { times: rawTimes } = await sample(async () => {
        await db!.query(read.raw.text, read.raw.params);
      });
      const met = percentile(apiTimes, 0.95) <= read.target ? 'yes' : 'NO';
      console.log(
        `${read.label.padEnd(30)} ${`≤ ${read.target}`.padStart(10)}   ${cell(apiTimes)}   ${cell(rawTimes)}  ${String(apiTimes.length).padStart(2)}   ${met.padEnd(3)}  ${first.toFixed(0).padStart(7)}`,
      );
    }

    if ('Reports, 366 days'.includes(only) || only === '') {
      // The same report read from the orders, lines and ledger alone, as before migration 038 kept closed days.
      const range = { from: daysAgo(365), to: daysAgo(0) };
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const reportStarted = process.hrtime.bigint();
        await salesReportFromOrders(db, range);
        times.push(ms(reportStarted));
      }
      times.sort((a, b) => a - b);
      console.log(
        `\nReports, 366 days, read from the orders alone as before migration 038 (in this process, no HTTP): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      );
    }

    if ('Orders CSV'.includes(only) || only === '') {
      const from = daysAgo(30);
      const to = daysAgo(1);
      const before = memoryOf(api.pid!);
      const runs = [];
      for (let i = 0; i < 3; i++)
        runs.push(await csvRun(`${apiUrl}/api/reports/orders.csv?from=${from}&to=${to}`, headers, api.pid!));
      const rawStarted = process.hrtime.bigint();
      const [rawCount] = await db.query<{ rows: string }>(
        `SELECT count(*) AS rows FROM (
           SELECT o.id, u.name, u.phone_number, r.name AS rider,
                  (SELECT string_agg(i.name || ' × ' || i.qty, ', ' ORDER BY i.position) FROM order_items i
                    WHERE i.order_id = o.id) AS items
             FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN users r ON r.id = o.rider_id
            WHERE NOT o.is_cancelled AND o.created_at >= $1 AND o.created_at < $2 ORDER BY o.created_at, o.id) x`,
        [dayStart(from), dayAfter(to)],
      );
      const rawSeconds = ms(rawStarted) / 1000;
      const after = memoryOf(api.pid!);
      const best = [...runs].sort((a, b) => a.seconds - b.seconds)[1]!; // the median of three
      const rate = best.rows / best.seconds;
      console.log(
        `\nOrders CSV, ${from} to ${to}: ${best.rows.toLocaleString('en-IN')} rows, ${(best.bytes / 1e6).toFixed(1)} MB in ${best.seconds.toFixed(2)} s (median of 3) = ${Math.round(rate).toLocaleString('en-IN')} rows/s (target ≥ 20,000: ${rate >= 20_000 ? 'met' : 'NOT met'}); raw, the same rows in one query: ${Math.round(Number(rawCount?.rows ?? 0) / rawSeconds).toLocaleString('en-IN')} rows/s`,
      );
      const peakDuring = Math.max(...runs.map((run) => run.peakRss));
      console.log(
        `API memory (RSS): ${atStart?.rss.toFixed(0)} MB once started, ${before?.rss.toFixed(0)} MB before the CSVs, at most ${peakDuring.toFixed(0)} MB while they streamed, ${after?.rss.toFixed(0)} MB after (target < 150 MB: ${peakDuring < 150 ? 'met' : 'NOT met'}); the process's peak over the whole run ${after?.peak.toFixed(0)} MB`,
      );
      console.log(`(each CSV run's peak RSS: ${runs.map((run) => run.peakRss.toFixed(0)).join(', ')} MB)`);
      if (bundleDir) {
        // The same, on an API whose V8 heap may not grow past 64 MB: is the growth above held, or garbage V8 had not collected?
        const flags = ['--max-old-space-size=64'];
        const boundedPort = port + 1;
        const bounded = bundled(bundleDir, { ...apiEnv, API_PORT: String(boundedPort) }, flags);
        children.push(bounded);
        await untilAnswering(`http://127.0.0.1:${boundedPort}/health`, bounded);
        const url = `http://127.0.0.1:${boundedPort}/api/reports/orders.csv?from=${from}&to=${to}`;
        const boundedRuns = [];
        for (let i = 0; i < 3; i++) boundedRuns.push(await csvRun(url, headers, bounded.pid!));
        const median = [...boundedRuns].sort((a, b) => a.seconds - b.seconds)[1]!;
        const peak = Math.max(...boundedRuns.map((run) => run.peakRss));
        console.log(
          `With ${flags.join(' ')}: ${Math.round(median.rows / median.seconds).toLocaleString('en-IN')} rows/s (median of 3), RSS at most ${peak.toFixed(0)} MB while streaming (each run: ${boundedRuns.map((run) => run.peakRss.toFixed(0)).join(', ')} MB)`,
        );
      }
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
