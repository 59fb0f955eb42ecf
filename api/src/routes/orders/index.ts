import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sentence, UNDO_ACCEPTED_SECONDS } from '@kirana/shared/domain';
import {
  IdParams,
  Order,
  OrderCancel,
  OrderCreate,
  OrderLineParams,
  OrderLineShort,
  PaymentDetails,
} from '@kirana/shared/schemas';
import { badRequest, notFound } from '../../lib/httpErrors';
import { ORDER_NOT_FOUND, readableOrder } from '../../orders/access';
import buyAgainRoutes from './buyAgain';
import myOrderRoutes from './mine';
import phonePeRoutes from './phonepe';
import phonePeWebhookRoutes from './phonepeWebhook';
import { checkRefund } from '../../orders/refunds';
import orderQueueRoutes from './queue';
import { placeCashOrder } from '../../orders/cashOrder';
import { applyCredit } from '../../khata/credit';
import { findOrderHead, markOrderDelivered, markOrderPaid, undoDelivered, undoPaid } from '../../orders/repository';
import { shortLine } from '../../orders/shortAtPacking';
import { changeStage } from '../../orders/stages';
import { adminUndo, adminUpdate, cancelOrderByStore, orderAsItIs } from '../../orders/storeActions';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { signedIn } from '../../plugins/auth';

/** Orders over HTTP: who may call, schemas and status codes; what each call does is in src/orders. */
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
      return settled.includes(delivered._id) ? orderAsItIs(app, delivered._id) : delivered;
    },
  );

  // Packing: Start packing (placed → packing), then Packed (→ packed, a rider may pick it up).
  for (const [path, change] of [
    ['packing', 'startPacking'],
    ['packed', 'packed'],
  ] as const) {
    app.put(
      `/api/orders/:id/${path}`,
      { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
      async (request) => {
        await changeStage(app, request.params.id, change, { role: 'admin', id: signedIn(request).id });
        return orderAsItIs(app, request.params.id);
      },
    );
  }

  // Short at packing: the shelf had fewer of a line (0: none); the difference is never charged.
  app.put(
    '/api/orders/:id/lines/:product',
    {
      onRequest: app.requireAdmin,
      schema: { params: OrderLineParams, body: OrderLineShort, response: { 200: Order } },
    },
    async (request) => {
      const { id, product } = request.params;
      await shortLine(app, id, product, request.body.qty, signedIn(request).id);
      return orderAsItIs(app, id);
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

  /** The store cancels an order it cannot deliver, saying why (the customer reads it); see cancelOrderByStore. */
  app.put(
    '/api/orders/:id/cancel',
    { onRequest: app.requireAdmin, schema: { params: IdParams, body: OrderCancel, response: { 200: Order } } },
    async (request) =>
      cancelOrderByStore(app, request.params.id, request.body.reason, signedIn(request).id, request.log),
  );

  /**
   * The store asks where a PhonePe refund stands (when its webhook is late), or sends again one PhonePe never
   * received.
   */
  app.post(
    '/api/orders/:id/refund-check',
    { onRequest: app.requireAdmin, schema: { params: IdParams, response: { 200: Order } } },
    async (request) => {
      const orderId = request.params.id;
      if (!(await findOrderHead(app.db, orderId))) throw notFound(ORDER_NOT_FOUND);
      await checkRefund(app, orderId, request.log);
      return orderAsItIs(app, orderId);
    },
  );

  await app.register(phonePeRoutes);
  await app.register(phonePeWebhookRoutes);
  await app.register(myOrderRoutes);
  await app.register(buyAgainRoutes);
  await app.register(orderQueueRoutes);
};

export default orderRoutes;
