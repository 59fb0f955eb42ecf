import { type Database, one, type Queryable } from '../db/database';
import { orderEvent, recordOrderEvent } from './timeline';
import type { RefundStatus } from '../payments/phonepe/v2Client';

export type RefundState = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentRefund {
  /** merchantRefundId */
  id: string;
  orderId: string;
  /** The completed attempt's id: the merchantOrderId PhonePe collected the money under. */
  transactionId: string;
  amountPaise: number;
  state: RefundState;
  sentAt: Date | null;
}

interface RefundRow {
  id: string;
  order_id: string;
  transaction_id: string;
  amount_paise: number;
  state: RefundState;
  sent_at: Date | null;
}

const toRefund = (row: RefundRow): PaymentRefund => ({
  id: row.id,
  orderId: row.order_id,
  transactionId: row.transaction_id,
  amountPaise: row.amount_paise,
  state: row.state,
  sentAt: row.sent_at ? new Date(row.sent_at) : null,
});

const COLUMNS = 'id, order_id, transaction_id, amount_paise, state, sent_at';

/** One refund per order, so its merchantRefundId follows from the order. */
export const refundIdOf = (orderId: string) => `R${orderId}`;

/**
 * Records that a cancelled, paid order is owed back exactly what its completed PhonePe attempt
 * collected. Nothing when there is no such attempt or a refund is already recorded (one per order).
 */
export async function recordRefundOwed(db: Queryable, orderId: string): Promise<boolean> {
  const rows = await db.query(
    `WITH changed AS (
       INSERT INTO payment_refunds (id, order_id, transaction_id, amount_paise)
       SELECT $2, t.order_id, t.id, t.amount_paise
         FROM payment_transactions t JOIN orders o ON o.id = t.order_id
        WHERE t.order_id = $1 AND t.state = 'COMPLETED' AND o.is_paid AND o.is_cancelled AND o.payment_method = 'PHONEPE'
        ORDER BY t.completed_at LIMIT 1
       ON CONFLICT (order_id) DO NOTHING RETURNING order_id AS id, amount_paise
     ), event AS (${orderEvent('refund_requested', "jsonb_build_object('amountPaise', amount_paise)", 'NULL')})
     SELECT id FROM changed`,
    [orderId, refundIdOf(orderId)],
  );
  return rows.length > 0;
}

export async function findRefundOf(db: Queryable, orderId: string): Promise<PaymentRefund | null> {
  const row = await one<RefundRow>(db, `SELECT ${COLUMNS} FROM payment_refunds WHERE order_id = $1`, [orderId]);
  return row ? toRefund(row) : null;
}

/**
 * Takes the right to send a refund PhonePe has not accepted yet: only one caller gets it (a
 * double click, two cancels racing), and again only once the last attempt is long enough ago.
 */
export async function claimRefundToSend(
  db: Queryable,
  orderId: string,
  retryAfterSeconds = 30,
): Promise<PaymentRefund | null> {
  const row = await one<RefundRow>(
    db,
    `UPDATE payment_refunds SET sent_at = now(), updated_at = now()
      WHERE order_id = $1 AND state = 'REQUESTED' AND (sent_at IS NULL OR sent_at < now() - make_interval(secs => $2))
      RETURNING ${COLUMNS}`,
    [orderId, retryAfterSeconds],
  );
  return row ? toRefund(row) : null;
}

/** What applying PhonePe's word about a refund did: changed the order's refund, or found an amount that is not the refund's. */
export type RefundRecord = { orderId: string; mismatch: false } | { orderId: string; mismatch: true };

/**
 * Applies what PhonePe said about a refund, moving only forward (requested → pending → completed
 * or failed); a final refund is left as it is, so repeated webhooks change nothing. A completed
 * refund clears what the order owes, with its timeline entry — but only for exactly the amount
 * the store asked to refund: any other amount leaves the refund due, is recorded on the timeline
 * for the store (`refund_mismatch`) and answered as a mismatch, so the caller can ask PhonePe's
 * refund status call. Answers null when nothing changed.
 */
export async function recordRefundState(
  db: Database,
  refundId: string,
  status: RefundStatus,
): Promise<RefundRecord | null> {
  const state: RefundState | null =
    status.outcome === 'completed'
      ? 'COMPLETED'
      : status.outcome === 'failed'
        ? 'FAILED'
        : status.outcome === 'pending'
          ? 'PENDING'
          : null;
  if (!state) return null;
  const from: RefundState[] = state === 'PENDING' ? ['REQUESTED'] : ['REQUESTED', 'PENDING'];
  return db.transaction(async (tx) => {
    const refund = await one<{ order_id: string; amount_paise: number; state: RefundState }>(
      tx,
      'SELECT order_id, amount_paise, state FROM payment_refunds WHERE id = $1 FOR UPDATE',
      [refundId],
    );
    if (!refund || !from.includes(refund.state)) return null;
    const orderId = refund.order_id;
    if (state === 'COMPLETED' && status.amountPaise !== refund.amount_paise) {
      await tx.query('UPDATE payment_refunds SET response_code = $2, updated_at = now() WHERE id = $1', [
        refundId,
        'AMOUNT_MISMATCH',
      ]);
      await recordOrderEvent(tx, {
        orderId,
        kind: 'refund_mismatch',
        actorId: null,
        detail: { amountPaise: status.amountPaise ?? 0 },
      });
      return { orderId, mismatch: true };
    }
    await tx.query(
      `UPDATE payment_refunds
          SET state = $2, provider_reference = coalesce($3, provider_reference), response_code = $4, updated_at = now(),
              completed_at = CASE WHEN $2 IN ('COMPLETED', 'FAILED') THEN now() END
        WHERE id = $1`,
      [refundId, state, status.providerReference, status.state],
    );
    if (state === 'COMPLETED')
      await tx.query('UPDATE orders SET refund_due_paise = NULL, updated_at = now() WHERE id = $1', [orderId]);
    if (state !== 'PENDING')
      await recordOrderEvent(tx, {
        orderId,
        kind: state === 'COMPLETED' ? 'refunded' : 'refund_failed',
        actorId: null,
        detail: { amountPaise: refund.amount_paise },
      });
    return { orderId, mismatch: false };
  });
}
