import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PhonePeStatus } from '../payments/phonepe/gateway';
import { refundsThroughPhonePe, requestRefund } from './refunds';
import { settlePayment } from './settlePayment';

/**
 * Applies what PhonePe said (callback, webhook or status check) and tells listeners after commit;
 * money that arrived for an order the store already cancelled is sent back (v2).
 */
export async function applyPaymentStatus(
  app: FastifyInstance,
  transactionId: string,
  status: PhonePeStatus,
  log: FastifyBaseLogger,
): Promise<void> {
  const settled = await settlePayment(app.db, transactionId, status, log, { refunds: refundsThroughPhonePe(app) });
  if (settled?.orderChanged) app.orderEvents.changed(settled.orderId);
  if (settled?.refundOwed) await requestRefund(app, settled.orderId, log);
}
