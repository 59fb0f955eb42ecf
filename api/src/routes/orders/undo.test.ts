import type { Order, Product } from '@kirana/shared/domain';
import { markDelivered, markPaid, placeOrder } from '../../../test/adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let admin: SignedIn;
let other: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  asha = await shopperWithAddress(t, '9876544444');
  admin = await signInAs(t.database.db, '9000000044', { isAdmin: true, name: 'Store Admin' });
  other = await signInAs(t.database.db, '9000000045', { isAdmin: true, name: 'Second Admin' });
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const undo = (orderId: string, mark: 'deliver' | 'pay', by: SignedIn = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/${mark}`, headers: by.headers });
const newOrder = () => placeOrder(t, asha, [{ product: products[0]!._id, qty: 1 }]);
const marked = async (orderId: string, column: 'delivered_at' | 'paid_at', secondsAgo: number) =>
  t.database.db.query(`UPDATE orders SET ${column} = now() - make_interval(secs => $2) WHERE id = $1`, [
    orderId,
    secondsAgo,
  ]);

describe('Undo a swipe (DELETE /api/orders/:id/deliver and /pay)', () => {
  it('takes back a delivery and a payment just made, tells the customer’s page, and a repeat changes nothing', async () => {
    const order = await newOrder();
    await markDelivered(t, admin, order._id);
    await markPaid(t, admin, order._id);
    const heard: string[] = [];
    const stop = t.app.orderEvents.onChanged((id) => heard.push(id));
    const unpaid = await undo(order._id, 'pay');
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json<Order>()).toMatchObject({
      isPaid: false,
      paymentStatus: 'UNPAID',
      isDelivered: true,
      paidAt: null,
    });
    const undelivered = await undo(order._id, 'deliver');
    expect(undelivered.json<Order>()).toMatchObject({ isPaid: false, isDelivered: false, deliveredAt: null });
    expect((await undo(order._id, 'deliver')).json<Order>()).toMatchObject({ isDelivered: false });
    stop();
    expect(heard).toEqual([order._id, order._id]);
    const mine = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: asha.headers })).json<Order>();
    expect(mine).toMatchObject({ isDelivered: false, isPaid: false });
    // And it can be delivered again.
    expect((await markDelivered(t, admin, order._id)).isDelivered).toBe(true);
  });

  it('refuses after 30 seconds, or another admin’s mark, with a message; the order stays as marked', async () => {
    const order = await newOrder();
    await markDelivered(t, admin, order._id);
    const notMine = await undo(order._id, 'deliver', other);
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json<{ message: string }>().message).toMatch(
      /^It is too late to undo: this order stays delivered\./,
    );
    await marked(order._id, 'delivered_at', 31);
    const late = await undo(order._id, 'deliver');
    expect(late.statusCode).toBe(409);
    const now = (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>();
    expect(now.isDelivered).toBe(true);
  });

  it('never undoes a payment PhonePe confirmed, nor anything on a cancelled order; only admins may undo', async () => {
    const order = await newOrder();
    await t.database.db.query(
      `UPDATE orders SET is_paid = true, payment_status = 'PAID', paid_at = now(), paid_with = 'PHONEPE', payment_method = 'PHONEPE' WHERE id = $1`,
      [order._id],
    );
    expect((await undo(order._id, 'pay')).statusCode).toBe(409);
    const cancelled = await newOrder();
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${cancelled._id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Customer asked to cancel' },
    });
    expect((await undo(cancelled._id, 'deliver')).statusCode).toBe(409);
    expect((await undo(order._id, 'pay', asha)).statusCode).toBe(403);
  });
});
