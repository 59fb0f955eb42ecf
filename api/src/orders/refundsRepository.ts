import { ONLINE_PAYMENT_METHOD } from '@kirana/shared/domain';
import { type Database, one, type Queryable } from '../db/database';
import { recordRefundOutcome, recordRefundRequested } from '../money/ledger';
import type { GatewayRefundStatus } from '../payments/gateway';
import { recordOrderEvent } from './timeline';

export type RefundState = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentRefund {
  /** Our id for the refund, which the provider is given and names it by. */
  id: string;
  orderId: string;
  /** The completed attempt's id: the one the provider collected the money under. */
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

/**
 * A refund's id follows from its order and how many the order had before it: the
 * first is `R<order id>`, later ones (a short line, then a cancel) `R<order id>-2`, `-3`, …
 */
export const refundIdOf = (orderId: string, earlier = 0) =>
  earlier === 0 ? `R${orderId}` : `R${orderId}-${earlier + 1}`;

/**
 * Records `amountPaise` owed back to the customer of an order paid online, through the provider: its
 * `payment_refunds` row (sent after commit), its ledger entry (`refund_requested`: the order keeps
 * that much less) and its timeline entry, in the caller's transaction, which holds the order's
 * row lock. The money goes back to the completed attempt it came from. Answers the refund's id,
 * or null when no completed online payment is on the order.
 */
export async function recordRefund(
  tx: Queryable,
  orderId: string,
  amountPaise: number,
  actorId: string | null,
): Promise<string | null> {
  const attempt = await one<{ id: string; earlier: string }>(
    tx,
    `SELECT t.id, (SELECT count(*) FROM payment_refunds r WHERE r.order_id = t.order_id) AS earlier
       FROM payment_transactions t WHERE t.order_id = $1 AND t.state = 'COMPLETED' ORDER BY t.completed_at LIMIT 1`,
    [orderId],
  );
  if (!attempt || amountPaise <= 0) return null;
  const id = refundIdOf(orderId, Number(attempt.earlier));
  await tx.query('INSERT INTO payment_refunds (id, order_id, transaction_id, amount_paise) VALUES ($1, $2, $3, $4)', [
    id,
    orderId,
    attempt.id,
    amountPaise,
  ]);
  await recordRefundRequested(tx, { id, orderId, amountPaise });
  await recordOrderEvent(tx, { orderId, kind: 'refund_requested', actorId, detail: { amountPaise } });
  return id;
}

/**
 * Records that a cancelled order paid online is owed back everything it still keeps (what the
 * provider collected, less any refund already asked for a short line). Nothing when it keeps
 * nothing (its refund is already recorded) or has no completed online payment.
 */
export async function recordRefundOwed(db: Queryable, orderId: string): Promise<boolean> {
  const order = await one<{ keeps: number }>(
    db,
    `SELECT settled_paise AS keeps FROM orders
      WHERE id = $1 AND is_paid AND is_cancelled AND payment_method = $2 AND paid_with = $2 FOR UPDATE`,
    [orderId, ONLINE_PAYMENT_METHOD],
  );
  if (!order || order.keeps <= 0) return false;
  return (await recordRefund(db, orderId, order.keeps, null)) !== null;
}

/** The order's refunds, oldest first. */
export async function refundsOf(db: Queryable, orderId: string): Promise<PaymentRefund[]> {
  const rows = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM payment_refunds WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
  return rows.map(toRefund);
}

/**
 * Takes the right to send the order's refunds the provider has not accepted yet: only one caller gets
 * each (a double click, two cancels racing), and again only once its last attempt is long enough ago.
 */
export async function claimRefundsToSend(
  db: Queryable,
  orderId: string,
  retryAfterSeconds = 30,
): Promise<PaymentRefund[]> {
  const rows = await db.query<RefundRow>(
    `UPDATE payment_refunds SET sent_at = now(), updated_at = now()
      WHERE order_id = $1 AND state = 'REQUESTED' AND (sent_at IS NULL OR sent_at < now() - make_interval(secs => $2))
      RETURNING ${COLUMNS}`,
    [orderId, retryAfterSeconds],
  );
  return rows.map(toRefund);
}

/** What applying the provider's word about a refund did: changed the order's refund, or found an amount that is not the refund's. */
export type RefundRecord = { orderId: string; mismatch: false } | { orderId: string; mismatch: true };

/**
 * Applies what the provider said about a refund, moving only forward (requested → pending → completed
 * or failed); a final refund is left as it is, so repeated notices change nothing. A completed
 * or failed refund is written to the ledger with its timeline entry (a completed one is no longer owed) — but only for exactly the amount
 * the store asked to refund: any other amount leaves the refund due, is recorded on the timeline
 * for the store (`refund_mismatch`) and answered as a mismatch, so the caller can ask the provider's
 * refund status call. Answers null when nothing changed.
 */
export async function recordRefundState(
  db: Database,
  refundId: string,
  status: GatewayRefundStatus,
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
      [refundId, state, status.providerReference, status.code],
    );
    // The ledger says how it ended, for the amount it asked (what is owed back is derived from it).
    if (state !== 'PENDING') await recordRefundOutcome(tx, refundId, state === 'COMPLETED' ? 'completed' : 'failed');
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
