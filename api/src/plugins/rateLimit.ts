import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * `app.createRateLimit(…)` from @fastify/rate-limit, for limits that are not our product's rules
 * (CSP reports). With REDIS_URL the counts live in Redis (its store, under REDIS_KEY_PREFIX), so a
 * limit holds across API instances; without it, in memory, at most 5,000 keys. If Redis stops
 * answering, requests go through uncounted rather than failing. Sign-in limits are not here: they
 * are counted in PostgreSQL inside the sign-in's own transaction and refunded on failure
 * (docs/decisions/0005).
 */
const rateLimits: FastifyPluginAsync = async (app) => {
  const { redisUrl, redisConnectTimeoutMs, redisKeyPrefix } = app.config;
  // ioredis, because the plugin's Redis store defines its Lua command through ioredis's defineCommand.
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: redisConnectTimeoutMs, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis is not answering'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    cache: 5_000,
    ...(redis && { redis, nameSpace: `${redisKeyPrefix}:rate-limit:` }),
  });
};

export default fp(rateLimits, { name: 'rate-limits' });
