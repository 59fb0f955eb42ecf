import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisStatus = 'ok' | 'unreachable' | 'not used';

export interface RedisProbe {
  /** Whether Redis answers a PING now (within a second). */
  status(): Promise<Exclude<RedisStatus, 'not used'>>;
  close(): Promise<void>;
}

export class RedisUnreachable extends Error {
  constructor(timeoutMs: number, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    super(
      `Redis at REDIS_URL could not be reached within ${timeoutMs / 1000} s${reason}. Start it or fix REDIS_URL; ` +
        'without REDIS_URL the API runs as a single instance (realtime events stay on it).',
    );
    this.name = 'RedisUnreachable';
  }
}

const within = <T>(ms: number, work: Promise<T>, onTimeout: () => Error): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * A connection of its own to REDIS_URL, opened before anything else uses Redis: when Redis cannot
 * be reached within `connectTimeoutMs` the start fails with RedisUnreachable (a clear message,
 * instead of an instance that never listens). Afterwards it answers /health, and reconnects by
 * itself when Redis comes back, as the realtime adapter's connections do.
 */
export async function openRedisProbe(
  url: string,
  options: { connectTimeoutMs: number; log: FastifyBaseLogger },
): Promise<RedisProbe> {
  const client = createClient({
    url,
    socket: {
      connectTimeout: Math.min(options.connectTimeoutMs, 5000),
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let lastError: unknown = null;
  let reported = false;
  client.on('error', (error: Error) => {
    lastError = error;
    // One line per outage, not one a second.
    if (!reported) options.log.error({ err: error }, 'Redis is unreachable; retrying');
    reported = true;
  });
  client.on('ready', () => {
    if (reported) options.log.info('Redis is reachable again');
    reported = false;
  });
  try {
    await within(
      options.connectTimeoutMs,
      client.connect(),
      () => new RedisUnreachable(options.connectTimeoutMs, lastError),
    );
  } catch (error) {
    client.destroy();
    throw error instanceof RedisUnreachable ? error : new RedisUnreachable(options.connectTimeoutMs, error);
  }
  return {
    async status() {
      if (!client.isReady) return 'unreachable';
      try {
        await within(1000, client.ping(), () => new Error('no PONG within 1 s'));
        return 'ok';
      } catch {
        return 'unreachable';
      }
    },
    async close() {
      client.destroy();
    },
  };
}
