import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_PAYMENT_METHOD, PAYMENT_METHOD_LABELS } from '@kirana/shared/domain';
import type { Database } from '../db/database';
import type { GatewayPaymentStatus } from '../payments/gateway';
import { closeTransaction, findPaymentTransaction, noteResponseCode } from './paymentsRepository';
import { recordRefundOwed } from './refundsRepository';
import { cancelOrder, findOrderHead, markOrderPaid } from './repository';
import { issueInvoiceWhenDue } from '../invoices/issue';

export interface Settlement {
  orderId: string;
  /** True when the order itself changed (paid, or cancelled after a failure). */
  orderChanged: boolean;
  /** Money arrived for an order the store had already cancelled, and a refund was recorded for it. */
  refundOwed?: boolean;
}

/**
 * Applies what the payment provider said about a payment attempt, once. Paid only when the amount
 * the provider collected equals the order's total; a failure cancels the unpaid order and returns its
 * stock. An attempt already settled is left alone, so repeated notices and status checks change
 * nothing; an answer naming another of the provider's payments than the attempt's pay answer gave
 * settles nothing either. With `refunds` (refunds go through the provider), money collected for an
 * order the store already cancelled is recorded as a refund to request.
 */
export async function settlePayment(
  db: Database,
  transactionId: string,
  status: GatewayPaymentStatus,
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

    // The provider names its own payment in every answer; one that is not the payment its pay answer
    // gave is not about this attempt, whatever our id in it says.
    if (attempt.providerOrderId && status.providerOrderId && status.providerOrderId !== attempt.providerOrderId) {
      log.error(
        { ...logged, answeredProviderOrderId: status.providerOrderId, code: status.code },
        'The payment provider answered about another of its payments than the one started; nothing settled',
      );
      await noteResponseCode(tx, transactionId, 'ORDER_ID_MISMATCH');
      return unchanged;
    }

    if (status.outcome === 'paid') {
      if (status.amountPaise !== attempt.amountPaise || attempt.amountPaise !== order.totalPaise) {
        log.error(
          { ...logged, collected: status.amountPaise, expected: order.totalPaise },
          'The payment provider reported a payment for the wrong amount; order not marked paid',
        );
        await noteResponseCode(tx, transactionId, 'AMOUNT_MISMATCH');
        return unchanged;
      }
      await closeTransaction(tx, transactionId, 'COMPLETED', status.providerReference, status.code);
      const orderChanged = await markOrderPaid(tx, order.id, {
        adminId: null,
        reference: status.providerReference,
        paidWith: ONLINE_PAYMENT_METHOD,
      });
      // A payment that comes after the order was packed or delivered makes its invoice due now.
      if (orderChanged) await issueInvoiceWhenDue(tx, order.id);
      const refundOwed =
        orderChanged && order.isCancelled && options.refunds === true && (await recordRefundOwed(tx, order.id));
      return { orderId: order.id, orderChanged, refundOwed };
    }
    await closeTransaction(tx, transactionId, 'FAILED', status.providerReference, status.code);
    const reason = `${PAYMENT_METHOD_LABELS[ONLINE_PAYMENT_METHOD]} payment failed (${status.code})`;
    const cancelled = await cancelOrder(tx, order.id, reason, 'FAILED');
    log.info({ ...logged, code: status.code, cancelled }, 'Online payment failed or expired');
    return { orderId: order.id, orderChanged: cancelled };
  });
}
