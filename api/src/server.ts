import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startIdempotencyKeySweeps } from './lib/idempotency';
import { startPendingPaymentSweeps } from './orders/reconcilePending';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { RedisUnreachable } from './lib/redisProbe';

/**
 * On SIGTERM/SIGINT: while the listener stays open, every new request is answered 503 with
 * `Connection: close` (nginx retries it on another instance) and in-flight requests finish; then
 * sockets are disconnected (clients reconnect to another instance), the server closes, and the
 * database pool and Redis close. If that takes longer than the bound, exit anyway.
 */
function stopGracefully(app: FastifyInstance, config: AppConfig): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting with requests still open');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app
      .drain()
      .then(() => app.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof RedisUnreachable) {
      console.error(`The API could not start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  stopGracefully(app, config);
  startPendingPaymentSweeps(app);
  startIdempotencyKeySweeps(app);
  await app.listen({ port: config.port, host: config.host });
  // The first online payment should not wait for the provider either (a token): get ready now, in the background.
  app.payments
    .warmUp()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'The payment provider was not ready at start; the first payment will ask again'),
    );
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
