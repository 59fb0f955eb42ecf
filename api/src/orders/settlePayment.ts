import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { PhonePeStatus } from '../payments/phonepe/gateway';
import { closeTransaction, findPaymentTransaction, noteResponseCode } from './paymentsRepository';
import { recordRefundOwed } from './refundsRepository';
import { cancelOrder, findOrderHead, markOrderPaid } from './repository';

export interface Settlement {
  orderId: string;
  /** True when the order itself changed (paid, or cancelled after a failure). */
  orderChanged: boolean;
  /** Money arrived for an order the store had already cancelled, and a refund was recorded for it. */
  refundOwed?: boolean;
}

/**
 * Applies what PhonePe said about a payment attempt, once. Paid only when the amount PhonePe
 * collected equals the order's total; a failure cancels the unpaid order and returns its stock.
 * An attempt already settled is left alone, so repeated callbacks and status checks change nothing;
 * an answer naming another PhonePe order than the attempt's pay answer gave settles nothing either.
 * With `refunds` (v2 merchants), money collected for an order the store already cancelled is
 * recorded as a refund to request.
 */
export async function settlePayment(
  db: Database,
  transactionId: string,
  status: PhonePeStatus,
  log: FastifyBaseLogger,
  options: { refunds?: boolean } = {},
): Promise<Settlement | null> {
  if (status.outcome !== 'paid' && status.outcome !== 'failed') return null;
  return db.transaction(async (tx) => {
    const attempt = await findPaymentTransaction(tx, transactionId, { forUpdate: true });
    if (!attempt) return null;
    const unchanged = { orderId: attempt.orderId, orderChanged: false };
    if (attempt.state !== 'PENDING') return unchanged;
    const order = await findOrderHead(tx, attempt.orderId, { forUpdate: true });
    if (!order) return null;
    const logged = { transactionId, orderId: order.id, providerOrderId: attempt.providerOrderId };

    // PhonePe names its own order in every answer; one that is not the order its pay answer gave is
    // not about this attempt, whatever our id in it says.
    if (attempt.providerOrderId && status.providerOrderId && status.providerOrderId !== attempt.providerOrderId) {
      log.error(
        { ...logged, answeredProviderOrderId: status.providerOrderId, code: status.code },
        'PhonePe answered about another PhonePe order than the payment started; nothing settled',
      );
      await noteResponseCode(tx, transactionId, 'ORDER_ID_MISMATCH');
      return unchanged;
    }

    if (status.outcome === 'paid') {
      if (status.amountPaise !== attempt.amountPaise || attempt.amountPaise !== order.totalPaise) {
        log.error(
          { ...logged, collected: status.amountPaise, expected: order.totalPaise },
          'PhonePe reported a payment for the wrong amount; order not marked paid',
        );
        await noteResponseCode(tx, transactionId, 'AMOUNT_MISMATCH');
        return unchanged;
      }
      await closeTransaction(tx, transactionId, 'COMPLETED', status.providerReference, status.code);
      const orderChanged = await markOrderPaid(tx, order.id, {
        adminId: null,
        reference: status.providerReference,
        paidWith: 'PHONEPE',
      });
      const refundOwed =
        orderChanged && order.isCancelled && options.refunds === true && (await recordRefundOwed(tx, order.id));
      return { orderId: order.id, orderChanged, refundOwed };
    }
    await closeTransaction(tx, transactionId, 'FAILED', status.providerReference, status.code);
    const cancelled = await cancelOrder(tx, order.id, `PhonePe payment failed (${status.code})`, 'FAILED');
    log.info({ ...logged, code: status.code, cancelled }, 'PhonePe payment failed or expired');
    return { orderId: order.id, orderChanged: cancelled };
  });
}
