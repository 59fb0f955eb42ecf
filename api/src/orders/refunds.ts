import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { claimRefundsToSend, type RefundRecord, recordRefundState, refundsOf } from './refundsRepository';

/**
 * Whether refunds go back through the payment provider (`app.payments.refunds`); when the provider
 * cannot, the store keeps the "refund due" marking and pays back by hand.
 */
export const refundsThroughProvider = (app: FastifyInstance) => app.payments.refunds !== null;

/** Tells listeners an order's refund moved (after commit). */
function announce(app: FastifyInstance, record: RefundRecord | null) {
  if (record) app.orderEvents.changed(record.orderId);
}

/**
 * Sends the order's recorded refunds to the provider, each once: a repeated click or a racing second
 * cancel finds them claimed and does nothing. If the provider does not answer, a refund stays
 * requested and a later check sends it again under the same refund id, which the provider treats as
 * one refund.
 */
export async function requestRefund(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<void> {
  const refunds = app.payments.refunds;
  if (!refunds) return;
  for (const refund of await claimRefundsToSend(app.db, orderId)) {
    try {
      const status = await refunds.refund({
        refundId: refund.id,
        attemptId: refund.transactionId,
        amountPaise: refund.amountPaise,
      });
      announce(app, await recordRefundState(app.db, refund.id, status));
    } catch (error) {
      log.error(
        { err: error, orderId, refundId: refund.id },
        'Refund request to the payment provider failed; it stays requested and is sent again on the next check',
      );
    }
  }
}

/**
 * Asks the provider where each unfinished refund of the order stands (its refund status call), for
 * when a notice is late or lost; a refund the provider never received is sent again.
 */
export async function checkRefund(app: FastifyInstance, orderId: string, log: FastifyBaseLogger): Promise<void> {
  const refunds = app.payments.refunds;
  if (!refunds) return;
  let resend = false;
  for (const refund of await refundsOf(app.db, orderId)) {
    if (refund.state === 'COMPLETED' || refund.state === 'FAILED') continue;
    if (refund.state === 'REQUESTED' && !refund.sentAt) {
      resend = true;
      continue;
    }
    try {
      const status = await refunds.refundStatus(refund.id);
      announce(app, await recordRefundState(app.db, refund.id, status));
    } catch (error) {
      // Unknown to the provider (the request never arrived) or the provider is down: try sending it again.
      log.warn({ err: error, orderId, refundId: refund.id }, 'Refund status check with the payment provider failed');
      if (refund.state === 'REQUESTED') resend = true;
    }
  }
  if (resend) await requestRefund(app, orderId, log);
}
