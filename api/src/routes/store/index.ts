import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTakingOrders, OPEN_STORE, pauseProblem, sentenceOf } from '@kirana/shared/domain';
import { PauseRequest, StoreStatus } from '@kirana/shared/schemas';
import { badRequest, refused } from '../../lib/httpErrors';
import { pauseStore, readStoreStatus, resumeStore } from '../../store/repository';
import { signedIn } from '../../plugins/auth';

const STORE_STATUS_KEY = 'store';

/**
 * "Pause new orders". Anyone reads whether the store takes orders (the storefront's banner, every
 * 20 s and on focus); the admin pauses, with an optional reason and reopening time, and resumes.
 * A change reaches every API instance as a catalogue change does (within a second).
 */
const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const status = {
    summary: 'Is the store taking orders',
    description: '`{ takingOrders, reason, reopensAt }`: the storefront’s banner reads it every 20 s and on focus.',
    tags: ['Store'],
    response: { 200: StoreStatus },
  };
  app.get('/api/store', { schema: status }, async (_request, reply) => {
    const stored = await app.catalogue.storeStatus.get(STORE_STATUS_KEY, () => readStoreStatus(app.db));
    reply.header('Cache-Control', 'no-cache');
    return isTakingOrders(stored) ? OPEN_STORE : stored;
  });

  app.put(
    '/api/store/pause',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Pause new orders',
        description:
          'With an optional `reason` and `reopensAt`; answers the store’s status. When it answers, no order is still on ' +
          'its way in, and every instance refuses new ones within a second.',
        tags: ['Store'],
        body: PauseRequest,
        response: {
          200: StoreStatus,
          400: refused('The reason or the reopening time is refused (the message says why).'),
        },
      },
    },
    async (request) => {
      const reason = request.body.reason?.trim() || null;
      const reopensAt = request.body.reopensAt || null;
      const problem = sentenceOf((reader) => pauseProblem({ reason, reopensAt }, Date.now(), reader));
      if (problem) throw badRequest(problem);
      const status = await pauseStore(app.db, {
        reason,
        reopensAt: reopensAt && new Date(reopensAt).toISOString(),
        adminId: signedIn(request).id,
      });
      app.catalogue.changed('assortment');
      return status;
    },
  );

  app.delete(
    '/api/store/pause',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Take orders again',
        description: 'Ends the pause; answers the store’s status.',
        tags: ['Store'],
        response: { 200: StoreStatus },
      },
    },
    async (request) => {
      const status = await resumeStore(app.db, signedIn(request).id);
      app.catalogue.changed('assortment');
      return status;
    },
  );
};

export default storeRoutes;
