import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ErrorResponse,
  OrderCreate,
  PaymentVerification,
  PhonePeOrderResponse,
  VerifyPaymentQuery,
} from '@kirana/shared/schemas';
import { ONLINE_PAYMENT_TIMEOUT_MS, type PaymentVerification as Verification, sentence } from '@kirana/shared/domain';
import type { SessionUser } from '../../auth/sessions';
import { newObjectId } from '../../db/ids';
import { badRequest, conflict, found, notFound, refusal } from '../../lib/httpErrors';
import { readableOrder } from '../../orders/access';
import {
  closeTransaction,
  findPaymentTransaction,
  insertPaymentTransaction,
  latestTransactionOf,
  savePayAnswer,
} from '../../orders/paymentsRepository';
import { placeOrder } from '../../orders/placeOrder';
import { applyPaymentStatus } from '../../orders/paymentStatus';
import { cancelOrder } from '../../orders/repository';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { signedIn } from '../../plugins/auth';

const PHONEPE_DOWN = sentence(
  'PhonePe is not answering right now. Your order was not placed and nothing was charged. Please try again, or choose Cash on Delivery.',
);

/** Undoes an order whose pay request PhonePe refused: stock back, attempt closed, key free for a retry. */
async function abandonAttempt(app: FastifyInstance, orderId: string, transactionId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await closeTransaction(tx, transactionId, 'FAILED', null, 'PAY_REQUEST_FAILED');
    await cancelOrder(tx, orderId, 'PhonePe did not accept the pay request', 'FAILED');
  });
}

/** PhonePe keeps the payment open as long as the order holds its stock waiting for it. */
const EXPIRE_AFTER_SECONDS = ONLINE_PAYMENT_TIMEOUT_MS / 1000;
const PAYMENT_NOT_FOUND = sentence('We could not find that payment.');

/** Where the caller's own payment stands (an admin asking about someone else's order gets a 404 too). */
async function verification(
  app: FastifyInstance,
  orderId: string,
  user: SessionUser,
  transactionId: string,
): Promise<Verification> {
  const order = await readableOrder(app, orderId, user, { ownerOnly: true });
  const attempt = await findPaymentTransaction(app.db, transactionId);
  if (!attempt || attempt.orderId !== order._id) throw notFound(PAYMENT_NOT_FOUND);
  return { status: order.isPaid ? 'paid' : attempt.state === 'FAILED' ? 'failed' : 'pending', order };
}

/**
 * PhonePe checkout, through the store's payment gateway (`app.payments`): the order with a pay page,
 * the customer's return check, and (v1) PhonePe's signed callback; v2 webhooks are in phonepeWebhook.ts.
 */
const phonePeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notifyUrl = app.config.publicUrl + app.payments.noticePath;

  app.post(
    '/api/orders/phonepe-order',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Place an order paid with PhonePe',
        tags: ['Orders'],
        body: OrderCreate,
        headers: IdempotencyHeaders,
        response: { 200: PhonePeOrderResponse, 201: PhonePeOrderResponse, 502: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.body.paymentMethod !== 'PHONEPE')
        throw badRequest(sentence('paymentMethod must be PHONEPE here; cash on delivery orders go to /api/orders.'));
      const user = signedIn(request);
      const transactionId = newObjectId();
      const placed = await placeOrder(
        app.db,
        { userId: user.id, body: request.body, idempotencyKey: idempotencyKeyOf(request.headers) },
        'PHONEPE',
        (tx, { orderId, totals }) =>
          insertPaymentTransaction(tx, { id: transactionId, orderId, amountPaise: totals.totalPaise }),
      );

      if (!placed.created) {
        const attempt = await latestTransactionOf(app.db, placed.orderId);
        if (!attempt?.redirectUrl)
          throw conflict(
            sentence('This order is still being set up with PhonePe. Please wait a moment and try again.'),
          );
        return sendMadeOrReplayed(reply, false, {
          order: await readableOrder(app, placed.orderId, user),
          redirectUrl: attempt.redirectUrl,
        });
      }

      const attempt = found(await findPaymentTransaction(app.db, transactionId), PAYMENT_NOT_FOUND);
      try {
        const { redirectUrl, providerOrderId } = await app.payments.pay({
          attemptId: transactionId,
          customerId: user.id,
          amountPaise: attempt.amountPaise,
          returnUrl: `${app.config.storefrontUrl}/orderstatus?transactionId=${transactionId}&orderId=${placed.orderId}`,
          notifyUrl,
          expireAfterSeconds: EXPIRE_AFTER_SECONDS,
          mobileNumber: user.phoneNumber,
        });
        await savePayAnswer(app.db, transactionId, { redirectUrl, providerOrderId });
        request.log.info({ orderId: placed.orderId, transactionId, providerOrderId }, 'PhonePe checkout started');
        // Announced as read now (pending): PhonePe's callback may commit "paid" before a later read,
        // and the placed order must still be heard before its payment.
        const order = await readableOrder(app, placed.orderId, user);
        app.orderEvents.changed(placed.orderId, order);
        return reply.status(201).send({ order, redirectUrl });
      } catch (error) {
        request.log.error({ err: error, orderId: placed.orderId }, 'PhonePe pay request failed');
        await abandonAttempt(app, placed.orderId, transactionId);
        // Committed, so admins whose list caught the order in that moment see it cancelled.
        app.orderEvents.changed(placed.orderId);
        return reply.status(502).send(refusal(PHONEPE_DOWN));
      }
    },
  );

  /**
   * The customer is back from PhonePe. The spec's path has a double slash; Fastify keeps it as
   * written, so both spellings are served.
   */
  for (const path of ['/api/orders//verify-payment', '/api/orders/verify-payment']) {
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: 'Where my PhonePe payment stands',
          tags: ['Orders'],
          querystring: VerifyPaymentQuery,
          response: { 200: PaymentVerification },
        },
      },
      async (request) => {
        const { orderId, transactionId } = request.query;
        const known = await verification(app, orderId, signedIn(request), transactionId);
        if (known.status !== 'pending') return known;
        // Not final yet: ask PhonePe (its status check is the source of truth when no callback came).
        try {
          const status = await app.payments.status(transactionId);
          await applyPaymentStatus(app, transactionId, status, request.log);
        } catch (error) {
          request.log.warn({ err: error, transactionId }, 'PhonePe status check failed; the payment stays pending');
        }
        return verification(app, orderId, signedIn(request), transactionId);
      },
    );
  }

  /**
   * PhonePe v1's server-to-server callback at its `noticePath` (/api/orders/phonepe-callback): believed
   * only with a valid X-VERIFY.
   */
  if (app.config.phonePe.version !== 'v1') return;
  app.post(
    app.payments.noticePath,
    {
      schema: {
        summary: 'PhonePe v1’s payment callback (with X-VERIFY)',
        tags: ['Callbacks'],
        body: Type.Object({ response: Type.String({ minLength: 1, maxLength: 20_000 }) }),
        response: { 200: Type.Object({ success: Type.Boolean() }), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const notice = app.payments.readNotice({ headers: request.headers, body: request.body });
      if (notice.kind === 'refused' || notice.kind === 'unreadable') {
        request.log.warn('PhonePe callback refused: X-VERIFY did not match');
        return reply.status(400).send({ message: 'The callback checksum did not match.' });
      }
      if (notice.kind === 'payment') await applyPaymentStatus(app, notice.status.attemptId, notice.status, request.log);
      return { success: true };
    },
  );
};

export default phonePeRoutes;
