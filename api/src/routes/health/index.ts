import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Health = Type.Object({ status: Type.String(), database: Type.String(), uptimeSeconds: Type.Integer() });

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { logLevel: 'warn', schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const uptimeSeconds = Math.floor(process.uptime());
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.kind, uptimeSeconds };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', uptimeSeconds });
    }
  });
};

export default healthRoutes;
