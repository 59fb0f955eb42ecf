import { RedisLine } from '../../../test/redisLine';
import { signInAs } from '../../../test/signIn';
import { eventually, listen, listenerFor, twoInstancesSharingRedis, type TwoInstances } from '../../../test/sockets';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import type { OrderCopies } from '../../realtime/realtime';

describe('GET /health without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'false' });
  });
  afterAll(() => t.close());

  it('reports each dependency: the database, Redis (not used) and the SMS providers', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: t.database.db.kind,
      redis: 'not used',
      sms: { status: 'ok' },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const query = t.app.db.query.bind(t.app.db);
    t.app.db.query = (async () => {
      throw new Error('connection refused');
    }) as typeof t.app.db.query;
    try {
      const res = await t.app.inject('/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    } finally {
      t.app.db.query = query;
    }
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('GET /health with Redis', () => {
  let t: TestApp;
  const line = new RedisLine(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
  beforeAll(async () => {
    await line.up();
    t = await buildTestApp({ SEED: 'false', REDIS_URL: `redis://127.0.0.1:${line.port}` });
  });
  afterAll(async () => {
    await t.close();
    await line.down().catch(() => undefined);
  });

  it('says ok, answers 503 while Redis is gone, and ok again by itself when it returns', async () => {
    expect((await t.app.inject('/health')).json()).toMatchObject({ status: 'ok', redis: 'ok' });
    await line.down();
    let res = await t.app.inject('/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', redis: 'unreachable', database: t.database.db.kind });
    await line.up();
    for (let waited = 0; waited < 10_000; waited += 200) {
      res = await t.app.inject('/health');
      if (res.statusCode === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(res.json()).toMatchObject({ status: 'ok', redis: 'ok' });
  });
});

withRedis('realtime when Redis comes back', () => {
  let pair: TwoInstances;
  const line = new RedisLine(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
  beforeAll(async () => {
    await line.up();
    pair = await twoInstancesSharingRedis({ REDIS_URL: `redis://127.0.0.1:${line.port}` });
  });
  afterAll(async () => {
    await pair.close();
    await line.down().catch(() => undefined);
  });

  it('events published on one instance reach sockets on the other again, by themselves', async () => {
    const { first, second, database } = pair;
    await listen(first);
    const admin = await signInAs(database.db, '9876540091', { isAdmin: true });
    const boss = await listenerFor<{ _id: string }>(await listen(second), admin);
    const order = (id: string) => ({ _id: id, user: { _id: admin.userId } });
    const copies = (id: string) => ({ forOwner: order(id), forAdmins: order(id) }) as unknown as OrderCopies;

    first.realtime.publishOrder(copies('0123456789abcdef00000001'));
    await eventually('the first event', () => boss.received.length === 1);
    await line.down();
    await new Promise((r) => setTimeout(r, 300));
    await line.up();
    const healthy = async () =>
      (await first.inject('/health')).statusCode === 200 && (await second.inject('/health')).statusCode === 200;
    for (let waited = 0; !(await healthy()) && waited < 10_000; waited += 200)
      await new Promise((r) => setTimeout(r, 200));
    // Published until one arrives: the adapter's subscription comes back a moment after the connection.
    for (let tries = 0; boss.received.length < 2 && tries < 50; tries += 1) {
      first.realtime.publishOrder(copies('0123456789abcdef00000002'));
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(boss.received[1]).toEqual(order('0123456789abcdef00000002'));
  });
});

withRedis('shutting down while Redis is away', () => {
  it('an instance closes within seconds (its Redis commands would otherwise wait for Redis forever)', async () => {
    const line = new RedisLine(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
    await line.up();
    const t = await buildTestApp({ SEED: 'false', REDIS_URL: `redis://127.0.0.1:${line.port}` });
    await line.down();
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 40_000);
});
