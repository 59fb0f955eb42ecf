import { addDays, storeDay, type AdminOrderList, type Order, type Product } from '@kirana/shared/domain';
import { cancelled, markDelivered, markPaid, placedEarlier, placeOrder } from '../../../test/adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** `GET /api/orders/`: the admin's queue of every customer's orders, filtered and paged in the database. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];
/** In the order placed: Asha's open COD, Asha's delivered and paid, Ravi's PhonePe (pending), Ravi's delivered unpaid, Ravi's cancelled, Asha's from two days ago. */
let a1: Order, a2: Order, r1: Order, r2: Order, r3: Order, a3: Order;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876511111', '101', { name: 'Asha Kulkarni' });
  ravi = await shopperWithAddress(t, '9823422222', '202', { name: 'Ravi Deshmukh', societyIndex: 1 });
  products = await productsInStock(t, 20);
  const line = (index: number, qty = 1) => [{ product: products[index]!._id, qty }];
  a1 = await placeOrder(t, asha, line(0));
  a2 = await placeOrder(t, asha, line(1, 2));
  await markDelivered(t, admin, a2._id);
  await markPaid(t, admin, a2._id);
  r1 = await placeOrder(t, ravi, line(2), 'PHONEPE');
  r2 = await placeOrder(t, ravi, line(3));
  await markDelivered(t, admin, r2._id);
  r3 = await placeOrder(t, ravi, line(4), 'PHONEPE');
  await cancelled(t, r3._id);
  a3 = await placeOrder(t, asha, line(5));
  await placedEarlier(t, a3._id, 2 * 24 * 60);
});
afterAll(() => t.close());

const queue = (query = '', url = '/api/orders/') => t.app.inject({ url: `${url}?${query}`, headers: admin.headers });
async function idsOf(query: string): Promise<string[]> {
  const res = await queue(query);
  expect(res.statusCode).toBe(200);
  return res.json<AdminOrderList>().items.map((order) => order._id);
}
async function refused(query: string): Promise<string> {
  const res = await queue(query);
  expect(res.statusCode).toBe(400);
  return res.json<{ message: string }>().message;
}

describe('the queue', () => {
  it('lists every customer’s orders newest first, whole, leaving cancelled ones out unless asked', async () => {
    const list = (await queue()).json<AdminOrderList>();
    expect(list.items.map((o) => o._id)).toEqual([r2._id, r1._id, a2._id, a1._id, a3._id]);
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 5, pages: 1 });
    const one = (await t.app.inject({ url: `/api/orders/${a2._id}`, headers: admin.headers })).json<Order>();
    expect(list.items.find((o) => o._id === a2._id)).toEqual(one);
    expect(one).toMatchObject({
      isDelivered: true,
      isPaid: true,
      user: { name: 'Asha Kulkarni', phoneNumber: '9876511111' },
    });
    expect(await idsOf('includeCancelled=true')).toEqual([r3._id, r2._id, r1._id, a2._id, a1._id, a3._id]);
  });

  it('answers the same without the trailing slash, and oldest first when asked', async () => {
    expect((await queue('', '/api/orders')).json()).toEqual((await queue()).json());
    expect(await idsOf('sort=oldest')).toEqual([a3._id, a1._id, a2._id, r1._id, r2._id]);
  });

  it('groups by stage when asked — placed, packing, packed, out for delivery, then delivered — oldest first within each', async () => {
    // a1 is packed, a3 (the oldest) still placed; r1 is awaiting its PhonePe payment (placed).
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/orders/${a1._id}/packed`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await idsOf('sort=stage')).toEqual([a3._id, r1._id, a1._id, a2._id, r2._id]);
    expect(await idsOf('sort=stage&isDelivered=false')).toEqual([a3._id, r1._id, a1._id]);
  });

  it('filters by delivered and paid state, payment method, society and customer, in any combination', async () => {
    expect(await idsOf('isDelivered=false')).toEqual([r1._id, a1._id, a3._id]);
    expect(await idsOf('isDelivered=true')).toEqual([r2._id, a2._id]);
    expect(await idsOf('isDelivered=true&isPaid=false')).toEqual([r2._id]);
    expect(await idsOf('isPaid=true')).toEqual([a2._id]);
    expect(await idsOf('paymentMethod=PHONEPE')).toEqual([r1._id]);
    expect(await idsOf('paymentMethod=PHONEPE&includeCancelled=true')).toEqual([r3._id, r1._id]);
    expect(await idsOf(`society=${ravi.address.society}`)).toEqual([r2._id, r1._id]);
    expect(await idsOf(`society=${ravi.address.society}&isDelivered=false`)).toEqual([r1._id]);
    expect(await idsOf(`user=${asha.userId}`)).toEqual([a2._id, a1._id, a3._id]);
    expect(await idsOf(`user=${asha.userId}&paymentMethod=PHONEPE`)).toEqual([]);
  });

  it('keeps PhonePe orders whose payment is under way apart: the store’s work leaves them out, “Awaiting payment” lists them', async () => {
    expect(await idsOf('isDelivered=false&awaitingPayment=false&sort=oldest')).toEqual([a3._id, a1._id]);
    expect(await idsOf('isDelivered=false&awaitingPayment=true')).toEqual([r1._id]);
    // Cancelled (the payment failed or expired): in neither.
    expect(await idsOf('awaitingPayment=true&includeCancelled=false')).toEqual([r1._id]);
    expect(await refused('awaitingPayment=maybe')).toBe('The payment filter must be true or false.');
  });

  it('narrows to store days, both ends included', async () => {
    const today = storeDay(a1.createdAt);
    const twoDaysAgo = addDays(today, -2);
    expect(await idsOf(`from=${today}`)).toEqual([r2._id, r1._id, a2._id, a1._id]);
    expect(await idsOf(`to=${twoDaysAgo}`)).toEqual([a3._id]);
    expect(await idsOf(`from=${twoDaysAgo}&to=${twoDaysAgo}`)).toEqual([a3._id]);
    expect(await idsOf(`from=${twoDaysAgo}&to=${today}`)).toHaveLength(5);
    expect(await idsOf(`from=${addDays(today, -1)}&to=${addDays(today, -1)}`)).toEqual([]);
    expect(await refused(`from=${today}&to=${twoDaysAgo}`)).toBe(
      `The first day (${today}) is after the last day (${twoDaysAgo}). Choose a first day on or before the last.`,
    );
    expect(await refused('from=2026-02-30')).toBe('The first day must be a date written YYYY-MM-DD.');
    expect(await refused('to=22-11-2026')).toBe('The last day must be a date written YYYY-MM-DD.');
  });

  it('finds orders by part of the order number (any case), of the phone, or of the name', async () => {
    expect(await idsOf(`search=${a1.orderNumber}`)).toEqual([a1._id]);
    expect(await idsOf(`search=${a1.orderNumber.slice(-6).toLowerCase()}`)).toEqual([a1._id]);
    expect(await idsOf('search=22222')).toEqual([r2._id, r1._id]);
    expect(await idsOf(`search=${encodeURIComponent('+91 98234 22222')}`)).toEqual([r2._id, r1._id]);
    expect(await idsOf('search=kulk')).toEqual([a2._id, a1._id, a3._id]);
    expect(await idsOf('search=RAVI&isDelivered=true')).toEqual([r2._id]);
    expect(await idsOf('search=nobody')).toEqual([]);
    // LIKE's wildcards are taken as the characters they are.
    expect(await idsOf('search=%25')).toEqual([]);
    expect(await idsOf('search=_')).toEqual([]);
    expect(await idsOf(`search=${encodeURIComponent('   ')}`)).toHaveLength(5);
  });

  it('pages through the matches', async () => {
    const first = (await queue('pageSize=2')).json<AdminOrderList>();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, pages: 3 });
    expect(first.items.map((o) => o._id)).toEqual([r2._id, r1._id]);
    expect(await idsOf('pageSize=2&page=3')).toEqual([a3._id]);
    const past = (await queue('pageSize=2&page=4')).json<AdminOrderList>();
    expect(past).toMatchObject({ items: [], page: 4, total: 5, pages: 3 });
    expect(await idsOf('pageSize=100')).toHaveLength(5);
  });

  it('refuses bad input with a message that names the field', async () => {
    expect(await refused('pageSize=0')).toBe('The page size must be a whole number from 1 to 100.');
    expect(await refused('pageSize=101')).toBe('The page size must be a whole number from 1 to 100.');
    expect(await refused('page=0')).toBe('The page must be a whole number from 1.');
    expect(await refused('isDelivered=maybe')).toBe('The delivered filter must be true or false.');
    expect(await refused('society=somewhere')).toBe('The society must be a 24-character id.');
    expect(await refused('paymentMethod=CARD')).toBe('The payment method must be one of COD, PHONEPE.');
    expect(await refused('sort=sideways')).toBe('The order of the list must be newest, oldest or stage.');
    expect(await refused(`search=${'9'.repeat(41)}`)).toBe('The search must be at most 40 characters.');
  });
});

describe('paths beside /api/orders/:id', () => {
  it('leaves /api/orders/mine to the customer and /api/orders/summary to the admin', async () => {
    const mine = await t.app.inject({ url: '/api/orders/mine', headers: asha.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<AdminOrderList>().items.map((o) => o._id)).toEqual([a2._id, a1._id, a3._id]);
    expect((await t.app.inject({ url: '/api/orders/summary', headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/orders/summary', headers: asha.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${a1._id}`, headers: asha.headers })).json<Order>()._id).toBe(
      a1._id,
    );
  });
});
