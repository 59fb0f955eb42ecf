import type { Order, Product } from '@kirana/shared/domain';
import { orderBody, productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876555555');
  ravi = await shopperWithAddress(t, '9876566666', '303');
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

async function newOrder(): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: asha.headers,
    payload: orderBody(asha, [{ product: products[0]!._id, qty: 1 }]),
  });
  return res.json<Order>();
}

const put = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

describe('reading an order', () => {
  it('shows the order to its owner and to an admin, and to nobody else (404)', async () => {
    const order = await newOrder();
    const url = `/api/orders/${order._id}`;
    expect((await t.app.inject({ url, headers: asha.headers })).json()).toEqual(order);
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    const stranger = await t.app.inject({ url, headers: ravi.headers });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Order not found' });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/orders/0123456789abcdef01234567', headers: asha.headers })).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/orders/:id/pay and /deliver', () => {
  it('only an admin may mark an order paid: never the customer', async () => {
    const order = await newOrder();
    const res = await put(`/api/orders/${order._id}/pay`, asha.headers);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/orders/${order._id}`, headers: asha.headers })).json<Order>().isPaid).toBe(
      false,
    );
  });

  it('an admin marks it paid once; repeating changes nothing', async () => {
    const order = await newOrder();
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const paid = (
      await put(`/api/orders/${order._id}/pay`, admin.headers, { reference: 'cash at the door' })
    ).json<Order>();
    expect(paid).toMatchObject({ isPaid: true, paymentStatus: 'PAID', paidAt: expect.any(String) });
    const again = await put(`/api/orders/${order._id}/pay`, admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().paidAt).toBe(paid.paidAt);
    off();
    expect(heard).toEqual([order._id]);
    const [row] = await t.database.db.query<{ paid_by: string; payment_reference: string }>(
      'SELECT paid_by, payment_reference FROM orders WHERE id = $1',
      [order._id],
    );
    expect(row).toEqual({ paid_by: admin.userId, payment_reference: 'cash at the door' });
  });

  it('records how the customer paid at the door: cash unless UPI is said; a repeat with another method changes nothing', async () => {
    const cash = await newOrder();
    expect((await put(`/api/orders/${cash._id}/pay`, admin.headers)).json<Order>().paidWith).toBe('CASH');
    const upi = await newOrder();
    expect((await put(`/api/orders/${upi._id}/pay`, admin.headers, { method: 'UPI' })).json<Order>()).toMatchObject({
      isPaid: true,
      paidWith: 'UPI',
    });
    expect((await put(`/api/orders/${upi._id}/pay`, admin.headers, { method: 'CASH' })).json<Order>().paidWith).toBe(
      'UPI',
    );
    const unpaid = await newOrder();
    expect(unpaid.paidWith).toBeNull();
    const bad = await put(`/api/orders/${unpaid._id}/pay`, admin.headers, { method: 'CHEQUE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/must be CASH or UPI/);
    expect(
      (await t.app.inject({ url: `/api/orders/${unpaid._id}`, headers: admin.headers })).json<Order>().isPaid,
    ).toBe(false);
  });

  it('an admin marks it delivered once, recording who and when', async () => {
    const order = await newOrder();
    expect((await put(`/api/orders/${order._id}/deliver`, ravi.headers)).statusCode).toBe(403);
    const delivered = (await put(`/api/orders/${order._id}/deliver`, admin.headers)).json<Order>();
    expect(delivered).toMatchObject({ isDelivered: true, deliveredAt: expect.any(String), isPaid: false });
    const again = (await put(`/api/orders/${order._id}/deliver`, admin.headers)).json<Order>();
    expect(again.deliveredAt).toBe(delivered.deliveredAt);
    const [row] = await t.database.db.query<{ delivered_by: string }>('SELECT delivered_by FROM orders WHERE id = $1', [
      order._id,
    ]);
    expect(row!.delivered_by).toBe(admin.userId);
  });

  it('a second admin repeating deliver or pay changes nothing: the first admin and time stay recorded, nobody hears twice', async () => {
    const order = await newOrder();
    const other = await signInAs(t.database.db, '9000000002', { isAdmin: true, name: 'Evening Admin' });
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const delivered = (await put(`/api/orders/${order._id}/deliver`, admin.headers)).json<Order>();
    const paid = (await put(`/api/orders/${order._id}/pay`, admin.headers, { reference: 'UPI 1234' })).json<Order>();
    const deliveredAgain = await put(`/api/orders/${order._id}/deliver`, other.headers);
    const paidAgain = await put(`/api/orders/${order._id}/pay`, other.headers, { reference: 'cash' });
    off();
    expect([deliveredAgain.statusCode, paidAgain.statusCode]).toEqual([200, 200]);
    expect(paidAgain.json()).toEqual(paid);
    expect(paid.deliveredAt).toBe(delivered.deliveredAt);
    expect(heard).toEqual([order._id, order._id]);
    const [row] = await t.database.db.query<{ delivered_by: string; paid_by: string; payment_reference: string }>(
      'SELECT delivered_by, paid_by, payment_reference FROM orders WHERE id = $1',
      [order._id],
    );
    expect(row).toEqual({ delivered_by: admin.userId, paid_by: admin.userId, payment_reference: 'UPI 1234' });
  });

  it('a cancelled order can be neither paid nor delivered', async () => {
    const order = await newOrder();
    await t.database.db.query("UPDATE orders SET stage = 'cancelled', cancelled_at = now() WHERE id = $1", [order._id]);
    const res = await put(`/api/orders/${order._id}/pay`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order was cancelled, so it cannot be marked paid.');
    expect((await put('/api/orders/0123456789abcdef01234567/deliver', admin.headers)).statusCode).toBe(404);
  });
});

describe('realtime', () => {
  it('sends every committed change to the owner and admins as the whole order', async () => {
    const published: Order[] = [];
    const spy = jest
      .spyOn(t.app.realtime, 'publishOrder')
      .mockImplementation((copies) => void published.push(copies.forAdmins));
    const order = await newOrder();
    await put(`/api/orders/${order._id}/deliver`, admin.headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    spy.mockRestore();
    expect(published.map((o) => [o._id, o.isDelivered])).toEqual([
      [order._id, false],
      [order._id, true],
    ]);
    expect(published[1]!.user._id).toBe(asha.userId);
  });
});
