import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrderList, AdminOrdersQuery, OrdersSummary } from '@kirana/shared/schemas';
import { refused } from '../../lib/httpErrors';
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
      {
        onRequest: app.requireAdmin,
        schema: {
          summary: url.endsWith('/')
            ? 'Every customer’s orders'
            : 'Every customer’s orders (without the trailing slash)',
          description:
            'Whole orders, newest first (`sort=oldest`; or `sort=stage`: placed, packing, packed, out for delivery, ' +
            'then delivered, oldest first in each, as the board shows them); `page`, `pageSize` 1–100 (default 20). ' +
            'Filters combine: `isDelivered`, `isPaid`, `from`/`to` (store days placed), `society`, `paymentMethod`, ' +
            '`user`, `search` (part of the order number, the phone or the name), `rider` (an id, or `none`). Cancelled ' +
            'orders only with `includeCancelled=true`.',
          tags: ['Order desk'],
          querystring: AdminOrdersQuery,
          response: { 200: AdminOrderList, 400: refused('A day range that is not valid, or a query that is not.') },
        },
      },
      async (request) => {
        checkDayRange(request.query);
        return listAdminOrders(app.db, request.query, app.config.publicUrl);
      },
    );
  }

  app.get(
    '/api/orders/summary',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The dashboard',
        description:
          'Today’s orders, revenue and money collected; open orders and how many are past 35 minutes; delivered but ' +
          'unpaid orders and their amount; the late orders (oldest first, up to 20) and the 10 newest.',
        tags: ['Order desk'],
        response: { 200: OrdersSummary },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ordersSummary(app.db, app.config.publicUrl);
    },
  );
};

export default orderQueueRoutes;
