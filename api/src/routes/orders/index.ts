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
import { badRequest, notFound, refused } from '../../lib/httpErrors';
import { PLACE_ORDER_REFUSALS } from '../../orders/placeOrder';
import { ORDER_NOT_FOUND, readableOrder } from '../../orders/access';
import buyAgainRoutes from './buyAgain';
import myOrderRoutes from './mine';
import phonePeRoutes from './phonepe';
import phonePeWebhookRoutes from './phonepeWebhook';
import { checkRefund } from '../../orders/refunds';
import orderQueueRoutes from './queue';
import { placeCashOrder } from '../../orders/cashOrder';
import { applyCredit } from '../../khata/credit';
import { doorPayment, findOrderHead, markOrderPaid, undoDelivered, undoPaid } from '../../orders/repository';
import { shortLine } from '../../orders/shortAtPacking';
import { deliverAndInvoice } from '../../invoices/issue';
import { changeStage } from '../../orders/stages';
import { adminDeliverAndPay, adminUndo, adminUpdate, cancelOrderByStore, orderAsItIs } from '../../orders/storeActions';
import {
  IDEMPOTENCY_REFUSALS,
  IdempotencyHeaders,
  idempotencyKeyOf,
  onceByKey,
  sendMadeOrReplayed,
} from '../../lib/idempotency';
import { signedIn } from '../../plugins/auth';

/** Orders over HTTP: who may call, schemas and status codes; what each call does is in src/orders. */
const noSuchOrder = refused('No such order.');
const desk = ['Order desk'];

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/orders',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Place a cash-on-delivery order',
        description:
          '`orderItems` (each line’s product as `product` or `_id`, and `qty`; only those are read), `shippingAddress` ' +
          '(one of the caller’s saved addresses), `paymentMethod: "COD"` and an optional `expectedTotal`. 201 with the ' +
          'order and its `handoffCode`; with an `Idempotency-Key` already used for the same body, 200 with that order.',
        tags: ['Orders'],
        body: OrderCreate,
        headers: IdempotencyHeaders,
        response: {
          200: { ...Order, description: 'Already placed with this Idempotency-Key' },
          201: Order,
          ...PLACE_ORDER_REFUSALS,
        },
      },
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
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'One order',
        description:
          'The whole order, for its owner or the admin; anyone else (a rider included) gets a 404. The owner’s copy ' +
          'carries `handoffCode`, the admin’s `handoffFlagged` and `handoffWrongTries`.',
        tags: ['Orders'],
        params: IdParams,
        response: { 200: Order, 404: refused('No such order, or not the caller’s.') },
      },
    },
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
      schema: {
        summary: 'Mark an order paid',
        description:
          'Optional `{ reference, method }`: `CASH` (the default) or `UPI`, kept as `paidWith`, with who and when. ' +
          'Repeating it changes nothing; with an `Idempotency-Key` already used, the first answer again (R77).',
        tags: desk,
        params: IdParams,
        body: PaymentDetails,
        headers: IdempotencyHeaders,
        response: { 200: Order, 404: noSuchOrder, 409: refused('The order was cancelled.'), ...IDEMPOTENCY_REFUSALS },
      },
    },
    async (request, reply) => {
      const adminId = signedIn(request).id;
      const payment = doorPayment(adminId, request.body);
      return onceByKey(app.db, request, reply, adminId, () =>
        adminUpdate(app, request.params.id, 'paid', (tx) => markOrderPaid(tx, request.params.id, payment)),
      );
    },
  );

  app.put(
    '/api/orders/:id/deliver',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Mark an order delivered',
        description:
          '`deliveredWith: "ADMIN"`, with who and when; an unpaid order is owed, and khata credit settles it when it ' +
          'covers it. Repeating it changes nothing.',
        tags: desk,
        params: IdParams,
        response: { 200: Order, 404: noSuchOrder, 409: refused('The order was cancelled.') },
      },
    },
    async (request) => {
      const delivered = await adminUpdate(app, request.params.id, 'delivered', (tx) =>
        deliverAndInvoice(tx, request.params.id, signedIn(request).id),
      );
      // Delivered without payment, it is owed: credit on the customer's khata settles it when it covers it.
      if (delivered.isPaid || delivered.paymentStatus !== 'UNPAID') return delivered;
      const settled = await applyCredit(app, delivered.user._id, signedIn(request).id);
      return settled.includes(delivered._id) ? orderAsItIs(app, delivered._id) : delivered;
    },
  );

  // Paid & Delivered at the door: one request, one transaction, one broadcast (R46).
  app.put(
    '/api/orders/:id/deliver-and-pay',
    {
      onRequest: app.requireAdmin,
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Mark an order paid and delivered',
        description:
          'The slider’s “Paid & Delivered”: delivered (`deliveredWith: "ADMIN"`) and paid (optional `{ reference, ' +
          'method }`, `CASH` by default or `UPI`) in one transaction, so both marks land or neither does, with their two ' +
          'timeline entries and one `orderUpdated` after commit. What is already marked stays as it was; repeating it ' +
          'changes nothing; with an `Idempotency-Key` already used, the first answer again (R77).',
        tags: desk,
        params: IdParams,
        body: PaymentDetails,
        headers: IdempotencyHeaders,
        response: { 200: Order, 404: noSuchOrder, 409: refused('The order was cancelled.'), ...IDEMPOTENCY_REFUSALS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const adminId = signedIn(request).id;
      const payment = doorPayment(adminId, request.body);
      return onceByKey(app.db, request, reply, adminId, () =>
        adminDeliverAndPay(
          app,
          id,
          (tx) => deliverAndInvoice(tx, id, adminId),
          (tx) => markOrderPaid(tx, id, payment),
        ),
      );
    },
  );
  app.delete(
    '/api/orders/:id/deliver-and-pay',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Undo my paid and delivered marks',
        description:
          'The Undo of “Paid & Delivered”, within 30 s and the admin’s own marks only (R37): not paid and not ' +
          'delivered again, in one transaction (both or neither). What is not marked is left as it is.',
        tags: desk,
        params: IdParams,
        response: {
          200: Order,
          404: noSuchOrder,
          409: refused('Too late, someone else’s mark, paid online or from the khata, or the order was cancelled.'),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminId = signedIn(request).id;
      return adminUndo(app, id, [
        { mark: 'paid', undo: (tx) => undoPaid(tx, id, adminId, UNDO_ACCEPTED_SECONDS) },
        { mark: 'delivered', undo: (tx) => undoDelivered(tx, id, adminId, UNDO_ACCEPTED_SECONDS) },
      ]);
    },
  );

  // Packing: Start packing (placed → packing), then Packed (→ packed, a rider may pick it up).
  for (const [path, change] of [
    ['packing', 'startPacking'],
    ['packed', 'packed'],
  ] as const) {
    app.put(
      `/api/orders/:id/${path}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          summary: path === 'packing' ? 'Start packing an order' : 'Mark an order packed',
          description:
            (path === 'packing' ? 'Placed → packing' : 'Placed or packing → packed (a rider may pick it up)') +
            ', with the time and a timeline entry (R38a). Repeating it, or asking for a stage the order is past, ' +
            'answers the order as it is.',
          tags: desk,
          params: IdParams,
          response: { 200: Order, 404: noSuchOrder, 409: refused('The order was delivered or cancelled.') },
        },
      },
      async (request) => {
        const changed = await changeStage(app, request.params.id, change, { role: 'admin', id: signedIn(request).id });
        return changed ?? orderAsItIs(app, request.params.id);
      },
    );
  }

  // Short at packing: the shelf had fewer of a line (0: none); the difference is never charged.
  app.put(
    '/api/orders/:id/lines/:product',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Mark a line short at packing',
        description:
          'How many of the line the shelf had (0: not available), while the order is placed or being packed and ' +
          'nothing is paid on it (R38c). The totals fall by the difference, fees unchanged; the stock becomes 0.',
        tags: desk,
        params: OrderLineParams,
        body: OrderLineShort,
        headers: IdempotencyHeaders,
        response: {
          200: Order,
          404: refused('No such order, or it has no such item.'),
          409: refused(
            'The order is packed, out, delivered or cancelled, or its payment cannot give the difference back; or ' +
              'the item is already out.',
          ),
          ...IDEMPOTENCY_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { id, product } = request.params;
      const adminId = signedIn(request).id;
      return onceByKey(app.db, request, reply, adminId, async () => {
        await shortLine(app, id, product, request.body.qty, adminId, request.log);
        return orderAsItIs(app, id);
      });
    },
  );

  // Undo a swipe (within 30 s, the admin's own): not delivered · not paid again.
  app.delete(
    '/api/orders/:id/deliver',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Undo my delivered mark',
        description:
          'Within 30 s, the admin’s own mark only (R37). Undoing what is not marked answers the order as it is.',
        tags: desk,
        params: IdParams,
        response: {
          200: Order,
          404: noSuchOrder,
          409: refused('Too late, someone else’s mark, or the order was cancelled.'),
        },
      },
    },
    async (request) =>
      adminUndo(app, request.params.id, [
        {
          mark: 'delivered',
          undo: (tx) => undoDelivered(tx, request.params.id, signedIn(request).id, UNDO_ACCEPTED_SECONDS),
        },
      ]),
  );
  app.delete(
    '/api/orders/:id/pay',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Undo my paid mark',
        description:
          'Within 30 s, the admin’s own mark only, never an online or khata payment (R37). Undoing what is not marked ' +
          'answers the order as it is.',
        tags: desk,
        params: IdParams,
        response: {
          200: Order,
          404: noSuchOrder,
          409: refused('Too late, someone else’s mark, paid online or from the khata, or the order was cancelled.'),
        },
      },
    },
    async (request) =>
      adminUndo(app, request.params.id, [
        { mark: 'paid', undo: (tx) => undoPaid(tx, request.params.id, signedIn(request).id, UNDO_ACCEPTED_SECONDS) },
      ]),
  );

  /** The store cancels an order it cannot deliver, saying why (the customer reads it); see cancelOrderByStore. */
  app.put(
    '/api/orders/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Cancel an order',
        description:
          '`{ reason }` (3–200 characters), which the customer reads. Stock goes back; a paid order gets `refundDue` ' +
          'and, when the payment provider pays refunds back, a refund (`refund: { amount, state }`). Repeating it answers the order as it is; with ' +
          'an `Idempotency-Key` already used, the first answer again (R77).',
        tags: desk,
        params: IdParams,
        body: OrderCancel,
        headers: IdempotencyHeaders,
        response: { 200: Order, 404: noSuchOrder, 409: refused('The order was delivered.'), ...IDEMPOTENCY_REFUSALS },
      },
    },
    async (request, reply) =>
      onceByKey(app.db, request, reply, signedIn(request).id, () =>
        cancelOrderByStore(app, request.params.id, request.body.reason, signedIn(request).id, request.log),
      ),
  );

  /**
   * The store asks where a refund through the payment provider stands (when its notice is late), or sends
   * again one the provider never received.
   */
  app.post(
    '/api/orders/:id/refund-check',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Check a refund with the payment provider',
        description:
          'A refund through the payment provider: asks it where the refund stands (or sends it again if it never ' +
          'received it) and answers the order.',
        tags: desk,
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: Order, 404: noSuchOrder, ...IDEMPOTENCY_REFUSALS },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      return onceByKey(app.db, request, reply, signedIn(request).id, async () => {
        if (!(await findOrderHead(app.db, orderId))) throw notFound(ORDER_NOT_FOUND);
        await checkRefund(app, orderId, request.log);
        return orderAsItIs(app, orderId);
      });
    },
  );

  await app.register(phonePeRoutes);
  await app.register(phonePeWebhookRoutes);
  await app.register(myOrderRoutes);
  await app.register(buyAgainRoutes);
  await app.register(orderQueueRoutes);
};

export default orderRoutes;
