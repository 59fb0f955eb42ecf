import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { openRedisProbe, type RedisStatus } from '../lib/redisProbe';
import { broadcastOrderChanges } from '../orders/broadcast';
import { attachRealtime } from '../realtime/realtime';

/**
 * socket.io as `app.realtime` (across instances through Redis when REDIS_URL is set), order
 * changes broadcast to their owner and the admins, and `app.redisStatus` for the health check.
 */
const realtime: FastifyPluginAsync = async (app) => {
  const { redisUrl, redisConnectTimeoutMs } = app.config;
  // Redis is checked before anything uses it: unreachable, the start fails with a clear message.
  const redis = redisUrl
    ? await openRedisProbe(redisUrl, { connectTimeoutMs: redisConnectTimeoutMs, log: app.log })
    : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  app.decorate('redisStatus', async (): Promise<RedisStatus> => (redis ? redis.status() : 'not used'));
  const sockets = await attachRealtime(app);
  app.decorate('realtime', sockets);
  // Sockets go first on shutdown so clients reconnect to another instance while requests finish.
  app.addHook('preClose', async () => sockets.disconnectAll());
  app.addHook('onClose', async () => sockets.close());
  broadcastOrderChanges(app);
};

export default fp(realtime, { name: 'realtime', dependencies: ['db'] });
