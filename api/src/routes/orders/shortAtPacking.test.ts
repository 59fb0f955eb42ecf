import type { Order, OrderTimeline, Product } from '@kirana/shared/domain';
import { rupeesToPaise } from '@kirana/shared/domain';
import { LEDGER_HOLDS, ledgerViolations } from '../../../test/ledger';
import { pendingPhonePeOrder, pressOnPayPage } from '../../../test/phonePe';
import { placeCod } from '../../../test/riders';
import { productsInStock, shopperWithAddress, type Shopper, stockOf } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** Short at packing: the shelf had fewer than the order asked for; the difference is never charged. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let products: Product[];
let next = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000061', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876500061', '101', { name: 'Asha' });
  products = await productsInStock(t, 14);
});
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const short = (orderId: string, productId: string, qty: number, who: { headers: Record<string, string> } = admin) =>
  as(who, 'PUT', `/api/orders/${orderId}/lines/${productId}`, { qty });

it('fewer on the shelf: the line says so, the totals fall by exactly the difference, the stock is corrected, and the customer and the History hear it', async () => {
  const product = products[next++]!;
  const order = await placeCod(t, asha, product, 3);
  const unit = rupeesToPaise(order.orderItems[0]!.sellingPrice);
  const heard: string[] = [];
  const off = t.app.orderEvents.onChanged((id) => heard.push(id));
  const res = await short(order._id, product._id, 1);
  off();
  expect(res.statusCode).toBe(200);
  const after = res.json<Order>();
  expect(after.orderItems[0]).toMatchObject({ qty: 1, orderedQty: 3 });
  expect(rupeesToPaise(after.itemsPrice)).toBe(rupeesToPaise(order.itemsPrice) - 2 * unit);
  expect(rupeesToPaise(after.totalPrice)).toBe(rupeesToPaise(order.totalPrice) - 2 * unit);
  // Fees stay as they were: a short never costs the customer more.
  expect([after.smallCartFee, after.deliveryFee]).toEqual([order.smallCartFee, order.deliveryFee]);
  expect(rupeesToPaise(after.amountDue)).toBe(rupeesToPaise(after.totalPrice));
  expect(await stockOf(t, product._id)).toBe(0);
  expect(heard).toContain(order._id);
  expect((await as(asha, 'GET', `/api/orders/${order._id}`)).json<Order>().orderItems[0]).toMatchObject({
    qty: 1,
    orderedQty: 3,
  });
  const events = (await as(admin, 'GET', `/api/orders/${order._id}/timeline`)).json<OrderTimeline>().events;
  expect(events.at(-1)).toMatchObject({
    kind: 'line_short',
    product: product.name,
    units: 2,
    supplied: 1,
    amountPaise: 2 * unit,
  });

  // None left of it: not available. The same count again changes nothing; more than in the bag is refused.
  expect((await short(order._id, product._id, 0)).json<Order>().orderItems[0]).toMatchObject({ qty: 0, orderedQty: 3 });
  expect((await short(order._id, product._id, 0)).statusCode).toBe(200);
  const more = await short(order._id, product._id, 2);
  expect([more.statusCode, more.json().message]).toEqual([409, 'This item is already marked not available.']);
});

it('only while packing, never on an order paid at the door, only by the admin, only a line it has', async () => {
  const product = products[next++]!;
  const packed = await placeCod(t, asha, product, 2);
  await as(admin, 'PUT', `/api/orders/${packed._id}/packed`);
  const late = await short(packed._id, product._id, 1);
  expect([late.statusCode, late.json().message]).toEqual([
    409,
    'Items can be marked short only while the order is being packed (before it is marked Packed).',
  ]);
  const paid = await placeCod(t, asha, products[next++]!, 2);
  await as(admin, 'PUT', `/api/orders/${paid._id}/pay`, { method: 'UPI' });
  expect((await short(paid._id, paid.orderItems[0]!.product, 1)).statusCode).toBe(409);
  const open = await placeCod(t, asha, products[next++]!, 2);
  expect((await short(open._id, open.orderItems[0]!.product, 1, asha)).statusCode).toBe(403);
  expect((await short(open._id, products[9]!._id, 1)).statusCode).toBe(404);
  expect((await short(open._id, open.orderItems[0]!.product, 9)).statusCode).toBe(400);
  const more = await short(open._id, open.orderItems[0]!.product, 3);
  expect([more.statusCode, more.json().message]).toEqual([
    400,
    'Only fewer can be marked: this line has 2 in the bag now. Enter 0 to 1.',
  ]);
});

describe('on a paid order, the difference goes back through the ledger', () => {
  const refundsAsked = (orderId: string) =>
    t.database.db.query<{ id: string; amount_paise: number; state: string }>(
      'SELECT id, amount_paise, state FROM payment_refunds WHERE order_id = $1 ORDER BY created_at, id',
      [orderId],
    );
  const settleAtPhonePe = (refundId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/dev/phonepe/refunds/${refundId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });

  it('PhonePe: the difference is refunded (a partial refund), the order stays paid for its new total; a later cancel refunds the rest, never more than was paid', async () => {
    const product = products[next++]!;
    const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, product._id, 3);
    await pressOnPayPage(t, redirectUrl, 'success');
    const unit = rupeesToPaise(order.orderItems[0]!.sellingPrice);
    const total = rupeesToPaise(order.totalPrice);

    const res = await short(order._id, product._id, 1);
    expect(res.statusCode).toBe(200);
    const after = res.json<Order>();
    expect(after).toMatchObject({ isPaid: true, refund: { amount: (2 * unit) / 100, state: 'requested' } });
    expect(rupeesToPaise(after.totalPrice)).toBe(total - 2 * unit);
    expect(rupeesToPaise(after.amountDue)).toBe(0);
    const [first] = await refundsAsked(order._id);
    expect(first).toMatchObject({ id: `R${order._id}`, amount_paise: 2 * unit });
    // The customer reads the same refund on their order, and the History says it was asked.
    expect((await as(asha, 'GET', `/api/orders/${order._id}`)).json<Order>().refund).toEqual(after.refund);
    const events = (await as(admin, 'GET', `/api/orders/${order._id}/timeline`)).json<OrderTimeline>().events;
    expect(events.map((event) => event.kind).slice(-2)).toEqual(['refund_requested', 'line_short']);
    await settleAtPhonePe(first!.id);
    expect((await as(admin, 'GET', `/api/orders/${order._id}`)).json<Order>().refund).toEqual({
      amount: (2 * unit) / 100,
      state: 'refunded',
    });
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

    // Cancelled afterwards: the rest is refunded under its own id, and the refunds add up to what was paid.
    const cancelled = await as(admin, 'PUT', `/api/orders/${order._id}/cancel`, { reason: 'Customer not at home' });
    expect(cancelled.json<Order>()).toMatchObject({
      isCancelled: true,
      refund: { amount: total / 100, state: 'requested' },
      refundDue: (total - 2 * unit) / 100,
    });
    const [, second] = await refundsAsked(order._id);
    expect(second).toMatchObject({ id: `R${order._id}-2`, amount_paise: total - 2 * unit });
    await settleAtPhonePe(second!.id);
    expect((await as(admin, 'GET', `/api/orders/${order._id}`)).json<Order>()).toMatchObject({
      refund: { amount: total / 100, state: 'refunded' },
      refundDue: null,
    });
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);
  });

  it('the same short sent twice at once with one Idempotency-Key refunds once and answers the same; the key with another count is refused', async () => {
    const product = products[next++]!;
    const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, product._id, 3);
    await pressOnPayPage(t, redirectUrl, 'success');
    const send = (qty: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/lines/${product._id}`,
        headers: { ...admin.headers, 'idempotency-key': `short-${order._id}` },
        payload: { qty },
      });
    const [one, two] = await Promise.all([send(2), send(2)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json<Order>().totalPrice).toBe(two.json<Order>().totalPrice);
    expect([one.headers['idempotent-replayed'], two.headers['idempotent-replayed']]).toContain('true');
    expect(await refundsAsked(order._id)).toHaveLength(1);
    const reused = await send(1);
    expect([reused.statusCode, reused.json().message]).toEqual([
      422,
      'This request’s Idempotency-Key was already used for a different request. Reload the page and try again.',
    ]);
    expect(await refundsAsked(order._id)).toHaveLength(1);
  });

  it('khata money on the order goes back to the khata credit; a payment taken at the door is refused', async () => {
    const product = products[next++]!;
    const order = await placeCod(t, asha, product, 2);
    const unit = rupeesToPaise(order.orderItems[0]!.sellingPrice);
    // Credit on the khata settles the order when it is delivered; the delivery is then taken back to packing
    // in the database (the screens cannot: an Undo gives khata money back), to reach an order being packed
    // with khata money on it.
    await as(admin, 'POST', `/api/users/${asha.userId}/khata/payments`, {
      amountPaise: rupeesToPaise(order.totalPrice),
      method: 'CASH',
    });
    await as(admin, 'PUT', `/api/orders/${order._id}/deliver`);
    expect((await as(admin, 'GET', `/api/orders/${order._id}`)).json<Order>()).toMatchObject({
      isPaid: true,
      paidWith: 'KHATA',
    });
    await t.database.db.query(
      "UPDATE orders SET stage = 'packing', delivered_at = NULL, delivered_by = NULL, delivered_with = NULL WHERE id = $1",
      [order._id],
    );
    const res = await short(order._id, product._id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({ isPaid: true, paidWith: 'KHATA' });
    const khata = (await as(asha, 'GET', '/api/khata/mine')).json<{ creditPaise: number }>();
    expect(khata.creditPaise).toBeGreaterThanOrEqual(unit);
    const [entry] = await t.database.db.query<{ kind: string; amount_paise: number }>(
      "SELECT kind, amount_paise FROM money_entries WHERE order_id = $1 AND kind = 'allocation_undone'",
      [order._id],
    );
    expect(entry).toEqual({ kind: 'allocation_undone', amount_paise: unit });
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

    const atDoor = await placeCod(t, asha, products[next++]!, 2);
    await as(admin, 'PUT', `/api/orders/${atDoor._id}/pay`, { method: 'CASH' });
    const refused = await short(atDoor._id, atDoor.orderItems[0]!.product, 1);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This order was already paid at the door, so the difference would have to be handed back in cash. Deliver what it has, or cancel the order.',
    ]);
  });
});
