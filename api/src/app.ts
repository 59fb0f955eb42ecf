import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { sentence } from '@kirana/shared/domain';
import { attachCatalogue } from './catalogue/catalogue';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { refuseUnwantedCharacters } from './lib/controlCharacters';
import { trimBodyText } from './lib/trimText';
import { logDestination } from './lib/logDestination';
import { attachDrain } from './lib/drain';
import { acceptEmptyJsonBodies } from './lib/emptyJson';
import { errorHandler } from './lib/errorHandler';
import { refusal } from './lib/httpErrors';
import { strictBodyValidators } from './lib/validators';
import { OrderEvents } from './orders/events';
import { fetchTransport, type HttpTransport } from './payments/transport';
import auth from './plugins/auth';
import dbPlugin from './plugins/db';
import openapi from './plugins/openapi';
import payments, { paymentSimulator } from './plugins/payments';
import rateLimits from './plugins/rateLimit';
import realtime from './plugins/realtime';
import storage from './plugins/storage';
import securityHeaders from './plugins/securityHeaders';
import sms from './plugins/sms';
import categoryRoutes from './routes/categories';
import cspReportRoutes from './routes/csp';
import devRoutes from './routes/dev';
import healthRoutes from './routes/health';
import khataRoutes from './routes/khata';
import locationRoutes from './routes/locations';
import locationAdminRoutes from './routes/locations/admin';
import orderRoutes from './routes/orders';
import otpRoutes from './routes/otp';
import productRoutes from './routes/products';
import reportRoutes from './routes/reports';
import catalogueFileRoutes from './routes/catalogue-file';
import cashRoutes from './routes/cash';
import riderRunRoutes from './routes/riderRun';
import adminDeliveryTeamRoutes from './routes/adminDeliveryTeam';
import searchSynonymRoutes from './routes/search-synonyms';
import seoRoutes from './routes/seo';
import sessionRoutes from './routes/session';
import smsReportRoutes from './routes/sms';
import storeRoutes from './routes/store';
import billRoutes from './routes/bills';
import uploadRoutes from './routes/upload';
import userRoutes from './routes/users';
import './types';

export interface AppDependencies {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Database;
  /** Outbound HTTP to the payment provider (and its simulator's notices); tests route it in-process. */
  httpTransport?: HttpTransport;
}

/** Believe X-Forwarded-For for this many proxy hops nearest to us (the right-most addresses). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole API (tests call this and `inject`); `server.ts` makes it listen. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logLevel === 'silent' ? {} : { stream: logDestination() }),
      // Tokens, cookies and codes never reach the logs.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.otpToken',
          '*.code',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    // The proxy's request id (nginx $request_id) follows the request into every log line; one is made otherwise.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // The db plugin migrates before the API listens: a long migration, or embedded PGlite starting
    // on a busy machine, takes more than Fastify's default 10 s for a plugin.
    pluginTimeout: 300_000,
    ajv: { customOptions: { verbose: true, keywords: ['errorMessage'] } },
    // Bodies are validated without type coercion (querystrings and paths keep it).
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators() } },
    bodyLimit: 256 * 1024,
    // Exactly the proxies we run (TRUST_PROXY); request.ip is then the client's own address.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(dbPlugin, { db: deps.db });
  const http = deps.httpTransport ?? fetchTransport;
  await app.register(payments, { http });
  app.decorate('orderEvents', new OrderEvents((error) => app.log.error({ err: error }, 'an order listener failed')));
  // Added first, so a draining instance answers 503 before any other hook does work.
  app.decorate('drain', attachDrain(app));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // A response finishing during shutdown also ends its keep-alive connection, so close() need not wait it out.
    if (closing) reply.header('Connection', 'close');
  });
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);
  // NUL bytes and other control characters never reach a handler or the database; text is checked trimmed.
  app.addHook('preValidation', refuseUnwantedCharacters);
  app.addHook('preValidation', trimBodyText);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        refusal(
          sentence('No such page: {method} {path}', { method: request.method, path: request.url.split('?')[0] ?? '' }),
        ),
      ),
  );

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Kirana-Client', 'Idempotency-Key'],
    // The admin's CSV download reads its file name from here (another origin may not, unless exposed).
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(auth);
  // Before any route: the API reference is made from every route registered after it.
  await app.register(openapi);
  await app.register(sms);
  await app.register(storage);

  await app.register(realtime);
  await app.register(rateLimits);
  await attachCatalogue(app);

  await app.register(sessionRoutes);
  await app.register(healthRoutes);
  await app.register(khataRoutes);
  await app.register(cspReportRoutes);
  await app.register(locationRoutes);
  await app.register(locationAdminRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(searchSynonymRoutes);
  await app.register(catalogueFileRoutes);
  await app.register(seoRoutes);
  await app.register(uploadRoutes);
  await app.register(otpRoutes);
  await app.register(smsReportRoutes);
  await app.register(userRoutes);
  await app.register(storeRoutes);
  await app.register(orderRoutes);
  await app.register(billRoutes);
  await app.register(reportRoutes);
  await app.register(adminDeliveryTeamRoutes);
  await app.register(riderRunRoutes);
  await app.register(cashRoutes);
  // Development conveniences only when NODE_ENV says development or test (unset is production).
  const development = config.nodeEnv === 'development' || config.nodeEnv === 'test';
  if (development) await app.register(devRoutes);
  if (development) await app.register(paymentSimulator, { http });
  return app;
}
