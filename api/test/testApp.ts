import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { uniqueRedisPrefix } from '../src/realtime/realtime';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import type { HttpRequest, HttpTransport } from '../src/payments/transport';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Sees every outbound PhonePe call first; answering a response stands in for the network (e.g. PhonePe down, a lost callback). */
  intercept?: (request: HttpRequest) => { status: number; body: unknown } | undefined;
  /** What the app is given as its database, made from the test's own (e.g. one that counts queries). */
  wrapDb?: (db: Database) => Database;
}

/**
 * The whole API on its own database, seeded with the demo catalogue unless `SEED: 'false'`.
 * `extend` may add routes before the app is sealed (plugin tests).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'kirana-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'true',
    UPLOAD_DIR: uploadDir,
    PUBLIC_API_URL: 'http://api.test',
    REDIS_KEY_PREFIX: uniqueRedisPrefix(),
    ...env,
  });
  const database = await createTestDatabase();
  // Calls to PhonePe (the simulator, at the API's own public URL) go to this app in-process.
  let self: FastifyInstance | null = null;
  const httpTransport: HttpTransport = async (request) => {
    const intercepted = options.intercept?.(request);
    if (intercepted) return intercepted;
    const url = new URL(request.url);
    if (!self || url.origin !== new URL(config.publicUrl).origin)
      throw new Error(`tests make no network calls (${request.url})`);
    const response = await self.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body) as unknown;
    } catch {
      // an HTML page or a redirect: keep the text
    }
    return { status: response.statusCode, body };
  };
  const app = await buildApp(config, { db: options.wrapDb ? options.wrapDb(database.db) : database.db, httpTransport });
  self = app;
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

/** A second API instance on `t`'s database (as docker-compose runs several), not seeding again; the test closes it. */
export function secondInstance(t: TestApp): Promise<FastifyInstance> {
  return buildApp({ ...t.config, seed: false }, { db: t.database.db });
}
