import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GatewayPaymentStatus } from '../payments/gateway';
import { refundsThroughProvider, requestRefund } from './refunds';
import { settlePayment } from './settlePayment';

/**
 * Applies what the payment provider said (a notice or a status check) and tells listeners after
 * commit; money that arrived for an order the store already cancelled is sent back (when refunds go
 * through the provider).
 */
export async function applyPaymentStatus(
  app: FastifyInstance,
  transactionId: string,
  status: GatewayPaymentStatus,
  log: FastifyBaseLogger,
): Promise<void> {
  const settled = await settlePayment(app.db, transactionId, status, log, { refunds: refundsThroughProvider(app) });
  if (settled?.orderChanged) app.orderEvents.changed(settled.orderId);
  if (settled?.refundOwed) await requestRefund(app, settled.orderId, log);
}
