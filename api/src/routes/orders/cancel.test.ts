import type { Order, PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import { orderBody, productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876577777');
  admin = await signInAs(t.database.db, '9000000011', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

async function newOrder(
  lines: { product: string; qty: number }[] = [{ product: products[0]!._id, qty: 2 }],
): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: asha.headers,
    payload: orderBody(asha, lines),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}
const cancel = (
  orderId: string,
  reason: unknown = 'Out of delivery range tonight',
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers, payload: { reason } });
const adminPut = (orderId: string, action: 'deliver' | 'pay') =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${action}`, headers: admin.headers, payload: {} });

describe('PUT /api/orders/:id/cancel (the store cancels)', () => {
  it('cancels with the reason, puts every line’s stock back in the same change, and tells the owner and admins', async () => {
    const [a, b] = [products[0]!, products[1]!];
    const before = [await stockOf(t, a._id), await stockOf(t, b._id)];
    const order = await newOrder([
      { product: a._id, qty: 2 },
      { product: b._id, qty: 1 },
    ]);
    const heard: [string, Order | undefined][] = [];
    const stop = t.app.orderEvents.onChanged((id, committed) => heard.push([id, committed]));
    const res = await cancel(order._id, '  Rider unavailable,   sorry ');
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      isCancelled: true,
      cancelReason: 'Rider unavailable, sorry',
      refundDue: null,
      isDelivered: false,
      isPaid: false,
    });
    expect([await stockOf(t, a._id), await stockOf(t, b._id)]).toEqual(before);
    // Listeners hear the order read once after the commit, as its owner reads it (no rider yet: the
    // broadcast strips the code for the admins and reads nothing more); the admin's answer is without it.
    expect(heard).toEqual([[order._id, { ...res.json<Order>(), handoffCode: order.handoffCode }]]);
    // The owner reads it cancelled, with the reason.
    const mine = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: asha.headers })).json<Order>();
    expect(mine).toMatchObject({ isCancelled: true, cancelReason: 'Rider unavailable, sorry' });
  });

  it('repeated, it answers the order as it is and changes nothing; a cancelled order cannot then be delivered or paid', async () => {
    const order = await newOrder();
    const stock = await stockOf(t, products[0]!._id);
    await cancel(order._id);
    const again = await cancel(order._id, 'Another reason');
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().cancelReason).toBe('Out of delivery range tonight');
    expect(await stockOf(t, products[0]!._id)).toBe(stock + 2);
    expect((await adminPut(order._id, 'deliver')).statusCode).toBe(409);
    expect((await adminPut(order._id, 'pay')).statusCode).toBe(409);
  });

  it('a delivered order cannot be cancelled (409); nor can an unknown one (404)', async () => {
    const order = await newOrder();
    await adminPut(order._id, 'deliver');
    const res = await cancel(order._id);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This order was delivered, so it cannot be cancelled.']);
    expect((await cancel('0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('a paid order the store cancels is owed back in full', async () => {
    const order = await newOrder();
    await adminPut(order._id, 'pay');
    const res = await cancel(order._id, 'Customer asked to cancel');
    expect(res.json<Order>()).toMatchObject({ isCancelled: true, isPaid: true, refundDue: order.totalPrice });
  });

  it('money PhonePe collects after the store cancelled the order is owed back too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: asha.headers,
      payload: orderBody(asha, [{ product: products[2]!._id, qty: 1 }], 'PHONEPE'),
    });
    const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
    expect((await cancel(order._id, 'Shop closing early')).json<Order>()).toMatchObject({
      isCancelled: true,
      refundDue: null,
    });
    await t.app.inject({
      method: 'POST',
      url: new URL(redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    const after = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>();
    expect(after).toMatchObject({ isCancelled: true, isPaid: true, refundDue: order.totalPrice });
  });

  it('only an admin may cancel, and only with a reason the customer can read', async () => {
    const order = await newOrder();
    expect((await cancel(order._id, 'I changed my mind', asha.headers)).statusCode).toBe(403);
    for (const reason of ['', '  ', 'no', 'x'.repeat(201), 42]) {
      const res = await cancel(order._id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Please say why the order is cancelled/);
    }
    expect(
      (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>().isCancelled,
    ).toBe(false);
  });

  it('cancel racing deliver: exactly one wins, and the stock matches the winner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const stock = await stockOf(t, products[3]!._id);
      const order = await newOrder([{ product: products[3]!._id, qty: 1 }]);
      const [cancelled, delivered] = await Promise.all([cancel(order._id), adminPut(order._id, 'deliver')]);
      expect([cancelled.statusCode, delivered.statusCode].sort()).toEqual([200, 409]);
      const final = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>();
      expect(final.isCancelled).toBe(cancelled.statusCode === 200);
      expect(final.isDelivered).toBe(delivered.statusCode === 200);
      expect(await stockOf(t, products[3]!._id)).toBe(final.isCancelled ? stock : stock - 1);
    }
  });
});
