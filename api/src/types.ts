import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { RedisStatus } from './lib/redisProbe';
import type { Realtime } from './realtime/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    realtime: Realtime;
    /** Shutdown's first step: new requests get 503 from now on; resolves when none is running (lib/drain.ts). */
    drain(): Promise<void>;
    /** Whether Redis answers now ('not used' without REDIS_URL). */
    redisStatus(): Promise<RedisStatus>;
  }
}
