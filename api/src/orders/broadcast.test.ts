import type { FastifyInstance } from 'fastify';
import type { Order, PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import type { HttpRequest } from '../payments/transport';
import { orderBody, productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import {
  disconnectAll,
  eventually,
  listen,
  listenerFor,
  settle,
  twoInstancesSharingRedis,
  type Listener,
  type TwoInstances,
} from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/testApp';

afterEach(disconnectAll);

const placeCashOrder = async (app: FastifyInstance, shopper: Shopper, product: Product): Promise<Order> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: orderBody(shopper, [{ product: product._id, qty: 1 }]),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
};
const adminPut = (app: FastifyInstance, admin: SignedIn, orderId: string, action: 'pay' | 'deliver') =>
  app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${action}`, headers: admin.headers });
const withoutCode = ({ handoffCode: _code, ...order }: Order) => order;
const readOrder = async (app: FastifyInstance, who: SignedIn, orderId: string) =>
  (await app.inject({ url: `/api/orders/${orderId}`, headers: who.headers })).json<Order>();
const ids = (listener: Listener<Order>) => listener.received.map((order) => order._id);

describe('orderUpdated from real order changes (one instance)', () => {
  let network: (request: HttpRequest) => { status: number; body: unknown } | undefined = () => undefined;
  let t: TestApp;
  let url: string;
  let asha: Shopper;
  let ravi: Shopper;
  let admin: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    t = await buildTestApp({}, undefined, { intercept: (request) => network(request) });
    url = await listen(t.app);
    asha = await shopperWithAddress(t, '9876540001');
    ravi = await shopperWithAddress(t, '9876540002', '202');
    admin = await signInAs(t.database.db, '9876540009', { isAdmin: true });
    products = await productsInStock(t, 20);
  });
  afterAll(() => t.close());

  const payOnPhonePe = async (shopper: Shopper, outcome: 'success' | 'failure') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: shopper.headers,
      payload: orderBody(shopper, [{ product: products[1]!._id, qty: 1 }], 'PHONEPE'),
    });
    const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
    await t.app.inject({
      method: 'POST',
      url: new URL(redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    return order;
  };

  it("customer A never receives customer B's orders; an admin receives both, each as the whole order read after the commit", async () => {
    const a = await listenerFor<Order>(url, asha);
    const r = await listenerFor<Order>(url, ravi);
    const boss = await listenerFor<Order>(url, admin);
    const anonymous = await listenerFor<Order>(url);

    const ashas = await placeCashOrder(t.app, asha, products[0]!);
    const ravis = await placeCashOrder(t.app, ravi, products[0]!);
    await eventually('the admin to hear both orders', () => boss.received.length === 2);
    await settle();
    expect(a.received).toEqual([ashas]);
    expect(r.received).toEqual([ravis]);
    expect(ids(boss).sort()).toEqual([ashas._id, ravis._id].sort());
    // Each owner heard the code with their new order; the admins never hear it.
    expect(ashas.handoffCode).toMatch(/^[0-9]{4}$/);
    expect(boss.received.some((order) => 'handoffCode' in order)).toBe(false);
    expect(anonymous.received).toEqual([]);
  });

  it('delivered and paid by the admin: the owner and admins hear each change, in order, and nobody else', async () => {
    const order = await placeCashOrder(t.app, asha, products[0]!);
    const a = await listenerFor<Order>(url, asha);
    const r = await listenerFor<Order>(url, ravi);
    const boss = await listenerFor<Order>(url, admin);

    // The spec's 'paid & delivered': deliver, then pay straight after.
    expect((await adminPut(t.app, admin, order._id, 'deliver')).statusCode).toBe(200);
    expect((await adminPut(t.app, admin, order._id, 'pay')).statusCode).toBe(200);
    await eventually('both changes to reach the owner', () => a.received.length === 2);
    await settle();
    expect(a.received.map((o) => [o.isDelivered, o.isPaid])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect(a.received[1]).toEqual(await readOrder(t.app, asha, order._id));
    // Admins hear what the owner hears, without the handoff code (the owner's alone).
    expect(boss.received).toEqual(a.received.map(withoutCode));
    expect(r.received).toEqual([]);
  });

  it('Start packing: the owner hears it with their code, the admins without, and it costs one read after the commit', async () => {
    const order = await placeCashOrder(t.app, asha, products[0]!);
    const a = await listenerFor<Order>(url, asha);
    const r = await listenerFor<Order>(url, ravi);
    const boss = await listenerFor<Order>(url, admin);
    const reads: string[] = [];
    const query = t.app.db.query;
    t.app.db.query = ((statement: Parameters<typeof query>[0], params?: Parameters<typeof query>[1]) => {
      reads.push(String(typeof statement === 'string' ? statement : statement.text));
      return query(statement, params);
    }) as typeof query;
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/packing`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      await eventually('the owner to hear it', () => a.received.length === 1);
      await settle();
      // The route's answer and the broadcast share the one read made after the commit.
      expect(reads.filter((statement) => /FROM orders/.test(statement))).toHaveLength(1);
      expect(res.json<Order>()).toEqual(withoutCode(a.received[0]!));
    } finally {
      t.app.db.query = query;
    }
    expect(a.received[0]).toMatchObject({ _id: order._id, stage: 'packing', handoffCode: order.handoffCode });
    expect(a.received[0]).toEqual(await readOrder(t.app, asha, order._id));
    expect(boss.received).toEqual(a.received.map(withoutCode));
    expect(r.received).toEqual([]);
  });

  it('PhonePe: placed, then paid by the callback — or cancelled by a failed payment — reaches the owner and admins', async () => {
    const a = await listenerFor<Order>(url, asha);
    const r = await listenerFor<Order>(url, ravi);
    const boss = await listenerFor<Order>(url, admin);
    // The placing route hands over the order it read before answering, so a callback that commits
    // "paid" before the broadcast would have read it cannot be announced as the placed order.
    const announced: [string, string | undefined][] = [];
    const stopSpying = t.app.orderEvents.onChanged((orderId, committed) =>
      announced.push([orderId, committed?.paymentStatus]),
    );

    const paid = await payOnPhonePe(asha, 'success');
    const failed = await payOnPhonePe(asha, 'failure');
    await eventually('four updates to reach the owner', () => a.received.length === 4);
    await settle();
    expect(a.received.map((o) => [o._id, o.paymentStatus, o.isCancelled])).toEqual([
      [paid._id, 'PENDING', false],
      [paid._id, 'PAID', false],
      [failed._id, 'PENDING', false],
      [failed._id, 'FAILED', true],
    ]);
    stopSpying();
    expect(announced.filter(([, status]) => status === 'PENDING').map(([orderId]) => orderId)).toEqual([
      paid._id,
      failed._id,
    ]);
    // Admins hear what the owner hears, without the handoff code (the owner's alone).
    expect(boss.received).toEqual(a.received.map(withoutCode));
    expect(r.received).toEqual([]);
  });

  it('an order PhonePe refused to take payment for is cancelled, and admins hear that too', async () => {
    const boss = await listenerFor<Order>(url, admin);
    const r = await listenerFor<Order>(url, ravi);
    network = (request) =>
      request.url.endsWith('/checkout/v2/pay') ? { status: 500, body: { success: false } } : undefined;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: asha.headers,
      payload: orderBody(asha, [{ product: products[2]!._id, qty: 1 }], 'PHONEPE'),
    });
    network = () => undefined;
    expect(res.statusCode).toBe(502);
    await eventually('the admin to hear the cancellation', () => boss.received.length === 1);
    expect(boss.received[0]).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED', user: { _id: asha.userId } });
    await settle();
    expect(r.received).toEqual([]);
  });

  it('a customer or an admin emitting orderUpdated changes nothing and reaches no one', async () => {
    const ashas = await placeCashOrder(t.app, asha, products[0]!);
    const ravis = await placeCashOrder(t.app, ravi, products[0]!);
    const a = await listenerFor<Order>(url, asha);
    const r = await listenerFor<Order>(url, ravi);
    const boss = await listenerFor<Order>(url, admin);

    for (const target of [ashas, ravis]) {
      r.socket.emit('orderUpdated', { ...target, isDelivered: true, isPaid: true, paymentStatus: 'PAID' });
      r.socket.emit('orderUpdated', { _id: target._id });
    }
    await settle();
    expect([a.received, r.received, boss.received]).toEqual([[], [], []]);
    expect(await readOrder(t.app, asha, ashas._id)).toEqual(ashas);
    expect(await readOrder(t.app, ravi, ravis._id)).toEqual(ravis);

    // An admin's emit is no relay any more (the server alone announces changes, after commit).
    boss.socket.emit('orderUpdated', { _id: ashas._id, isDelivered: true });
    await settle();
    expect([a.received, r.received, boss.received]).toEqual([[], [], []]);
    expect(boss.socket.connected).toBe(true);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('orderUpdated across two API instances sharing Redis', () => {
  let pair: TwoInstances;
  beforeAll(async () => {
    pair = await twoInstancesSharingRedis({ SEED: 'true', PUBLIC_API_URL: 'http://api.test' });
  });
  afterAll(() => pair.close());

  it('an order placed and delivered through instance 1 reaches its owner and an admin on instance 2, and nobody else', async () => {
    const { first, second, database } = pair;
    await listen(first);
    const secondUrl = await listen(second);
    const throughFirst = { app: first, database } as TestApp;
    const asha = await shopperWithAddress(throughFirst, '9876540011');
    const ravi = await shopperWithAddress(throughFirst, '9876540012', '202');
    const admin = await signInAs(database.db, '9876540019', { isAdmin: true });
    const [product] = await productsInStock(throughFirst, 5);

    const a = await listenerFor<Order>(secondUrl, asha);
    const r = await listenerFor<Order>(secondUrl, ravi);
    const boss = await listenerFor<Order>(secondUrl, admin);
    const order = await placeCashOrder(first, asha, product!);
    // Each event carries the order as read after its commit: delivering before the placed order has
    // been read would (rightly) announce it delivered twice, so the store delivers once it has heard.
    await eventually(
      'the placed order to reach instance 2',
      () => a.received.length === 1 && boss.received.length === 1,
    );
    expect((await adminPut(first, admin, order._id, 'deliver')).statusCode).toBe(200);

    await eventually('both changes to reach instance 2', () => a.received.length === 2 && boss.received.length === 2);
    await settle();
    expect(a.received.map((o) => [o._id, o.isDelivered])).toEqual([
      [order._id, false],
      [order._id, true],
    ]);
    // Admins hear what the owner hears, without the handoff code (the owner's alone).
    expect(boss.received).toEqual(a.received.map(withoutCode));
    expect(r.received).toEqual([]);
  });
});
