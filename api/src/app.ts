import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { errorHandler } from './lib/errorHandler';
import auth from './plugins/auth';
import staticAssets from './plugins/staticAssets';
import categoryRoutes from './routes/categories';
import healthRoutes from './routes/health';
import locationRoutes from './routes/locations';
import productRoutes from './routes/products';
import sessionRoutes from './routes/session';
import uploadRoutes from './routes/upload';
import { ensureAdmins, seedDemoData } from './seed';
import './types';

export interface AppDependencies {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Database;
}

/** Builds the whole API (tests call this and `inject`); `server.ts` makes it listen. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    ajv: { customOptions: { verbose: true, keywords: ['errorMessage'] } },
    bodyLimit: 256 * 1024,
    trustProxy: config.nodeEnv === 'production',
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = deps.db ?? (await openDatabase(config));
  if (!deps.db) app.addHook('onClose', async () => db.close());
  await migrate(db);
  if (config.seed) await seedDemoData(db);
  if (config.adminPhones.length > 0) await ensureAdmins(db, config.adminPhones);

  app.decorate('config', config);
  app.decorate('db', db);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No such page: ${request.method} ${request.url.split('?')[0]}` }));

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Kirana-Client', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(auth);
  await app.register(staticAssets);

  await app.register(sessionRoutes);
  await app.register(healthRoutes);
  await app.register(locationRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(uploadRoutes);
  return app;
}
