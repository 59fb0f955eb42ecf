import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { KHATA_MESSAGES, UNDO_ACCEPTED_SECONDS, sentence } from '@kirana/shared/domain';
import { IdParams, Order, OrderCancel, OrderCreate, PaymentDetails } from '@kirana/shared/schemas';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/httpErrors';
import { ORDER_NOT_FOUND, readableOrder } from '../../orders/access';
import buyAgainRoutes from './buyAgain';
import myOrderRoutes from './mine';
import phonePeRoutes from './phonepe';
import phonePeWebhookRoutes from './phonepeWebhook';
import { checkRefund, refundsThroughPhonePe, requestRefund } from '../../orders/refunds';
import { recordRefundOwed } from '../../orders/refundsRepository';
import orderQueueRoutes from './queue';
import { placeCashOrder } from '../../orders/cashOrder';
import { applyCredit } from '../../khata/credit';
import {
  cancelByStore,
  findOrder,
  findOrderHead,
  markOrderDelivered,
  markOrderPaid,
  undoDelivered,
  undoPaid,
} from '../../orders/repository';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { signedIn } from '../../plugins/auth';

/**
 * An admin action on one order, idempotent: the change is made once (recording who and when),
 * repeating it returns the order as it is, and listeners hear about it only after commit.
 */
async function adminUpdate(
  app: FastifyInstance,
  orderId: string,
  action: 'paid' | 'delivered',
  change: (tx: Queryable) => Promise<boolean>,
) {
  const changed = await app.db.transaction(async (tx) => {
    const head = await findOrderHead(tx, orderId, { forUpdate: true });
    if (!head) throw notFound(ORDER_NOT_FOUND);
    if (head.isCancelled)
      throw conflict(
        action === 'paid'
          ? sentence('This order was cancelled, so it cannot be marked paid.')
          : sentence('This order was cancelled, so it cannot be marked delivered.'),
      );
    return change(tx);
  });
  const order = (await findOrder(app.db, orderId, app.config.publicUrl))!;
  if (changed) app.orderEvents.changed(orderId, order);
  return order;
}

/**
 * The swipe's Undo: takes back this admin's own mark of the last 30 s, and tells the customer's
 * page. Undoing what is not marked returns the order as it is (a repeated click); a mark that is
 * older, someone else's, or a payment PhonePe confirmed is a 409 and stays.
 */
async function adminUndo(
  app: FastifyInstance,
  orderId: string,
  mark: 'paid' | 'delivered',
  undo: (tx: Queryable) => Promise<boolean>,
) {
  const changed = await app.db.transaction(async (tx) => {
    const head = await findOrderHead(tx, orderId, { forUpdate: true });
    if (!head) throw notFound(ORDER_NOT_FOUND);
    if (head.isCancelled) throw conflict(sentence('This order was cancelled, so there is nothing to undo.'));
    if (!(mark === 'paid' ? head.isPaid : head.isDelivered)) return false;
    if (mark === 'paid' && head.paidWith === 'KHATA') throw conflict(sentence(KHATA_MESSAGES.settledUndo));
    if (!(await undo(tx))) {
      throw conflict(
        mark === 'paid'
          ? sentence(
              'It is too late to undo: this order stays paid. Only your own mark of the last {seconds} seconds can be undone, and never a PhonePe payment.',
              { seconds: UNDO_ACCEPTED_SECONDS },
            )
          : sentence(
              'It is too late to undo: this order stays delivered. Only your own mark of the last {seconds} seconds can be undone.',
              { seconds: UNDO_ACCEPTED_SECONDS },
            ),
      );
    }
    return true;
  });
  const order = (await findOrder(app.db, orderId, app.config.publicUrl))!;
  if (changed) app.orderEvents.changed(orderId, order);
  return order;
}

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/orders',
    {
      preHandler: app.requireUser,
      schema: { body: OrderCreate, headers: IdempotencyHeaders, response: { 200: Order, 201: Order } },
    },
    async (request, reply) => {
      if (request.body.paymentMethod !== 'COD')
        throw badRequest(sentence('To pay with PhonePe, place the order through /api/orders/phonepe-order.'));
      const user = signedIn(request);
      const placed = await placeCashOrder(
        app,
        { userId: user.id, body: request.body, idempotencyKey: idempotencyKeyOf(request.headers) },
        (orderId) => readableOrder(app, orderId, user),
        { forOwner: true },
      );
      return sendMadeOrReplayed(reply, placed.created, placed.order);
    },
  );

  app.get(
    '/api/orders/:id',
    { preHandler: app.requireUser, schema: { params: IdParams, response: { 200: Order } } },
    async (request) => readableOrder(app, request.params.id, signedIn(request)),
  );

  app.put(
    '/api/orders/:id/pay',
    {
      onRequest: app.requireAdmin,
      // The spec's pay call may come with or without details.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { params: IdParams, body: PaymentDetails, response: { 200: Order } },
    },
    async (request) => {
      const reference = request.body?.reference?.trim() || null;
      // Collected at the door: cash unless the admin says the customer paid the store's UPI.
      const paidWith = request.body?.method ?? 'CASH';
      return adminUpdate(app, request.params.id, 'paid', (tx) =>
        markOrderPaid(tx, request.params.id, { adminId: signedIn(request).id, reference, paidWith }),
      );
    },
  );

  app.put(
    '/api/orders/:id/deliver',
    { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
    async (request) => {
      const delivered = await adminUpdate(app, request.params.id, 'delivered', (tx) =>
        markOrderDelivered(tx, request.params.id, signedIn(request).id),
      );
      // Delivered without payment, it is owed: credit on the customer's khata settles it when it covers it.
      if (delivered.isPaid || delivered.paymentStatus !== 'UNPAID') return delivered;
      const settled = await applyCredit(app, delivered.user._id, signedIn(request).id);
      return settled.includes(delivered._id)
        ? (await findOrder(app.db, delivered._id, app.config.publicUrl))!
        : delivered;
    },
  );

  // Undo a swipe (within 30 s, the admin's own): not delivered · not paid again.
  app.delete(
    '/api/orders/:id/deliver',
    { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
    async (request) =>
      adminUndo(app, request.params.id, 'delivered', (tx) =>
        undoDelivered(tx, request.params.id, signedIn(request).id, UNDO_ACCEPTED_SECONDS),
      ),
  );
  app.delete(
    '/api/orders/:id/pay',
    { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
    async (request) =>
      adminUndo(app, request.params.id, 'paid', (tx) =>
        undoPaid(tx, request.params.id, signedIn(request).id, UNDO_ACCEPTED_SECONDS),
      ),
  );

  /**
   * The store cancels an order it cannot deliver: stock back, the customer's page turns Cancelled
   * live, a paid order shows the refund due; a v2 merchant's PhonePe payment is refunded in full
   * through PhonePe (one refund per order, recorded with the cancel and sent after it commits).
   * Repeating it returns the order as it is; a delivered order cannot be cancelled (409).
   */
  app.put(
    '/api/orders/:id/cancel',
    { onRequest: app.requireAdmin, schema: { params: IdParams, body: OrderCancel, response: { 200: Order } } },
    async (request) => {
      const orderId = request.params.id;
      const changed = await app.db.transaction(async (tx) => {
        const head = await findOrderHead(tx, orderId, { forUpdate: true });
        if (!head) throw notFound(ORDER_NOT_FOUND);
        if (head.isCancelled) return false;
        if (head.isDelivered) throw conflict(sentence('This order was delivered, so it cannot be cancelled.'));
        const cancelled = await cancelByStore(
          tx,
          orderId,
          request.body.reason.trim().replace(/\s+/g, ' '),
          signedIn(request).id,
        );
        if (cancelled && refundsThroughPhonePe(app)) await recordRefundOwed(tx, orderId);
        return cancelled;
      });
      if (changed) app.orderEvents.changed(orderId, (await findOrder(app.db, orderId, app.config.publicUrl))!);
      // A repeated click sends nothing new: the refund is claimed once (and again only if PhonePe never took it).
      await requestRefund(app, orderId, request.log);
      return (await findOrder(app.db, orderId, app.config.publicUrl))!;
    },
  );

  /** The store asks where a PhonePe refund stands (when its webhook is late), or sends again one PhonePe never received. */
  app.post(
    '/api/orders/:id/refund-check',
    { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
    async (request) => {
      const orderId = request.params.id;
      if (!(await findOrderHead(app.db, orderId))) throw notFound(ORDER_NOT_FOUND);
      await checkRefund(app, orderId, request.log);
      return (await findOrder(app.db, orderId, app.config.publicUrl))!;
    },
  );

  await app.register(phonePeRoutes);
  await app.register(phonePeWebhookRoutes);
  await app.register(myOrderRoutes);
  await app.register(buyAgainRoutes);
  await app.register(orderQueueRoutes);
};

export default orderRoutes;
