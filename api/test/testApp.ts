import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { uniqueRedisPrefix } from '../src/realtime/realtime';
import { loadConfig, type AppConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The whole API on its own database, seeded with the demo catalogue unless `SEED: 'false'`.
 * `extend` may add routes before the app is sealed (plugin tests).
 */
export async function buildTestApp(env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kirana-uploads-'));
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'true', UPLOAD_DIR: uploadDir, PUBLIC_API_URL: 'http://api.test', REDIS_KEY_PREFIX: uniqueRedisPrefix(), ...env });
  const database = await createTestDatabase();
  const app = await buildApp(config, { db: database.db });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
