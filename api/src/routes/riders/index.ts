import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OrdersAssign,
  OrdersAssigned,
  OrderTimeline,
  Rider,
  RiderCreate,
  RiderList,
} from '@kirana/shared/schemas';
import { orderNumber } from '@kirana/shared/domain';
import { assignOrders } from '../../delivery/assignment';
import { findRiderOrder, findRiderOrders } from '../../delivery/riderOrders';
import { addRider, findRider, listRiders, RIDER_NOT_FOUND, setRiderActive } from '../../delivery/riders';
import { found, notFound } from '../../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../../orders/access';
import { findOrderHead } from '../../orders/repository';
import { readTimeline } from '../../orders/timeline';
import { signedIn } from '../../plugins/auth';

/**
 * The admin's side of the delivery team (issue 14): the team itself, assigning orders to riders,
 * and an order's timeline. Every route is the admin's alone (checked in onRequest).
 */
const riderAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get('/api/riders', { ...admin, schema: { response: { 200: RiderList } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listRiders(app.db);
  });

  app.post(
    '/api/riders',
    { ...admin, schema: { body: RiderCreate, response: { 201: Rider } } },
    async (request, reply) => {
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      const id = await app.db.transaction((tx) =>
        addRider(tx, { phoneNumber: request.body.phoneNumber, name }, signedIn(request).id),
      );
      // A customer made a rider: their cached sessions here carry the old role (the others hear the trigger).
      app.sessionCache.forgetUser(id);
      return reply.status(201).send(found(await findRider(app.db, id), RIDER_NOT_FOUND));
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.put(
      `/api/riders/:id/${action}`,
      { ...admin, schema: { params: IdParams, response: { 200: Rider } } },
      async (request) => {
        const { id } = request.params;
        await app.db.transaction((tx) => setRiderActive(tx, id, active, signedIn(request).id));
        // This instance stops believing their sessions before the answer leaves; every other one
        // when the role change's NOTIFY reaches it (and drops their sockets).
        app.sessionCache.forgetUser(id);
        const rider = await findRider(app.db, id);
        if (!rider) throw notFound(RIDER_NOT_FOUND);
        return rider;
      },
    );
  }

  app.put(
    '/api/orders/assign',
    { ...admin, schema: { body: OrdersAssign, response: { 200: OrdersAssigned } } },
    async (request) => {
      const assignment = await app.db.transaction((tx) => assignOrders(tx, request.body, signedIn(request).id));
      // After commit: the customer and admins (orderUpdated) and the rider (riderOrderUpdated) hear each change.
      // A rider it was taken from hears it as they now read it: someone else's, nothing of the customer.
      const changed = new Set(assignment.changedIds);
      const orders = await findRiderOrders(app.db, assignment.orderIds, null);
      for (const order of orders.filter((one) => changed.has(one._id))) {
        app.orderEvents.changed(order._id);
        const previous = assignment.previousRiders.get(order._id);
        const asTheyRead = previous ? await findRiderOrder(app.db, order._id, previous) : null;
        if (previous && asTheyRead) app.realtime.publishRiderOrder(previous, asTheyRead);
      }
      return {
        rider: assignment.rider,
        orders: orders.map((order) => ({ _id: order._id, orderNumber: orderNumber(order._id) })),
      };
    },
  );

  app.get(
    '/api/orders/:id/timeline',
    { ...admin, schema: { params: IdParams, response: { 200: OrderTimeline } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findOrderHead(app.db, id))) throw notFound(ORDER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { orderId: id, events: await readTimeline(app.db, id) };
    },
  );
};

export default riderAdminRoutes;
