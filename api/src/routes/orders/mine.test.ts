import type { MyOrderList, Order, PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import type { HttpRequest } from '../../payments/transport';
import { orderBody, productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let network: (request: HttpRequest) => { status: number; body: unknown } | undefined = () => undefined;
let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];
/** Asha's orders as placed, oldest first. */
const placed: Order[] = [];

const place = async (shopper: Shopper, product: Product, qty = 1): Promise<Order> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: orderBody(shopper, [{ product: product._id, qty }]),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
};

const mine = (shopper: { headers: Record<string, string> }, query = '') =>
  t.app.inject({ url: `/api/orders/mine${query}`, headers: shopper.headers });

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { intercept: (request) => network(request) });
  asha = await shopperWithAddress(t, '9876530001');
  ravi = await shopperWithAddress(t, '9876530002', '202');
  products = await productsInStock(t, 20);
  for (const [index, product] of products.slice(0, 3).entries()) placed.push(await place(asha, product, index + 1));
  await place(ravi, products[0]!);
});
afterAll(() => t.close());

describe('GET /api/orders/mine', () => {
  it("answers only the caller's orders, newest first, whole (lines, bill, payment and delivery state)", async () => {
    const res = await mine(asha);
    expect(res.statusCode).toBe(200);
    const list = res.json<MyOrderList>();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 3, pages: 1 });
    expect(list.items.map((o) => o._id)).toEqual([...placed].reverse().map((o) => o._id));
    // The same order the order page reads.
    expect(list.items[2]).toEqual(placed[0]);
    expect(list.items[0]).toMatchObject({
      orderNumber: placed[2]!._id.slice(10).toUpperCase(),
      isPaid: false,
      isDelivered: false,
      paymentStatus: 'UNPAID',
    });
    expect(list.items[0]!.orderItems).toEqual([
      expect.objectContaining({ product: products[2]!._id, qty: 3, name: products[2]!.name }),
    ]);
    expect(list.items.every((o) => o.user._id === asha.userId)).toBe(true);
  });

  it('pages through them', async () => {
    const first = (await mine(asha, '?page=1&pageSize=2')).json<MyOrderList>();
    const second = (await mine(asha, '?page=2&pageSize=2')).json<MyOrderList>();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, pages: 2 });
    expect([...first.items, ...second.items].map((o) => o._id)).toEqual([...placed].reverse().map((o) => o._id));
    const beyond = (await mine(asha, '?page=9&pageSize=2')).json<MyOrderList>();
    expect(beyond).toMatchObject({ items: [], page: 9, total: 3, pages: 2 });
  });

  it.each([
    ['?pageSize=0', 'The page size must be a whole number from 1 to 50.'],
    ['?pageSize=51', 'The page size must be a whole number from 1 to 50.'],
    ['?page=0', 'The page must be a whole number from 1.'],
    ['?page=two', 'The page must be a whole number from 1.'],
  ])('refuses bad paging %s with a 400 and a message', async (query, message) => {
    const res = await mine(asha, query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('needs a signed-in customer; someone with no orders gets an empty list', async () => {
    expect((await t.app.inject('/api/orders/mine')).statusCode).toBe(401);
    const newcomer = await signInAs(t.database.db, '9876530003');
    expect((await mine(newcomer)).json<MyOrderList>()).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      pages: 0,
    });
  });

  it('lists a PhonePe order whose payment failed (cancelled), but not one PhonePe refused before its pay page ("not placed")', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: ravi.headers,
      payload: orderBody(ravi, [{ product: products[1]!._id, qty: 1 }], 'PHONEPE'),
    });
    const { order, redirectUrl } = started.json<PhonePeOrderResponse>();
    const payPage = new URL(redirectUrl);
    await t.app.inject({
      method: 'POST',
      url: payPage.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failure',
    });

    network = (request) =>
      request.url.endsWith('/checkout/v2/pay')
        ? { status: 500, body: { success: false, code: 'INTERNAL_SERVER_ERROR' } }
        : undefined;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: ravi.headers,
      payload: orderBody(ravi, [{ product: products[2]!._id, qty: 1 }], 'PHONEPE'),
    });
    network = () => undefined;
    expect(refused.statusCode).toBe(502);

    const list = (await mine(ravi)).json<MyOrderList>();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ _id: order._id, isCancelled: true, paymentStatus: 'FAILED' });
  });
});
