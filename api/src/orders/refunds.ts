import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { claimRefundToSend, findRefundOf, type RefundRecord, recordRefundState } from './refundsRepository';

/** Refunds go through PhonePe for v2 merchants; a v1 store keeps the "refund due" marking and pays back by hand. */
export const refundsThroughPhonePe = (app: FastifyInstance) => app.phonePe.version === 'v2';

/** Tells listeners an order's refund moved (after commit). */
function announce(app: FastifyInstance, record: RefundRecord | null) {
  if (record) app.orderEvents.changed(record.orderId);
}

/**
 * Sends the order's recorded refund to PhonePe, once: a repeated click or a racing second cancel
 * finds it claimed and does nothing. If PhonePe does not answer, the refund stays requested and a
 * later check sends it again under the same merchantRefundId, which PhonePe treats as one refund.
 */
export async function requestRefund(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<void> {
  const phonePe = app.phonePe;
  if (phonePe.version !== 'v2') return;
  const refund = await claimRefundToSend(app.db, orderId);
  if (!refund) return;
  try {
    const status = await phonePe.refund({
      merchantRefundId: refund.id,
      merchantOrderId: refund.transactionId,
      amountPaise: refund.amountPaise,
    });
    announce(app, await recordRefundState(app.db, refund.id, status));
  } catch (error) {
    log.error(
      { err: error, orderId, refundId: refund.id },
      'PhonePe refund request failed; it stays requested and is sent again on the next check',
    );
  }
}

/**
 * Asks PhonePe where an unfinished refund stands (its refund status call), for when a webhook
 * is late or lost; a refund PhonePe never received is sent again.
 */
export async function checkRefund(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<void> {
  const phonePe = app.phonePe;
  if (phonePe.version !== 'v2') return;
  const refund = await findRefundOf(app.db, orderId);
  if (!refund || refund.state === 'COMPLETED' || refund.state === 'FAILED') return;
  if (refund.state === 'REQUESTED' && !refund.sentAt) return requestRefund(app, orderId, log);
  try {
    const status = await phonePe.refundStatus(refund.id);
    announce(app, await recordRefundState(app.db, refund.id, status));
  } catch (error) {
    // Unknown to PhonePe (the request never arrived) or PhonePe is down: try sending it again.
    log.warn({ err: error, orderId, refundId: refund.id }, 'PhonePe refund status check failed');
    if (refund.state === 'REQUESTED') await requestRefund(app, orderId, log);
  }
}
