import type { Order, PhonePeOrderResponse } from '@kirana/shared/domain';
import { cancelOrder } from '../src/orders/repository';
import { orderBody, type Shopper } from './shopper';
import type { SignedIn } from './signIn';
import type { TestApp } from './testApp';

/** An order placed through the API as the shopper's checkout places it. */
export async function placeOrder(
  t: TestApp,
  shopper: Shopper,
  lines: { product: string; qty: number }[],
  paymentMethod: 'COD' | 'PHONEPE' = 'COD',
): Promise<Order> {
  const url = paymentMethod === 'COD' ? '/api/orders' : '/api/orders/phonepe-order';
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: shopper.headers,
    payload: orderBody(shopper, lines, paymentMethod),
  });
  if (res.statusCode !== 201) throw new Error(`could not place the order: ${res.body}`);
  return paymentMethod === 'COD' ? res.json<Order>() : res.json<PhonePeOrderResponse>().order;
}

/** The admin's deliver and pay calls, as the order page makes them. */
export async function markDelivered(t: TestApp, admin: SignedIn, orderId: string): Promise<Order> {
  return (
    await t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/deliver`, headers: admin.headers })
  ).json<Order>();
}
export async function markPaid(t: TestApp, admin: SignedIn, orderId: string, method?: 'CASH' | 'UPI'): Promise<Order> {
  return (
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/pay`,
      headers: admin.headers,
      ...(method ? { payload: { method } } : {}),
    })
  ).json<Order>();
}

/** As if the order had been placed `minutes` earlier (its payment and delivery times move with it). */
export async function placedEarlier(t: TestApp, orderId: string, minutes: number): Promise<void> {
  await t.database.db.query(
    `UPDATE orders SET created_at = created_at - make_interval(mins => $2::int),
            paid_at = paid_at - make_interval(mins => $2::int), delivered_at = delivered_at - make_interval(mins => $2::int)
      WHERE id = $1`,
    [orderId, minutes],
  );
}

/** As if placed at this moment (ISO, or any time PostgreSQL reads), delivered `deliveredAfterMinutes` later if given. */
export async function placedAt(
  t: TestApp,
  orderId: string,
  moment: string,
  deliveredAfterMinutes?: number,
): Promise<void> {
  await t.database.db.query(
    `UPDATE orders SET created_at = $2::timestamptz,
            paid_at = CASE WHEN is_paid THEN $2::timestamptz END,
            delivered_at = CASE WHEN is_delivered THEN $2::timestamptz + make_interval(mins => coalesce($3::int, 0)) END
      WHERE id = $1`,
    [orderId, moment, deliveredAfterMinutes ?? null],
  );
  // Its money came in at that moment too. The ledger is append-only: a test alone moves an entry in time.
  await t.database.db.transaction(async (tx) => {
    await tx.query('ALTER TABLE money_entries DISABLE TRIGGER money_entries_append_only');
    await tx.query('UPDATE money_entries SET at = $2::timestamptz WHERE order_id = $1', [orderId, moment]);
    await tx.query('ALTER TABLE money_entries ENABLE TRIGGER money_entries_append_only');
  });
}

/** Cancelled the way a failed PhonePe payment cancels it (stock goes back on the shelf). */
export async function cancelled(t: TestApp, orderId: string): Promise<void> {
  if (!(await cancelOrder(t.database.db, orderId, 'PhonePe said the payment failed', 'FAILED')))
    throw new Error(`could not cancel ${orderId}`);
}
