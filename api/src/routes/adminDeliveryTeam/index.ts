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
import { found, notFound, refused } from '../../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../../orders/access';
import { findOrderHead } from '../../orders/repository';
import { readTimeline } from '../../orders/timeline';
import { signedIn } from '../../plugins/auth';

/**
 * The admin's side of the delivery team (R59, R60, R64): the team itself, assigning orders to riders,
 * and an order's timeline. Every route is the admin's alone (checked in onRequest).
 */
const adminDeliveryTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Delivery team'];

  const team = {
    summary: 'The delivery team',
    description: 'Active riders first: `_id, name, phoneNumber, isActive, addedAt, deactivatedAt, openOrders`.',
    tags,
    response: { 200: RiderList },
  };
  app.get('/api/riders', { ...admin, schema: team }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listRiders(app.db);
  });

  app.post(
    '/api/riders',
    {
      ...admin,
      schema: {
        summary: 'Add a rider',
        description: 'The user is made if the phone is new; a customer’s account becomes a rider’s.',
        tags,
        body: RiderCreate,
        response: { 201: Rider, 409: refused('The phone is an admin’s, or already on the team.') },
      },
    },
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
      {
        ...admin,
        schema: {
          summary: active ? 'Reactivate a rider' : 'Deactivate a rider',
          description: active
            ? 'Makes them a rider again. Repeating it changes nothing.'
            : 'Ends their sessions at once on every instance; their open orders stay assigned to them. Repeating it ' +
              'changes nothing.',
          tags,
          params: IdParams,
          response: {
            200: Rider,
            404: refused('Not on the team.'),
            ...(active ? { 409: refused('The phone is now an admin’s.') } : {}),
          },
        },
      },
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
    {
      ...admin,
      schema: {
        summary: 'Assign orders to a rider',
        description:
          '`{ riderId, orderIds }` (1–100) or `{ riderId, society }` (every open order of that society), to an active ' +
          'rider; reassigning is allowed. Answers `{ rider, orders }` in walking order; nothing is assigned if any ' +
          'order is refused.',
        tags: ['Order desk'],
        body: OrdersAssign,
        response: {
          200: OrdersAssigned,
          400: refused('Both orderIds and society, or neither, or the request is not valid.'),
          404: refused('No such rider, or no such order.'),
          409: refused('An order is delivered, cancelled or awaiting its online payment (the message names it).'),
        },
      },
    },
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
    {
      ...admin,
      schema: {
        summary: 'An order’s timeline',
        description:
          '`{ orderId, events }`, oldest first: `kind, at, actor, rider` and, by kind, `paidWith`, `deliveredWith`, ' +
          '`amountPaise`, `reason`, `triesLeft`, `handoverId`.',
        tags: ['Order desk'],
        params: IdParams,
        response: { 200: OrderTimeline, 404: refused('No such order.') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findOrderHead(app.db, id))) throw notFound(ORDER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { orderId: id, events: await readTimeline(app.db, id) };
    },
  );
};

export default adminDeliveryTeamRoutes;
