import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Realtime } from './realtime/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    realtime: Realtime;
  }
}
