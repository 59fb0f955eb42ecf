import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrderList, AdminOrdersQuery, OrdersSummary } from '@kirana/shared/schemas';
import { checkDayRange } from '../../lib/storeDays';
import { listAdminOrders } from '../../orders/queueRepository';
import { ordersSummary } from '../../orders/summaryRepository';

/**
 * The store's side of orders: `GET /api/orders/` (the spec writes the trailing slash; without it
 * answers the same), every customer's orders a page at a time, and the dashboard's summary.
 * Static paths win over `/api/orders/:id` in the router, so `summary` is never read as an id.
 */
const orderQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const url of ['/api/orders/', '/api/orders']) {
    app.get(
      url,
      { onRequest: app.requireAdmin, schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrderList } } },
      async (request) => {
        checkDayRange(request.query);
        return listAdminOrders(app.db, request.query, app.config.publicUrl);
      },
    );
  }

  app.get(
    '/api/orders/summary',
    { onRequest: app.requireAdmin, schema: { response: { 200: OrdersSummary } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ordersSummary(app.db, app.config.publicUrl);
    },
  );
};

export default orderQueueRoutes;
