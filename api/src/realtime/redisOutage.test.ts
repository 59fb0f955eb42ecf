import type { FastifyInstance } from 'fastify';
import type { Order, Product, RiderOrder } from '@kirana/shared/domain';
import { buildApp } from '../app';
import { RedisLine } from '../../test/redisLine';
import { placeCod, riderSignedIn } from '../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { disconnectAll, eventually, heardOn, listen, listenerFor, settle } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/testApp';
import type { OrderCopies } from './realtime';

/**
 * At least once (R39). Two API instances, each on its own line to the one Redis, so one instance's
 * link can be cut while the other's stays. Events that cannot reach a socket while a link is away
 * are made up for by `readAgain` (the browser then reads everything again, as after a reconnect),
 * and what the socket reads then is the change it missed.
 */
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('realtime through a Redis outage between two instances', () => {
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const lineA = new RedisLine(redis);
  const lineB = new RedisLine(redis);
  let t: TestApp;
  let b: FastifyInstance;
  let urlB: string;
  let admin: SignedIn;
  let asha: Shopper;
  let products: Product[];

  beforeAll(async () => {
    await lineA.up();
    await lineB.up();
    // Instance A (seeded: societies and products) and instance B on the same database and key
    // prefix, each reaching Redis through its own line.
    t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${lineA.port}` });
    b = await buildApp(
      { ...t.config, seed: false, redisUrl: `redis://127.0.0.1:${lineB.port}` },
      { db: t.database.db },
    );
    await listen(t.app);
    urlB = await listen(b);
    admin = await signInAs(t.database.db, '9000000071', { isAdmin: true });
    asha = await shopperWithAddress(t, '9876500271', '101', { name: 'Asha' });
    products = await productsInStock(t, 10);
  });
  afterEach(disconnectAll);
  afterAll(async () => {
    await b.close();
    await t.close();
    await lineA.down().catch(() => undefined);
    await lineB.down().catch(() => undefined);
  });

  const onA = <T>(who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json<T>();
    });
  const onB = <T>(who: SignedIn, url: string) =>
    b.inject({ method: 'GET', url, headers: who.headers }).then((res) => res.json<T>());

  /** A socket on instance B collecting the admin's `orderUpdated`, the rider's `riderOrderUpdated` and `readAgain`. */
  async function socketOnB(who: SignedIn) {
    const listener = await listenerFor<Order>(urlB, who);
    return {
      ...listener,
      riderOrders: heardOn<RiderOrder>(listener.socket, 'riderOrderUpdated'),
      readAgain: heardOn<undefined>(listener.socket, 'readAgain'),
    };
  }

  /** Polls B's /health until its own Redis probe (on line B too) answers again. */
  async function linkBackOnB() {
    for (let waited = 0; waited < 10_000; waited += 100) {
      if ((await b.inject('/health')).statusCode === 200) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("the admin's board and the rider's run on B catch up, without a reload, with what A did while B's link was cut", async () => {
    const rider = await riderSignedIn(t, admin, '9811100271', 'Kamal');
    const boss = await socketOnB(admin);
    const kamal = await socketOnB(rider);

    // With both links up, an order placed on A reaches the admin's socket on B.
    const before = await placeCod(t, asha, products[0]!);
    await eventually("B's admin to hear the first order", () => boss.received.some((o) => o._id === before._id));

    await lineB.down();
    await settle();
    const toldBefore = [boss.readAgain.length, kamal.readAgain.length];

    // While B's link is away: a new order on A, and the admin on A gives it to Kamal.
    const missed = await placeCod(t, asha, products[1]!);
    await onA(admin, 'PUT', '/api/orders/assign', { riderId: rider.userId, orderIds: [missed._id] });
    await settle();
    // Neither socket on B heard it: they are still connected, so nothing tells the browser to read again…
    expect(boss.received.some((o) => o._id === missed._id)).toBe(false);
    expect(kamal.riderOrders).toEqual([]);
    expect([boss.socket.connected, kamal.socket.connected]).toEqual([true, true]);

    // …until the link is back: both are told to read again.
    await lineB.up();
    await eventually(
      "B's admin and rider sockets to be told to read again",
      () => boss.readAgain.length > toldBefore[0]! && kamal.readAgain.length > toldBefore[1]!,
      10_000,
    );
    // Reading again (what the board and the run do on `readAgain`) shows what was missed.
    const board = await onB<{ items: Order[] }>(admin, '/api/orders/');
    expect(board.items.find((o) => o._id === missed._id)).toMatchObject({ rider: { _id: rider.userId } });
    const run = await onB<RiderOrder[]>(rider, '/api/rider/run');
    expect(run.map((o) => o._id)).toContain(missed._id);

    // And events flow again: the next change on A reaches B live.
    await linkBackOnB();
    const next = await placeCod(t, asha, products[2]!);
    await eventually("B's admin to hear the next order", () => boss.received.some((o) => o._id === next._id), 5000);
  }, 15_000);

  it('an event lost on its way out of A (the link failing silently) has the sockets on B read again', async () => {
    const boss = await socketOnB(admin);
    const order = { _id: '0123456789abcdef00000071', user: { _id: asha.userId } };
    const copies = { forOwner: order, forAdmins: order } as unknown as OrderCopies;

    // A's line swallows the publish; B's link is fine throughout.
    lineA.hold();
    t.app.realtime.publishOrder(copies);
    await settle();
    expect(boss.received).toEqual([]);
    // The line is found dead at last: the publish in flight fails.
    await lineA.down();
    await settle();
    expect(boss.readAgain).toEqual([]);

    await lineA.up();
    await eventually("B's admin socket to be told to read again", () => boss.readAgain.length > 0, 10_000);
    expect(boss.received).toEqual([]);
  }, 15_000);
});
