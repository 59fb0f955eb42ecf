import { allocateOldestFirst, type KhataPaymentMethod, ONLINE_PAYMENT_METHOD } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { newObjectId } from '../db/ids';

/**
 * The money ledger (`money_entries`, migration 029; the rules are shared/src/domain/ledger.ts):
 * every rupee that moves is one appended row, and every figure of what is owed is derived from
 * them. `orders.settled_paise` is that derivation for one order, kept by the table's trigger. This
 * module is the only writer of the table: the statements below are used by the order, khata and
 * delivery modules inside their own transactions, next to the change they pay for.
 */

/**
 * SQL for a data-modifying CTE writing one payment entry for each row of the CTE `from`, which
 * must return `id`, `user_id`, `paid_with` (the method) and `due` (what the payment covers);
 * nothing when nothing was due (an order the khata had already covered in full).
 */
export const ledgerPayment = (from: string, actor: string) =>
  `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
   SELECT 'payment', id, user_id, paid_with, due, ${actor} FROM ${from} WHERE due > 0`;

/**
 * SQL for a data-modifying CTE taking back the latest payment entry of each order in `from`
 * (`id`, `user_id`): the admin's Undo of a door payment.
 */
export const ledgerPaymentUndone = (from: string, actor: string) =>
  `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
   SELECT 'payment_undone', c.id, c.user_id, p.method, p.amount_paise, ${actor}
     FROM ${from} c CROSS JOIN LATERAL (
       SELECT e.method, e.amount_paise FROM money_entries e
        WHERE e.order_id = c.id AND e.kind = 'payment' ORDER BY e.id DESC LIMIT 1) p`;

/** SQL: the khata money put on order `orderExpr` and not taken back (paise). */
export const allocatedTo = (orderExpr: string) =>
  `(SELECT coalesce(sum(CASE e.kind WHEN 'khata_allocation' THEN e.amount_paise ELSE -e.amount_paise END), 0)
      FROM money_entries e WHERE e.order_id = ${orderExpr} AND e.kind IN ('khata_allocation', 'allocation_undone'))`;

/**
 * SQL for a data-modifying CTE giving back to the khata everything allocated to each order of
 * `from` (`id`, `user_id`): its delivery was undone, so it is no longer owed.
 */
export const ledgerAllocationsUndone = (from: string, actor: string) =>
  `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
   SELECT 'allocation_undone', c.id, c.user_id, 'KHATA', a.amount, ${actor}
     FROM ${from} c CROSS JOIN LATERAL (SELECT ${allocatedTo('c.id')} AS amount) a WHERE a.amount > 0`;

/** SQL: a customer's khata credit, `userExpr` naming them: paid in, less what was put on orders. */
export const khataCredit = (userExpr: string) =>
  `(SELECT coalesce(sum(CASE e.kind WHEN 'khata_payment' THEN e.amount_paise
                                    WHEN 'khata_allocation' THEN -e.amount_paise
                                    ELSE e.amount_paise END), 0)
      FROM money_entries e WHERE e.user_id = ${userExpr}
       AND e.kind IN ('khata_payment', 'khata_allocation', 'allocation_undone'))`;

/** A customer's khata credit now. */
export async function creditOf(db: Queryable, userId: string): Promise<number> {
  const row = await one<{ credit: string }>(db, `SELECT ${khataCredit('$1')} AS credit`, [userId]);
  return Number(row?.credit ?? 0);
}

/** Records money a customer paid into their khata, with its ledger entry, in the caller's transaction. */
export async function recordKhataPayment(
  tx: Queryable,
  payment: {
    userId: string;
    amountPaise: number;
    method: KhataPaymentMethod;
    adminId: string;
    idempotencyKey: string | null;
  },
): Promise<string> {
  const id = newObjectId();
  await tx.query(
    `WITH payment AS (
       INSERT INTO khata_payments (id, user_id, amount_paise, method, recorded_by, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, user_id, amount_paise, method, recorded_by
     )
     INSERT INTO money_entries (kind, user_id, method, amount_paise, actor_id, khata_payment_id)
     SELECT 'khata_payment', user_id, method, amount_paise, recorded_by, id FROM payment`,
    [id, payment.userId, payment.amountPaise, payment.method, payment.adminId, payment.idempotencyKey],
  );
  return id;
}

/** What putting a customer's credit on their owed orders did to each order. */
export interface Allocation {
  orderId: string;
  amountPaise: number;
  /** The order is now covered in full (paid from the khata). */
  settled: boolean;
}

/**
 * Puts a customer's khata credit on what they owe, oldest owed order first, in part where it does
 * not cover the whole (`allocateOldestFirst`): each allocation is a ledger entry, and an order
 * covered in full is marked paid from the khata with its timeline entry. The caller's transaction
 * holds the customer's row lock (`lockCustomer`), and the owed orders are locked here, so a door
 * payment racing this one never covers the same rupee twice.
 */
export async function allocateCredit(tx: Queryable, userId: string, adminId: string | null): Promise<Allocation[]> {
  const owed = await tx.query<{ id: string; due: number }>(
    `SELECT o.id, o.total_price_paise - o.settled_paise AS due FROM orders o
      WHERE o.user_id = $1 AND o.is_delivered AND NOT o.is_paid AND NOT o.is_cancelled AND o.payment_status = 'UNPAID'
      ORDER BY o.created_at, o.id FOR UPDATE`,
    [userId],
  );
  if (owed.length === 0) return [];
  const plan = allocateOldestFirst(
    await creditOf(tx, userId),
    owed.map((order) => ({ id: order.id, duePaise: order.due })),
  );
  if (plan.length === 0) return [];
  await tx.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
     SELECT 'khata_allocation', a.order_id, $1, 'KHATA', a.amount, $2
       FROM unnest($3::text[], $4::int[]) AS a (order_id, amount)`,
    [userId, adminId, plan.map((step) => step.id), plan.map((step) => step.amountPaise)],
  );
  const settled = plan.filter((step) => step.settles).map((step) => step.id);
  if (settled.length > 0)
    await tx.query(
      `WITH changed AS (
         UPDATE orders SET is_paid = true, payment_status = 'PAID', paid_at = now(), paid_by = $2, paid_with = 'KHATA',
           payment_reference = NULL, updated_at = now()
          WHERE id = ANY($1::text[]) AND NOT is_paid AND settled_paise = total_price_paise RETURNING id
       )
       INSERT INTO order_events (order_id, kind, actor_id, detail)
       SELECT id, 'paid', $2, jsonb_build_object('paidWith', 'KHATA') FROM changed`,
      [settled, adminId],
    );
  return plan.map((step) => ({ orderId: step.id, amountPaise: step.amountPaise, settled: step.settles }));
}

/**
 * SQL: the money that came in while `when` (a condition on `e.at`) holds, counted once each as it
 * arrived: `cash`, `upi` and `online` (`ONLINE_PAYMENT_METHOD`) from payments (less any undone), `khata` from money paid into
 * khatas (putting khata money on an order moves nothing new), and `collected`, their sum; and
 * `refunded`, what went back out through completed refunds in the same time (never taken off
 * `collected`: the two are separate movements).
 */
export const moneyIn = (when: string) =>
  `SELECT coalesce(sum(x.signed) FILTER (WHERE x.kind <> 'khata_payment' AND x.method = 'CASH'), 0) AS cash,
          coalesce(sum(x.signed) FILTER (WHERE x.kind <> 'khata_payment' AND x.method = 'UPI'), 0) AS upi,
          coalesce(sum(x.signed) FILTER (WHERE x.kind <> 'khata_payment' AND x.method = '${ONLINE_PAYMENT_METHOD}'), 0) AS online,
          coalesce(sum(x.signed) FILTER (WHERE x.kind = 'khata_payment'), 0) AS khata,
          coalesce(sum(x.signed), 0) AS collected,
          coalesce((SELECT sum(e.amount_paise) FROM money_entries e
                     WHERE e.kind = 'refund_completed' AND ${when}), 0) AS refunded
     FROM (SELECT e.kind, e.method, CASE e.kind WHEN 'payment_undone' THEN -e.amount_paise ELSE e.amount_paise END AS signed
             FROM money_entries e
            WHERE e.kind IN ('payment', 'payment_undone', 'khata_payment') AND ${when}) x`;

/**
 * Records a refund owed back through the payment provider (`refund_requested`, its `payment_refunds`
 * row already written by the caller in the same transaction): the order keeps that much less. The
 * table's trigger refuses a refund that would take back more than was collected online for the order.
 */
export async function recordRefundRequested(
  tx: Queryable,
  refund: { id: string; orderId: string; amountPaise: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, refund_id)
     SELECT 'refund_requested', o.id, o.user_id, '${ONLINE_PAYMENT_METHOD}', $3, $1 FROM orders o WHERE o.id = $2`,
    [refund.id, refund.orderId, refund.amountPaise],
  );
}

/**
 * Records how a refund ended (`refund_completed` or `refund_failed`), for the amount it asked; once
 * per refund (a unique index holds it, so a repeated webhook can never write a second).
 */
export async function recordRefundOutcome(
  tx: Queryable,
  refundId: string,
  outcome: 'completed' | 'failed',
): Promise<void> {
  await tx.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, refund_id)
     SELECT $2, e.order_id, e.user_id, '${ONLINE_PAYMENT_METHOD}', e.amount_paise, e.refund_id FROM money_entries e
      WHERE e.refund_id = $1 AND e.kind = 'refund_requested'
     ON CONFLICT DO NOTHING`,
    [refundId, outcome === 'completed' ? 'refund_completed' : 'refund_failed'],
  );
}

/**
 * SQL: the refunds of order `orderExpr` as JSON `{ amount_paise, state }` (null when none): the
 * amount asked back in all, and REQUESTED while any has not ended, else FAILED if any failed, else
 * COMPLETED.
 */
export const refundOf = (orderExpr: string) =>
  `(SELECT json_build_object('amount_paise', sum(e.amount_paise) FILTER (WHERE e.kind = 'refund_requested'),
            'state', CASE WHEN count(*) FILTER (WHERE e.kind = 'refund_requested')
                               > count(*) FILTER (WHERE e.kind IN ('refund_completed', 'refund_failed')) THEN 'REQUESTED'
                          WHEN bool_or(e.kind = 'refund_failed') THEN 'FAILED' ELSE 'COMPLETED' END)
      FROM money_entries e WHERE e.order_id = ${orderExpr} AND e.kind LIKE 'refund\\_%'
     HAVING count(*) > 0)`;

/**
 * SQL: what is owed back on a cancelled, paid order `o` (paise; 0 otherwise): what the order still
 * keeps (money no refund was asked for, paid back by hand) plus refunds asked and not completed.
 */
export const REFUND_DUE = `CASE WHEN o.is_cancelled AND o.is_paid THEN o.settled_paise +
    (SELECT coalesce(sum(CASE e.kind WHEN 'refund_requested' THEN e.amount_paise ELSE -e.amount_paise END), 0)
       FROM money_entries e WHERE e.order_id = o.id AND e.kind IN ('refund_requested', 'refund_completed'))
  ELSE 0 END`;

/** Cash custody: a rider took `amountPaise` of an order's cash at the door (once per order). */
export async function recordCashCollected(
  tx: Queryable,
  collection: { orderId: string; riderId: string; amountPaise: number },
): Promise<void> {
  if (collection.amountPaise <= 0) return;
  await tx.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, rider_id, actor_id)
     SELECT 'cash_collected', o.id, o.user_id, 'CASH', $3, $2, $2 FROM orders o WHERE o.id = $1`,
    [collection.orderId, collection.riderId, collection.amountPaise],
  );
}

/** Cash custody: a rider handed `amountPaise` over to the store (a hand-over of nothing moves nothing). */
export async function recordHandedOver(
  tx: Queryable,
  handover: { id: string; riderId: string; amountPaise: number; adminId: string },
): Promise<void> {
  if (handover.amountPaise <= 0) return;
  await tx.query(
    `INSERT INTO money_entries (kind, user_id, method, amount_paise, rider_id, handover_id, actor_id)
     VALUES ('cash_handed_over', $2, 'CASH', $3, $2, $1, $4)`,
    [handover.id, handover.riderId, handover.amountPaise, handover.adminId],
  );
}

/** Cash custody: a hand-over recorded by mistake is voided, with its reason; the cash is the rider's again. */
export async function recordHandoverVoided(tx: Queryable, handoverId: string, adminId: string, reason: string) {
  await tx.query(
    `INSERT INTO money_entries (kind, user_id, method, amount_paise, rider_id, handover_id, actor_id, note)
     SELECT 'handover_voided', e.user_id, 'CASH', e.amount_paise, e.rider_id, e.handover_id, $2, $3
       FROM money_entries e WHERE e.handover_id = $1 AND e.kind = 'cash_handed_over'`,
    [handoverId, adminId, reason],
  );
}

/**
 * SQL: a rider's cash custody from the ledger, `rider` naming them and `day` a store day (a
 * condition `onDay(column)` builds): `collected` at the door on that day, and `handed` over for
 * that day (hand-overs of that store day, less those voided).
 */
export const riderCustody = (rider: string, collectedOnDay: string, handoverDay: string) =>
  `SELECT (SELECT coalesce(sum(e.amount_paise), 0) FROM money_entries e
            WHERE e.kind = 'cash_collected' AND e.rider_id = ${rider} AND ${collectedOnDay}) AS collected,
          (SELECT coalesce(sum(CASE e.kind WHEN 'cash_handed_over' THEN e.amount_paise ELSE -e.amount_paise END), 0)
             FROM money_entries e JOIN cash_handovers h ON h.id = e.handover_id
            WHERE e.kind IN ('cash_handed_over', 'handover_voided') AND e.rider_id = ${rider}
              AND h.store_day = ${handoverDay}) AS handed`;

/**
 * Gives `amountPaise` of the khata money put on an order back to the customer's khata credit
 * (`allocation_undone`): a line short at packing lowered the order's total by at least that much.
 */
export async function recordAllocationGivenBack(
  tx: Queryable,
  orderId: string,
  amountPaise: number,
  actorId: string,
): Promise<void> {
  if (amountPaise <= 0) return;
  await tx.query(
    `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, actor_id)
     SELECT 'allocation_undone', o.id, o.user_id, 'KHATA', $2, $3 FROM orders o WHERE o.id = $1`,
    [orderId, amountPaise, actorId],
  );
}
