import type {
  DeliveredWith,
  Order,
  PaidWith,
  PaymentDetails,
  PaymentMethod,
  PaymentStatus,
} from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { asItsOwnerReads, ORDER_WITH_ITEMS, toOrder, type WholeOrderRow } from './orderRows';
import { ledgerAllocationsUndone, ledgerPayment, ledgerPaymentUndone } from '../money/ledger';
import { orderEvent } from './timeline';

/** The order as stored, before lines are attached: what ownership and state checks need. */
export interface OrderHead {
  id: string;
  userId: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: number;
  isPaid: boolean;
  isDelivered: boolean;
  isCancelled: boolean;
  paidWith: PaidWith | null;
}

/**
 * The whole order; its handoff code only when `ownerId` is the order's customer (their own read),
 * or with `withHandoffCode` (the broadcast, which sends the code to the owner's sockets alone).
 */
export async function findOrder(
  db: Queryable,
  orderId: string,
  publicUrl: string,
  options: { ownerId?: string; withHandoffCode?: boolean } = {},
): Promise<Order | null> {
  const row = await one<WholeOrderRow>(db, `${ORDER_WITH_ITEMS} WHERE o.id = $1`, [orderId]);
  const forOwner = options.withHandoffCode === true || row?.user_id === options.ownerId;
  return row ? toOrder(row, row.items, publicUrl, { forOwner }) : null;
}

/**
 * The order as the admins read it and as its owner reads it (the handoff code; a rider's first name),
 * from one read: what a change tells its listeners without the broadcast reading it again.
 */
export async function findOrderCopies(
  db: Queryable,
  orderId: string,
  publicUrl: string,
): Promise<{ forAdmins: Order; forOwner: Order } | null> {
  const row = await one<WholeOrderRow>(db, `${ORDER_WITH_ITEMS} WHERE o.id = $1`, [orderId]);
  if (!row) return null;
  const forAdmins = toOrder(row, row.items, publicUrl);
  return { forAdmins, forOwner: asItsOwnerReads(forAdmins, row.handoff_code ?? null) };
}

/** The code the order's customer reads out at the door (null for orders from before codes). */
export async function handoffCodeOf(db: Queryable, orderId: string): Promise<string | null> {
  const row = await one<{ handoff_code: string | null }>(db, 'SELECT handoff_code FROM orders WHERE id = $1', [
    orderId,
  ]);
  return row?.handoff_code ?? null;
}

/** Reads the order's state; `forUpdate` locks the row until the transaction ends. */
export async function findOrderHead(
  db: Queryable,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderHead | null> {
  const row = await one<{
    id: string;
    user_id: string;
    payment_method: PaymentMethod;
    payment_status: PaymentStatus;
    total_price_paise: number;
    is_paid: boolean;
    is_delivered: boolean;
    is_cancelled: boolean;
    paid_with: PaidWith | null;
  }>(
    db,
    `SELECT id, user_id, payment_method, payment_status, total_price_paise, is_paid, is_delivered, is_cancelled, paid_with
       FROM orders WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        paymentMethod: row.payment_method,
        paymentStatus: row.payment_status,
        totalPaise: row.total_price_paise,
        isPaid: row.is_paid,
        isDelivered: row.is_delivered,
        isCancelled: row.is_cancelled,
        paidWith: row.paid_with,
      }
    : null;
}

/** Who marked a payment, with what note, and how it came in. */
export type PaymentMark = { adminId: string | null; reference: string | null; paidWith: PaidWith };

/**
 * A payment the admin records at the door (Paid, or Paid & Delivered): a blank note is no note, and the
 * money is cash unless the admin says the customer paid the store's UPI.
 */
export function doorPayment(adminId: string, details: PaymentDetails | undefined): PaymentMark {
  return { adminId, reference: details?.reference?.trim() || null, paidWith: details?.method ?? 'CASH' };
}

/**
 * Records a payment once, with how it was paid; a paid order is left exactly as it was. Returns true when it
 * changed.
 */
export async function markOrderPaid(db: Queryable, orderId: string, by: PaymentMark): Promise<boolean> {
  // The ledger's payment entry is written by the same statement: what was still due (the total less
  // any khata money already put on it), by the method it came in.
  const rows = await db.query(
    `WITH changed AS (
       UPDATE orders SET is_paid = true, payment_status = 'PAID', paid_at = now(), paid_by = $2,
         payment_reference = $3, paid_with = $4, updated_at = now()
        WHERE id = $1 AND NOT is_paid RETURNING id, user_id, paid_with, total_price_paise - settled_paise AS due
     ), entry AS (${ledgerPayment('changed', '$2')})
     , event AS (${orderEvent('paid', "jsonb_build_object('paidWith', paid_with, 'amountPaise', due)", '$2')})
     SELECT id FROM changed`,
    [orderId, by.adminId, by.reference, by.paidWith],
  );
  return rows.length > 0;
}

/**
 * Records delivery once, with who delivered it and how it was confirmed (an admin without the
 * handoff code, or a rider with it), and its timeline entry; a delivered order is left as it was.
 */
export async function markOrderDelivered(
  db: Queryable,
  orderId: string,
  byId: string,
  deliveredWith: DeliveredWith = 'ADMIN',
): Promise<boolean> {
  // The stage it was delivered from goes on the timeline, so an Undo puts it back there.
  const rows = await db.query(
    `WITH before AS (SELECT id, stage FROM orders WHERE id = $1),
     changed AS (
       UPDATE orders o SET stage = 'delivered', delivered_at = now(), delivered_by = $2, delivered_with = $3,
         updated_at = now()
         FROM before b
        WHERE o.id = b.id AND b.stage IN ('placed', 'packing', 'packed', 'out_for_delivery')
        RETURNING o.id, o.rider_id, o.delivered_with, b.stage AS from_stage
     ), event AS (${orderEvent('delivered', "jsonb_build_object('deliveredWith', delivered_with, 'from', from_stage)", '$2', 'rider_id')})
     SELECT id FROM changed`,
    [orderId, byId, deliveredWith],
  );
  return rows.length > 0;
}

/**
 * Takes back this admin's "delivered" of the last `withinSeconds` (the swipe's Undo). False when it
 * is older, someone else's, or not delivered. An order the customer's khata credit settled on
 * delivery is no longer owed, so that settlement goes too and the credit is theirs again (credit
 * is derived from what the khata settled, so nothing else needs changing).
 */
export async function undoDelivered(
  db: Queryable,
  orderId: string,
  adminId: string,
  withinSeconds: number,
): Promise<boolean> {
  // Khata money put on it goes back to the customer's credit (it is no longer owed), unless another
  // payment completed it (then it stays paid as it was).
  const rows = await db.query(
    `WITH before AS (SELECT id, user_id, is_paid, paid_with FROM orders WHERE id = $1),
     changed AS (
       UPDATE orders SET delivered_at = NULL, delivered_by = NULL, delivered_with = NULL, updated_at = now(),
              -- Back to the stage it was delivered from (the delivered entry says which).
              stage = coalesce((SELECT e.detail->>'from' FROM order_events e
                                 WHERE e.order_id = orders.id AND e.kind = 'delivered' ORDER BY e.id DESC LIMIT 1),
                               CASE WHEN picked_up_at IS NOT NULL THEN 'out_for_delivery' ELSE 'placed' END),
              is_paid = is_paid AND paid_with IS DISTINCT FROM 'KHATA',
              payment_status = CASE WHEN paid_with = 'KHATA' THEN 'UNPAID' ELSE payment_status END,
              paid_at = CASE WHEN paid_with = 'KHATA' THEN NULL ELSE paid_at END,
              paid_by = CASE WHEN paid_with = 'KHATA' THEN NULL ELSE paid_by END,
              paid_with = CASE WHEN paid_with = 'KHATA' THEN NULL ELSE paid_with END
        WHERE id = $1 AND is_delivered AND delivered_by = $2 AND delivered_at > now() - make_interval(secs => $3)
          RETURNING id, rider_id
     ), khata AS (
       SELECT b.id, b.user_id FROM before b JOIN changed c ON c.id = b.id WHERE NOT b.is_paid OR b.paid_with = 'KHATA'
     ), entry AS (${ledgerAllocationsUndone('khata', '$2')})
     , event AS (${orderEvent('delivery_undone', "'{}'::jsonb", '$2', 'rider_id')})
     SELECT id FROM changed`,
    [orderId, adminId, withinSeconds],
  );
  return rows.length > 0;
}

/**
 * Takes back this admin's "paid" of the last `withinSeconds`: the order is unpaid again (cash on
 * delivery still to collect). A payment confirmed online has no admin and is never undone here.
 */
export async function undoPaid(
  db: Queryable,
  orderId: string,
  adminId: string,
  withinSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `WITH changed AS (
       UPDATE orders SET is_paid = false, payment_status = 'UNPAID', paid_at = NULL, paid_by = NULL,
         payment_reference = NULL, paid_with = NULL, updated_at = now()
        WHERE id = $1 AND is_paid AND payment_method = 'COD' AND paid_by = $2
          AND paid_at > now() - make_interval(secs => $3)
              -- Cash a rider took at the door stays theirs to hand over: that payment is not the admin's to undo.
              AND cash_collected_by IS NULL
        RETURNING id, user_id
     ), entry AS (${ledgerPaymentUndone('changed', '$2')})
     , event AS (${orderEvent('payment_undone', "'{}'::jsonb", '$2')})
     SELECT id FROM changed`,
    [orderId, adminId, withinSeconds],
  );
  return rows.length > 0;
}

/**
 * Cancels an unpaid order and puts its units back on the shelf. `paymentStatus` records why
 * (FAILED when the payment provider said the payment failed). Does nothing to an order already cancelled.
 */
export async function cancelOrder(
  db: Queryable,
  orderId: string,
  reason: string,
  paymentStatus: PaymentStatus,
): Promise<boolean> {
  const rows = await db.query(
    `WITH changed AS (
       UPDATE orders SET stage = 'cancelled', cancelled_at = now(), cancel_reason = $2, payment_status = $3,
              idempotency_key = NULL, request_hash = NULL, updated_at = now()
        WHERE id = $1 AND NOT is_cancelled AND NOT is_paid AND NOT is_delivered RETURNING id, rider_id, cancel_reason
     ), event AS (${orderEvent('cancelled', "jsonb_build_object('reason', cancel_reason)", 'NULL', 'rider_id')})
     SELECT id FROM changed`,
    [orderId, reason, paymentStatus],
  );
  if (rows.length === 0) return false;
  await returnStock(db, orderId);
  return true;
}

/**
 * The store cancels an order it has not delivered, recording who and why: its stock goes back in
 * the same transaction, and a paid order is owed back what it keeps until it is refunded (derived
 * from the ledger, R49). False when it was already cancelled or
 * delivered (the caller holds the order's row lock and says which).
 */
export async function cancelByStore(db: Queryable, orderId: string, reason: string, adminId: string): Promise<boolean> {
  const rows = await db.query(
    `WITH changed AS (
       UPDATE orders SET stage = 'cancelled', cancelled_at = now(), cancel_reason = $2, cancelled_by = $3,
         updated_at = now()
        WHERE id = $1 AND NOT is_cancelled AND NOT is_delivered RETURNING id, rider_id, cancel_reason
     ), event AS (${orderEvent('cancelled', "jsonb_build_object('reason', cancel_reason)", '$3', 'rider_id')})
     SELECT id FROM changed`,
    [orderId, reason, adminId],
  );
  if (rows.length === 0) return false;
  await returnStock(db, orderId);
  return true;
}

/**
 * Puts a cancelled order's units back on the shelf, in one statement. The rows are locked in
 * product-id order first, as placing an order takes them, so the two never wait on each other in
 * a circle.
 */
async function returnStock(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `WITH locked AS (
       SELECT p.id FROM products p JOIN order_items i ON i.product_id = p.id WHERE i.order_id = $1
         ORDER BY p.id FOR UPDATE OF p
     )
     UPDATE products p SET stock = p.stock + i.qty, updated_at = now()
       FROM order_items i, locked l
      WHERE i.order_id = $1 AND p.id = i.product_id AND l.id = p.id`,
    [orderId],
  );
}
