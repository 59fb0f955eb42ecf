import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { takeableByRiders, type RiderOrder as RiderOrderShape } from '@kirana/shared/domain';
import { HandoffCodeBody, IdParams, RiderOrder, RiderOrderList } from '@kirana/shared/schemas';
import { takeOrder } from '../../delivery/assignment';
import { collectCash } from '../../delivery/cash';
import { tryHandoffCode, wrongCodeError } from '../../delivery/handoff';
import { findRiderOrder, listRun, listUnassigned } from '../../delivery/riderOrders';
import { applyCredit } from '../../khata/credit';
import { notFound } from '../../lib/httpErrors';
import { IDEMPOTENCY_REFUSALS, IdempotencyHeaders, onceByKey } from '../../lib/idempotency';
import { ORDER_NOT_FOUND } from '../../orders/access';
import { findOrderHead } from '../../orders/repository';
import { changeStage } from '../../orders/stages';
import { signedIn } from '../../plugins/auth';

/**
 * The order as this rider may read it: theirs, or open and nobody's; anything else is a 404. The
 * customer's name and phone are in it only as far as this rider may know them (R63).
 */
async function riderReadable(app: FastifyInstance, orderId: string, riderId: string): Promise<RiderOrderShape> {
  const order = await findRiderOrder(app.db, orderId, riderId);
  if (!order || !(order.riderId === riderId || takeableByRiders(order))) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The rider's own routes (R61–R68), under /api/rider: their run, the orders nobody has taken,
 * taking one, delivering with the customer's code, and the cash they take at the door. Only an
 * active rider passes (`requireRider`, in onRequest); they read only orders that are theirs or
 * nobody's, and only what delivering needs: the customer's name and phone once the order is theirs,
 * the phone only until it is delivered (R63).
 */
const riderRunRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rider = { onRequest: app.requireRider };
  const noStore = { 'Cache-Control': 'private, no-store' };

  const run = { summary: 'My run', tags: ['Rider'], response: { 200: RiderOrderList } };
  app.get('/api/rider/run', { ...rider, schema: run }, async (request, reply) => {
    reply.headers(noStore);
    return listRun(app.db, signedIn(request).id);
  });

  app.get(
    '/api/rider/unassigned',
    { ...rider, schema: { summary: 'Orders nobody has taken', tags: ['Rider'], response: { 200: RiderOrderList } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return listUnassigned(app.db);
    },
  );

  app.get(
    '/api/rider/orders/:id',
    { ...rider, schema: { summary: 'One order', tags: ['Rider'], params: IdParams, response: { 200: RiderOrder } } },
    async (request, reply) => {
      reply.headers(noStore);
      return riderReadable(app, request.params.id, signedIn(request).id);
    },
  );

  // Take an order nobody has: two riders at once, exactly one gets it (the other a 409).
  app.put(
    '/api/rider/orders/:id/take',
    {
      ...rider,
      schema: { summary: 'Take an order', tags: ['Rider'], params: IdParams, response: { 200: RiderOrder } },
    },
    async (request) => {
      const { id } = request.params;
      const me = signedIn(request).id;
      if (await takeOrder(app.db, id, me)) app.orderEvents.changed(id);
      return riderReadable(app, id, me);
    },
  );

  // Picked up at the store: a packed order of theirs is out for delivery (the customer sees who is coming).
  app.put(
    '/api/rider/orders/:id/picked-up',
    {
      ...rider,
      schema: { summary: 'Picked up at the store', tags: ['Rider'], params: IdParams, response: { 200: RiderOrder } },
    },
    async (request) => {
      const { id } = request.params;
      const me = signedIn(request).id;
      await changeStage(app, id, 'pickUp', { role: 'rider', id: me });
      return riderReadable(app, id, me);
    },
  );

  // Delivered, with the code the customer reads out: 5 wrong tries flag the order and stop the tries.
  app.put(
    '/api/rider/orders/:id/deliver',
    {
      ...rider,
      schema: {
        summary: 'Delivered, with the customer’s code',
        tags: ['Rider'],
        params: IdParams,
        body: HandoffCodeBody,
        response: { 200: RiderOrder },
      },
    },
    async (request) => {
      const { id } = request.params;
      const me = signedIn(request).id;
      const outcome = await app.db.transaction((tx) => tryHandoffCode(tx, id, me, request.body.code));
      // A wrong try is committed (counted, on the timeline) before it is answered.
      if (outcome.kind === 'wrong') {
        if (outcome.flagged) app.orderEvents.changed(id);
        throw wrongCodeError(outcome);
      }
      if (outcome.changed) {
        app.orderEvents.changed(id);
        // Delivered without payment, it is owed: credit on the customer's khata settles it, as for the admin's mark.
        const head = await findOrderHead(app.db, id);
        if (head && !head.isPaid && head.paymentStatus === 'UNPAID') await applyCredit(app, head.userId, me);
      }
      return riderReadable(app, id, me);
    },
  );

  // The cash of a cash-on-delivery order, taken at the door: who and when, and the order is paid.
  app.put(
    '/api/rider/orders/:id/collect-cash',
    {
      ...rider,
      schema: {
        summary: 'Collect the cash at the door',
        description:
          'What is due on the order, recorded once: the same rider again changes nothing, and an `Idempotency-Key` ' +
          'already used answers the first answer again (R77).',
        tags: ['Rider'],
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: RiderOrder, ...IDEMPOTENCY_REFUSALS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const me = signedIn(request).id;
      return onceByKey(app.db, request, reply, me, async () => {
        if (await app.db.transaction((tx) => collectCash(tx, id, me))) app.orderEvents.changed(id);
        return riderReadable(app, id, me);
      });
    },
  );
};

export default riderRunRoutes;
