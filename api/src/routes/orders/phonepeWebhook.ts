import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@kirana/shared/schemas';
import { WEBHOOK_PATH } from '../../payments/phonepe';
import { readWebhook, webhookAuthorized } from '../../payments/phonepe/v2Webhook';
import { applyPaymentStatus } from '../../orders/paymentStatus';
import { checkRefund } from '../../orders/refunds';
import { recordRefundState } from '../../orders/refundsRepository';

/**
 * PhonePe v2's webhooks (payments and refunds). Believed only with the Authorization header PhonePe
 * makes from the username and password set in its dashboard (401 otherwise); a body that is not a
 * webhook we can read is refused with 400. Neither changes anything, and a repeated webhook
 * changes nothing either: payments and refunds only ever move forward, once.
 */
const phonePeWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const phonePe = app.config.phonePe;
  if (phonePe.version !== 'v2') return;
  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        summary: 'PhonePe v2’s webhook (with its Authorization)',
        tags: ['Callbacks'],
        response: { 200: Type.Object({ success: Type.Boolean() }), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!webhookAuthorized(request.headers.authorization, phonePe)) {
        request.log.warn('PhonePe webhook refused: Authorization did not match the configured username and password');
        return reply.status(401).send({ message: 'The webhook authorization did not match.' });
      }
      const webhook = readWebhook(request.body);
      if (!webhook)
        return reply.status(400).send({
          message:
            'That is not a PhonePe webhook this store can read (event, payload.state and the merchant ids are needed).',
        });
      if (webhook.kind === 'order') {
        await applyPaymentStatus(app, webhook.status.merchantTransactionId, webhook.status, request.log);
      } else if (webhook.kind === 'refund') {
        const record = await recordRefundState(app.db, webhook.status.merchantRefundId, webhook.status);
        if (record) app.orderEvents.changed(record.orderId);
        // An amount that is not the refund asked for settles nothing: the refund stays due, the store sees it
        // on the order's history, and PhonePe's refund status call (which names the amount too) decides.
        if (record?.mismatch) {
          request.log.error(
            {
              orderId: record.orderId,
              refundId: webhook.status.merchantRefundId,
              amountPaise: webhook.status.amountPaise,
            },
            'PhonePe reported a refund for another amount; the refund stays due until its status call confirms it',
          );
          await checkRefund(app, record.orderId, request.log);
        }
      } else {
        request.log.info({ event: webhook.event }, 'PhonePe webhook for an event this store does not use');
      }
      return { success: true };
    },
  );
};

export default phonePeWebhookRoutes;
