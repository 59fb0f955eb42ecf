import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@kirana/shared/schemas';
import { applyPaymentStatus } from '../../orders/paymentStatus';
import { checkRefund } from '../../orders/refunds';
import { recordRefundState } from '../../orders/refundsRepository';

/**
 * PhonePe v2's webhooks (payments and refunds), at the gateway's `noticePath`
 * (/api/payments/phonepe-webhook, set in PhonePe's dashboard). Believed only with the Authorization
 * header PhonePe makes from the username and password set in its dashboard (401 otherwise); a body
 * that is not a webhook we can read is refused with 400. Neither changes anything, and a repeated
 * webhook changes nothing either: payments and refunds only ever move forward, once. The gateway
 * (`app.payments.readNotice`) checks and reads it.
 */
const phonePeWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.phonePe.version !== 'v2') return;
  app.post(
    app.payments.noticePath,
    {
      schema: {
        summary: 'PhonePe v2’s webhook (with its Authorization)',
        tags: ['Callbacks'],
        response: { 200: Type.Object({ success: Type.Boolean() }), 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const webhook = app.payments.readNotice({ headers: request.headers, body: request.body });
      if (webhook.kind === 'refused') {
        request.log.warn('PhonePe webhook refused: Authorization did not match the configured username and password');
        return reply.status(401).send({ message: 'The webhook authorization did not match.' });
      }
      if (webhook.kind === 'unreadable')
        return reply.status(400).send({
          message:
            'That is not a PhonePe webhook this store can read (event, payload.state and the merchant ids are needed).',
        });
      if (webhook.kind === 'payment') {
        await applyPaymentStatus(app, webhook.status.attemptId, webhook.status, request.log);
      } else if (webhook.kind === 'refund') {
        const record = await recordRefundState(app.db, webhook.status.refundId, webhook.status);
        if (record) app.orderEvents.changed(record.orderId);
        // An amount that is not the refund asked for settles nothing: the refund stays due, the store sees it
        // on the order's history, and PhonePe's refund status call (which names the amount too) decides.
        if (record?.mismatch) {
          request.log.error(
            {
              orderId: record.orderId,
              refundId: webhook.status.refundId,
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
