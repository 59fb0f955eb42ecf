import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyOrderList, MyOrdersQuery } from '@kirana/shared/schemas';
import { listCustomerOrders } from '../../orders/mineRepository';
import { signedIn } from '../../plugins/auth';

/** `GET /api/orders/mine`: the caller's own orders, newest first, a bounded page at a time. */
const myOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/orders/mine',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My orders',
        description: 'The caller’s orders, newest first (`pageSize` 1–50, default 10).',
        tags: ['Orders'],
        querystring: MyOrdersQuery,
        response: { 200: MyOrderList },
      },
    },
    async (request) => listCustomerOrders(app.db, signedIn(request).id, request.query, app.config.publicUrl),
  );
};

export default myOrderRoutes;
