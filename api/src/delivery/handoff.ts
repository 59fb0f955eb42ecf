import { timingSafeEqual } from 'node:crypto';
import { HANDOFF_MAX_TRIES, sentence } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { conflict, HttpError, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../orders/access';
import { recordOrderEvent } from '../orders/timeline';
import { deliverAndInvoice } from '../invoices/issue';

/** What a rider's try with a code did. */
export type HandoffOutcome =
  | { kind: 'delivered'; changed: boolean }
  /** Wrong: committed as a try; `flagged` when it was the last one. */
  | { kind: 'wrong'; triesLeft: number; flagged: boolean };

interface LockedHandoff {
  rider_id: string | null;
  is_delivered: boolean;
  is_cancelled: boolean;
  handoff_code: string | null;
  handoff_wrong_tries: number;
  handoff_flagged_at: Date | null;
}

const sameCode = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

export const HANDOFF_FLAGGED = sentence(
  'Too many wrong codes: this order is flagged for the store. Ask the store to confirm the delivery.',
);

/**
 * A rider confirms delivery with the code the customer reads out, inside the caller's
 * transaction. Only the order's own rider may try (anyone else: 404, as if it did not exist). The
 * right code marks it delivered (`delivered_with = CODE`, timeline entry); a wrong one counts a try
 * and is recorded, and the fifth wrong one flags the order for the admin, after which every try is
 * refused. The caller commits a wrong try and then answers it (`wrongCodeError`).
 */
export async function tryHandoffCode(
  tx: Queryable,
  orderId: string,
  riderId: string,
  code: string,
): Promise<HandoffOutcome> {
  const order = await one<LockedHandoff>(
    tx,
    `SELECT rider_id, is_delivered, is_cancelled, handoff_code, handoff_wrong_tries, handoff_flagged_at
       FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!order || order.rider_id !== riderId) throw notFound(ORDER_NOT_FOUND);
  if (order.is_cancelled) throw conflict(sentence('This order was cancelled, so it cannot be marked delivered.'));
  if (order.is_delivered) return { kind: 'delivered', changed: false };
  if (order.handoff_flagged_at) throw new HttpError(423, HANDOFF_FLAGGED);
  if (!order.handoff_code)
    throw conflict(sentence('This order has no handoff code. Ask the store to mark it delivered.'));

  if (sameCode(code, order.handoff_code)) {
    return { kind: 'delivered', changed: await deliverAndInvoice(tx, orderId, riderId, 'CODE') };
  }
  const tries = order.handoff_wrong_tries + 1;
  const flagged = tries >= HANDOFF_MAX_TRIES;
  await tx.query(
    `UPDATE orders SET handoff_wrong_tries = $2, handoff_flagged_at = CASE WHEN $3 THEN now() END, updated_at = now()
      WHERE id = $1`,
    [orderId, tries, flagged],
  );
  const triesLeft = Math.max(0, HANDOFF_MAX_TRIES - tries);
  await recordOrderEvent(tx, {
    orderId,
    kind: flagged ? 'handoff_flagged' : 'handoff_refused',
    actorId: riderId,
    riderId,
    detail: { triesLeft },
  });
  return { kind: 'wrong', triesLeft, flagged };
}

/** The answer to a wrong code: tries left, or flagged (no more tries). */
export function wrongCodeError(outcome: { triesLeft: number; flagged: boolean }): HttpError {
  if (outcome.flagged) return new HttpError(423, HANDOFF_FLAGGED, { triesLeft: 0, flagged: true });
  return new HttpError(
    400,
    sentence('That code is not right. Ask the customer again. Tries left: {triesLeft}.', {
      triesLeft: outcome.triesLeft,
    }),
    { triesLeft: outcome.triesLeft, flagged: false },
  );
}
