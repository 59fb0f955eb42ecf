import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const ProviderHealth = Type.Object({
  name: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  consecutiveFailures: Type.Integer(),
});
const SmsHealth = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  providers: Type.Array(ProviderHealth),
});
const Health = Type.Object({
  status: Type.String(),
  database: Type.String(),
  redis: Type.String(),
  sms: SmsHealth,
  uptimeSeconds: Type.Integer(),
});

/**
 * Liveness and readiness: 200 when the database and Redis (when REDIS_URL is set) answer, 503
 * when either does not, so nginx and compose take the instance out. `sms` says
 * whether each SMS provider is sending: `degraded` after repeated failures in a row. A degraded
 * provider does not make the instance unready (another instance would fare no better).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Health: database, Redis and SMS',
        description:
          '200 when the database and Redis (when used) answer, 503 when either does not. `sms` says whether each SMS ' +
          'provider is sending (`degraded` after failures in a row), without making the instance unready.',
        tags: ['Operations'],
        response: { 200: Health, 503: { ...Health, description: 'The database or Redis is unreachable' } },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.floor(process.uptime());
      const sms = app.smsHealth.report();
      const [database, redis] = await Promise.all([
        app.db.query('SELECT 1').then(
          () => app.db.kind,
          () => 'unreachable',
        ),
        app.redisStatus(),
      ]);
      const up = database !== 'unreachable' && redis !== 'unreachable';
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database, redis, sms, uptimeSeconds });
    },
  );
};

export default healthRoutes;
