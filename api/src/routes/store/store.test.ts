import type { FastifyInstance } from 'fastify';
import { NOT_TAKING_ORDERS, type Order, type Product, type StoreStatus } from '@kirana/shared/domain';
import { orderBody, productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, secondInstance, type TestApp } from '../../../test/testApp';
import { within } from '../../../test/within';

let t: TestApp;
let second: FastifyInstance;
let asha: Shopper;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  // A second API instance on the same database, as docker-compose runs them.
  second = await secondInstance(t);
  asha = await shopperWithAddress(t, '9876533333');
  admin = await signInAs(t.database.db, '9000000033', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 50);
});
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(async () => {
  await resume();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const pause = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/store/pause', headers, payload });
const resume = (headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: '/api/store/pause', headers });
const status = async (app: FastifyInstance = t.app) => (await app.inject('/api/store')).json<StoreStatus>();
const placeCash = (key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...asha.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: orderBody(asha, [{ product: products[0]!._id, qty: 1 }]),
  });
const orderCount = async () =>
  Number((await t.database.db.query<{ n: string }>('SELECT count(*) AS n FROM orders'))[0]!.n);

describe('GET /api/store and the admin’s pause', () => {
  it('is open to start with, for anyone', async () => {
    const res = await t.app.inject('/api/store');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ takingOrders: true, reason: null, reopensAt: null });
  });

  it('pauses with a reason and a reopening time, and resumes', async () => {
    const reopensAt = inAnHour();
    const paused = await pause({ reason: '  Closed for the Diwali puja  ', reopensAt });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      takingOrders: false,
      reason: 'Closed for the Diwali puja',
      reopensAt: new Date(reopensAt).toISOString(),
    });
    expect(await status()).toEqual(paused.json());
    const resumed = await resume();
    expect(resumed.json()).toEqual({ takingOrders: true, reason: null, reopensAt: null });
    expect(await status()).toEqual({ takingOrders: true, reason: null, reopensAt: null });
  });

  it('a pause without reason or time runs until resumed', async () => {
    expect((await pause({})).json()).toEqual({ takingOrders: false, reason: null, reopensAt: null });
    expect((await pause({ reason: '   ', reopensAt: null })).json()).toEqual({
      takingOrders: false,
      reason: null,
      reopensAt: null,
    });
  });

  it('opens again by itself when the reopening time comes', async () => {
    await pause({ reason: 'Back soon', reopensAt: new Date(Date.now() + 1_500).toISOString() });
    expect((await status()).takingOrders).toBe(false);
    await within(4_000, 'the store opening again', async () => (await status()).takingOrders);
    expect((await placeCash()).statusCode).toBe(201);
  });

  it('refuses what a shopkeeper could not mean, in their words, and changes nothing', async () => {
    for (const [payload, message] of [
      [{ reason: 'x'.repeat(121) }, 'Keep the reason to 120 characters (it has 121).'],
      [{ reopensAt: new Date(Date.now() - 60_000).toISOString() }, 'Choose a reopening time later than now.'],
      [
        { reopensAt: new Date(Date.now() + 8 * 86_400_000).toISOString() },
        'Choose a reopening time within 7 days, or leave it empty and resume by hand.',
      ],
      [{ reopensAt: 'tomorrow-ish' }, 'Choose a real reopening time.'],
    ] as const) {
      const res = await pause(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await status()).takingOrders).toBe(true);
  });

  it('only an admin pauses or resumes', async () => {
    expect((await pause({}, asha.headers)).statusCode).toBe(403);
    expect((await pause({}, {})).statusCode).toBe(401);
    await pause({});
    expect((await resume(asha.headers)).statusCode).toBe(403);
    expect((await status()).takingOrders).toBe(false);
  });

  it('the other API instance reads a pause and a resume within a second', async () => {
    expect((await status(second)).takingOrders).toBe(true); // cached there
    await pause({ reason: 'Rush hour' });
    await within(1_000, 'the pause reaching the other instance', async () => !(await status(second)).takingOrders);
    await resume();
    await within(1_000, 'the resume reaching the other instance', async () => (await status(second)).takingOrders);
  });
});

describe('orders while paused', () => {
  it('a cash order is refused with 409 and the customers’ sentence; nothing is taken; after resuming it goes through', async () => {
    const reopensAt = inAnHour();
    await pause({ reason: 'Rider shortage', reopensAt });
    const stock = await stockOf(t, products[0]!._id);
    const count = await orderCount();
    const res = await placeCash();
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`^${NOT_TAKING_ORDERS}\\. Rider shortage\\. Back (at|tomorrow at) `),
    );
    expect(await stockOf(t, products[0]!._id)).toBe(stock);
    expect(await orderCount()).toBe(count);
    await resume();
    expect((await placeCash()).statusCode).toBe(201);
  });

  it('a PhonePe start is refused before any pay request is made', async () => {
    await pause({});
    const count = await orderCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: { ...asha.headers, 'idempotency-key': 'pause-phonepe-1' },
      payload: orderBody(asha, [{ product: products[1]!._id, qty: 1 }], 'PHONEPE'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: `${NOT_TAKING_ORDERS}.` });
    expect(await orderCount()).toBe(count);
    expect(await t.database.db.query('SELECT 1 FROM orders WHERE idempotency_key = $1', ['pause-phonepe-1'])).toEqual(
      [],
    );
  });

  it('a retry of an order placed before the pause is answered with that order', async () => {
    const first = await placeCash('before-the-pause-1');
    expect(first.statusCode).toBe(201);
    await pause({ reason: 'Closing' });
    const again = await placeCash('before-the-pause-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>()._id).toBe(first.json<Order>()._id);
  });

  it('pause racing orders: every order is placed before the pause is answered, or refused', async () => {
    const count = await orderCount();
    const placing = Array.from({ length: 12 }, (_, i) => placeCash(`race-${i}-${Date.now()}`));
    const paused = pause({ reason: 'Swamped' });
    const [pauseAnswer, orders] = await Promise.all([
      paused.then(async (res) => ({ res, ordersThen: await orderCount() })),
      Promise.all(placing),
    ]);
    expect(pauseAnswer.res.statusCode).toBe(200);
    const codes = orders.map((res) => res.statusCode);
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    const placed = codes.filter((code) => code === 201).length;
    // What was counted the moment the pause was answered is all there ever is.
    expect(pauseAnswer.ordersThen - count).toBe(placed);
    expect((await orderCount()) - count).toBe(placed);
  });
});
