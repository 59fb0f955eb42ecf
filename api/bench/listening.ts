/**
 * `npm run bench:listening --workspace api` (and in `npm run bench`): many phones listening. Two API
 * instances in their own processes share realtime through Redis, as production runs them; 5,000
 * socket.io clients (customers on their own order rooms, 50 riders, 5 admins) connect, half to each.
 * It prints:
 * - each instance's memory per idle socket, before and after they connected, each time after a full
 *   garbage collection asked through the instance's inspector (resident memory read without one
 *   moves by megabytes with garbage not yet collected): what it retains (heap and external) and its
 *   resident memory; measured before any order run; and the CPU each instance and the clients use
 *   over IDLE_SECONDS of nothing happening, without the sockets and with them;
 * - a burst of 500 order changes (Start packing, through both instances): how long each took to
 *   reach its owner's socket and every admin's, p50 and p99, from the change's own time (its
 *   `packingAt`, stamped by the server on this machine's clock) and from the admin's request, and how
 *   many reached a socket they were not for (customers hear only their own orders, riders none);
 * - order placement (autocannon, 50 connections) without the sockets and with them, A B B A.
 * Targets (docs/performance.md): p99 ≤ 100 ms for the burst, ≤ 20 KB per idle socket, order p99
 * with the sockets within 10% of the run without. It never fails on speed.
 * Needs DATABASE_URL and REDIS_URL (a throwaway database and key prefix, removed at the end).
 * BENCH_SOCKETS changes the number of clients; BENCH_SECONDS the length of each order run.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import type { Queryable } from '../src/db/database';
import { uniqueRedisPrefix } from '../src/realtime/realtime';
import { type SignedIn, signInAs } from '../test/signIn';
import { createTestDatabase } from '../test/testDatabase';
import { autocannon, freePorts, percentile, type Result, start, stopAll, untilAnswering, warnIfBusy } from './harness';
import { cpuTimeMs, inspectorOn, type Retained, retainedMemory } from './retained';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
/** How long the instances are watched doing nothing, with and without the sockets. */
const IDLE_SECONDS = 10;
const RIDERS = 50;
const ADMINS = 5;
const BURST = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

interface Heard {
  socket: Socket;
  /** Order id → when its `orderUpdated` arrived (ms, performance.now()). */
  orders: Map<string, number>;
  /** Order id → how long after its packing began (the server's clock: this machine's) it arrived, ms. */
  sincePacking: Map<string, number>;
  riderEvents: number;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** The CPU each instance (through its inspector) and this process (the clients, autocannon) use during `work`. */
async function cpuDuring<T>(
  inspectors: number[],
  work: () => Promise<T>,
): Promise<{ result: T; instancesMs: number[]; clientsMs: number }> {
  const before = await Promise.all(inspectors.map(cpuTimeMs));
  const clientsBefore = process.cpuUsage();
  const result = await work();
  const clients = process.cpuUsage(clientsBefore);
  const after = await Promise.all(inspectors.map(cpuTimeMs));
  return {
    result,
    instancesMs: after.map((ms, i) => ms - before[i]!),
    clientsMs: (clients.user + clients.system) / 1000,
  };
}

/** The CPU each instance and this process use over IDLE_SECONDS of nothing happening. */
const cpuWhileIdle = (inspectors: number[]) =>
  cpuDuring(inspectors, () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));

function listen(url: string, who: SignedIn): Promise<Heard> {
  const socket = connect(url, { transports: ['websocket'], auth: { token: who.token }, reconnection: false });
  const heard: Heard = { socket, orders: new Map(), sincePacking: new Map(), riderEvents: 0 };
  socket.on('orderUpdated', (order: { _id: string; packingAt?: string | null }) => {
    if (heard.orders.has(order._id)) return;
    heard.orders.set(order._id, performance.now());
    if (order.packingAt) heard.sincePacking.set(order._id, Date.now() - Date.parse(order.packingAt));
  });
  socket.on('riderOrderUpdated', () => {
    heard.riderEvents += 1;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(heard));
    socket.once('connect_error', reject);
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!serverUrl || !redisUrl) {
    console.log('bench:listening needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL. Skipped.');
    return;
  }
  warnIfBusy();
  const run = autocannon();
  const database = await createTestDatabase();
  const children: ChildProcess[] = [];
  const sockets: Heard[] = [];
  let redisPrefix = '';
  try {
    const ports = [4600, 4601].map((port) => port + Math.floor(Math.random() * 50) * 2);
    const environment = (seed: boolean) => ({
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: uniqueRedisPrefix(),
      API_HOST: '127.0.0.1',
      NODE_ENV: 'development',
      SEED: String(seed),
      LOG_LEVEL: 'warn',
    });
    const shared = environment(true);
    redisPrefix = shared.REDIS_KEY_PREFIX;
    const apis: ChildProcess[] = [];
    const inspectorBase = await freePorts(ports.length);
    const inspectors = ports.map((_, index) => inspectorBase + index);
    for (const [index, port] of ports.entries()) {
      const api = start(
        'src/server.ts',
        { ...shared, SEED: String(index === 0), API_PORT: String(port) },
        false,
        inspectorOn(inspectors[index]!),
      );
      children.push(api);
      apis.push(api);
      await untilAnswering(`http://127.0.0.1:${port}/health`, api);
    }
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);

    // The people: admins, riders, customers; 500 customers with an open order each.
    let started = performance.now();
    const db: Queryable = database.db;
    const phone = (n: number) => `9${String(n).padStart(9, '0')}`;
    const admins = await inBatches([...Array(ADMINS).keys()], 5, (i) =>
      signInAs(db, phone(1 + i), { isAdmin: true, name: `Admin ${i}` }),
    );
    const riders = await inBatches([...Array(RIDERS).keys()], 10, (i) =>
      signInAs(db, phone(100 + i), { isRider: true, name: `Rider ${i}` }),
    );
    const customers = await inBatches([...Array(Math.max(BURST, SOCKETS - RIDERS - ADMINS)).keys()], 20, (i) =>
      signInAs(db, phone(10_000 + i), { name: `Customer ${i}` }),
    );
    console.log(
      `${(ADMINS + RIDERS + customers.length).toLocaleString('en-IN')} people signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [society] = await json<{ _id: string; locality: string }[]>(
      await fetch(`${urls[0]}/api/society`),
      'societies',
    );
    const { items } = await json<{ items: { _id: string }[] }>(
      await fetch(`${urls[0]}/api/products?pageSize=20`),
      'products',
    );
    await db.query('UPDATE products SET stock = 100000000 WHERE id = ANY($1)', [items.map((item) => item._id)]);
    const address = { society: society!._id, wing: 'A', flatNumber: '101', locality: society!.locality };
    const order = () =>
      JSON.stringify({
        orderItems: [{ product: items[Math.floor(Math.random() * items.length)]!._id, qty: 1 }],
        shippingAddress: { society: society!._id, wing: 'A', flatNumber: '101' },
        paymentMethod: 'COD',
      });
    started = performance.now();
    const placed = await inBatches(customers.slice(0, BURST), 10, async (customer, i) => {
      const headers = { ...customer.headers, 'content-type': 'application/json' };
      await json(
        await fetch(`${urls[i % 2]}/api/users/profile`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ address: [address] }),
        }),
        'saving an address',
      );
      const made = await json<{ _id: string }>(
        await fetch(`${urls[i % 2]}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: order(),
        }),
        'placing an order',
      );
      return { orderId: made._id, owner: i };
    });
    console.log(`${BURST} open orders placed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Order placement as a rush hour has it, against instance 0: one shopper, a fresh key per order.
    const shopper = customers[BURST - 1]!;
    const orders = async (): Promise<Result> =>
      run({
        url: `${urls[0]}/api/orders`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (request: Record<string, unknown>) => ({
              ...request,
              headers: { ...shopper.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: order(),
            }),
          },
        ],
      });
    // Memory first, before any order run has grown the instances' heaps: everyone connects, half to
    // each instance, and its memory is read before and after, each time after a full collection.
    const idle = await Promise.all(inspectors.map(retainedMemory));
    const idleCpu = await cpuWhileIdle(inspectors);
    const connecting = performance.now();
    const people = [...admins, ...riders, ...customers].slice(0, SOCKETS);
    const connectAll = () => inBatches(people, 50, (who, i) => listen(urls[i % 2]!, who));
    sockets.push(...(await connectAll()));
    const connectSeconds = (performance.now() - connecting) / 1000;
    await new Promise((r) => setTimeout(r, 5000));
    const loaded = await Promise.all(inspectors.map(retainedMemory));
    const loadedCpu = await cpuWhileIdle(inspectors);
    const perInstance = Math.ceil(people.length / 2);
    const perSocket = (pick: (r: Retained) => number) =>
      inspectors.map((_, i) => (pick(loaded[i]!) - pick(idle[i]!)) / perInstance);
    const retainedPerSocketKb = perSocket((r) => r.heapKb + r.externalKb);
    const residentPerSocketKb = perSocket((r) => r.rssKb);
    for (const listener of sockets) listener.socket.disconnect();
    sockets.length = 0;
    await new Promise((r) => setTimeout(r, 2000));

    // What an order costs in CPU, with the sockets and without: the instances' and this process's
    // (autocannon, and the clients decoding what they hear), over both runs of each arm.
    const cost = {
      without: { orders: 0, instancesMs: 0, clientsMs: 0 },
      with: { orders: 0, instancesMs: 0, clientsMs: 0 },
    };
    const costed = async (arm: keyof typeof cost): Promise<Result> => {
      const { result, instancesMs, clientsMs } = await cpuDuring(inspectors, orders);
      cost[arm].orders += result['2xx'];
      cost[arm].instancesMs += instancesMs.reduce((sum, ms) => sum + ms, 0);
      cost[arm].clientsMs += clientsMs;
      return result;
    };

    const withoutFirst = await costed('without');
    sockets.push(...(await connectAll()));
    await new Promise((r) => setTimeout(r, 2000));
    const withFirst = await costed('with');
    const withSecond = await costed('with');

    // The burst: every open order moves to packing, 50 at a time, through both instances (after the
    // last orders of the run above have been announced).
    await new Promise((r) => setTimeout(r, 2000));
    for (const listener of sockets) {
      listener.orders.clear();
      listener.sincePacking.clear();
      listener.riderEvents = 0;
    }
    const sentAt = new Map<string, number>();
    const admin = admins[0]!;
    started = performance.now();
    await inBatches(placed, 50, async ({ orderId }, i) => {
      sentAt.set(orderId, performance.now());
      await json(
        await fetch(`${urls[i % 2]}/api/orders/${orderId}/packing`, { method: 'PUT', headers: admin.headers }),
        'start packing',
      );
    });
    const burstSeconds = (performance.now() - started) / 1000;
    const adminSockets = sockets.slice(0, ADMINS);
    const riderSockets = sockets.slice(ADMINS, ADMINS + RIDERS);
    const customerSockets = sockets.slice(ADMINS + RIDERS);
    const deadline = performance.now() + 10_000;
    const arrived = () =>
      placed.every(({ orderId, owner }) => customerSockets[owner]?.orders.has(orderId)) &&
      adminSockets.every((socket) => socket.orders.size >= BURST);
    while (!arrived() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    const toOwners: number[] = [];
    const sinceCommitOwners: number[] = [];
    let missing = 0;
    for (const { orderId, owner } of placed) {
      const at = customerSockets[owner]?.orders.get(orderId);
      if (at === undefined) missing += 1;
      else toOwners.push(at - sentAt.get(orderId)!);
      const since = customerSockets[owner]?.sincePacking.get(orderId);
      if (since !== undefined) sinceCommitOwners.push(since);
    }
    const toAdmins: number[] = [];
    const sinceCommitAdmins: number[] = [];
    for (const socket of adminSockets)
      for (const [orderId, at] of socket.orders)
        if (sentAt.has(orderId)) {
          toAdmins.push(at - sentAt.get(orderId)!);
          const since = socket.sincePacking.get(orderId);
          if (since !== undefined) sinceCommitAdmins.push(since);
        }
    const ownerOf = new Map(placed.map(({ orderId, owner }) => [orderId, owner]));
    const wrongForCustomers = customerSockets.reduce(
      // Only the burst's orders: the shopper's own orders from the runs above may still be arriving.
      (sum, socket, index) =>
        sum + [...socket.orders.keys()].filter((id) => ownerOf.has(id) && ownerOf.get(id) !== index).length,
      0,
    );
    const wrongForRiders = riderSockets.reduce((sum, socket) => sum + socket.orders.size + socket.riderEvents, 0);

    for (const listener of sockets) listener.socket.disconnect();
    sockets.length = 0;
    await new Promise((r) => setTimeout(r, 2000));
    const withoutSecond = await costed('without');

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const best = (a: Result, b: Result) => (a.requests.average >= b.requests.average ? a : b);
    const without = best(withoutFirst, withoutSecond);
    const withSockets = best(withFirst, withSecond);
    console.log(
      `\n${people.length.toLocaleString('en-IN')} sockets (${customerSockets.length} customers, ${RIDERS} riders, ${ADMINS} admins) over 2 instances, connected in ${connectSeconds.toFixed(1)} s`,
    );
    console.log(
      `memory per idle socket, after a full garbage collection: retained (heap and external) ${retainedPerSocketKb.map((kb) => `${kb.toFixed(1)} KB`).join(' and ')}, resident ${residentPerSocketKb.map((kb) => `${kb.toFixed(1)} KB`).join(' and ')} (target ≤ 20 KB; heap ${idle.map((r) => (r.heapKb / 1024).toFixed(0)).join('/')} → ${loaded.map((r) => (r.heapKb / 1024).toFixed(0)).join('/')} MB, resident ${idle.map((r) => (r.rssKb / 1024).toFixed(0)).join('/')} → ${loaded.map((r) => (r.rssKb / 1024).toFixed(0)).join('/')} MB)`,
    );
    const share = (ms: number) => `${((100 * ms) / (IDLE_SECONDS * 1000)).toFixed(1)}%`;
    console.log(
      `  CPU over ${IDLE_SECONDS} s of nothing happening: each instance ${idleCpu.instancesMs.map(share).join(' and ')} of a core with no socket, ${loadedCpu.instancesMs.map(share).join(' and ')} with the idle sockets (heartbeats every 25 s); the clients' own process ${share(loadedCpu.clientsMs)}`,
    );
    console.log(
      `burst of ${BURST} changes in ${burstSeconds.toFixed(1)} s, from the change's own time (packingAt, the server's clock) to the socket: to the owner p50 ${ms(percentile(sinceCommitOwners, 0.5))}, p99 ${ms(percentile(sinceCommitOwners, 0.99))}; to ${ADMINS} admins p50 ${ms(percentile(sinceCommitAdmins, 0.5))}, p99 ${ms(percentile(sinceCommitAdmins, 0.99))} (target p99 ≤ 100 ms); missing ${missing}; to a socket they were not for: ${wrongForCustomers} customers', ${wrongForRiders} riders'`,
    );
    console.log(
      `  from the admin's request being sent (its own wait included): to the owner p50 ${ms(percentile(toOwners, 0.5))}, p99 ${ms(percentile(toOwners, 0.99))}; to the admins p50 ${ms(percentile(toAdmins, 0.5))}, p99 ${ms(percentile(toAdmins, 0.99))}`,
    );
    const line = (label: string, result: Result) =>
      `${label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} orders/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms${result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}`;
    console.log(`orders, ${CONNECTIONS} connections, ${SECONDS} s a run (A B B A, the better of each pair):`);
    console.log(line('  without the sockets', without));
    console.log(line('  with them', withSockets));
    console.log(
      `  p99 with the sockets: ${((withSockets.latency.p99 / without.latency.p99 - 1) * 100).toFixed(0)}% against without (target within 10%)`,
    );
    const perOrder = (arm: keyof typeof cost) =>
      `${(cost[arm].instancesMs / cost[arm].orders).toFixed(2)} ms in the instances and ${(cost[arm].clientsMs / cost[arm].orders).toFixed(2)} ms in the bench's process`;
    console.log(
      `  CPU an order: ${perOrder('without')} without the sockets; ${perOrder('with')} with them (each new order is told to its owner, the ${ADMINS} admins and the ${RIDERS} riders' Unassigned list)`,
    );
  } finally {
    for (const listener of sockets) listener.socket.disconnect();
    await stopAll(children);
    await database.drop();
    if (redisPrefix) await dropRedisKeys(redisUrl, redisPrefix);
  }
}

/** Removes whatever the instances kept in Redis under the bench's own prefix (rate limits). */
async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      const batch = ([] as string[]).concat(keys);
      if (batch.length > 0) await client.del(batch);
    }
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
