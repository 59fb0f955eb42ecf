import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUY_AGAIN_SIZE_DEFAULT } from '@kirana/shared/domain';
import { BuyAgainList, BuyAgainQuery, IdParams, ReorderLines } from '@kirana/shared/schemas';
import { PRIVATE_NO_STORE } from '../../catalogue/http';
import { notFound, refused } from '../../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../../orders/access';
import { buyAgainProducts, reorderLines } from '../../orders/buyAgainRepository';
import { signedIn } from '../../plugins/auth';

/**
 * What the caller bought before, for the caller only: the home page's Buy again shelf, and an
 * order's lines with today's products for Reorder (the cart is made in the browser by planReorder).
 */
const buyAgainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/orders/buy-again',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Buy again',
        description: 'The products the caller bought most often that are still on sale (`limit` 1–24, default 12).',
        tags: ['Orders'],
        querystring: BuyAgainQuery,
        response: { 200: BuyAgainList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return buyAgainProducts(
        app.db,
        signedIn(request).id,
        request.query.limit ?? BUY_AGAIN_SIZE_DEFAULT,
        app.config.publicUrl,
      );
    },
  );

  app.get(
    '/api/orders/:id/reorder',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Reorder: an order’s lines as sold today',
        description: 'Each line as bought, with the product as it is today, or `null` when it is no longer sold.',
        tags: ['Orders'],
        params: IdParams,
        response: { 200: ReorderLines, 404: refused('No such order, or not the caller’s.') },
      },
    },
    async (request, reply) => {
      const lines = await reorderLines(app.db, signedIn(request).id, request.params.id, app.config.publicUrl);
      if (!lines) throw notFound(ORDER_NOT_FOUND);
      reply.header('Cache-Control', PRIVATE_NO_STORE);
      return lines;
    },
  );
};

export default buyAgainRoutes;
