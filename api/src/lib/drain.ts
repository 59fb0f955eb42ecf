import { sentence } from '@kirana/shared/domain';
import type { FastifyInstance } from 'fastify';
import { refusal } from './httpErrors';

const DRAINING = sentence('This server is restarting. Please try again in a moment.');

/**
 * Shutdown's first step. From the moment it starts, every new request is answered 503 with
 * `Connection: close` (nginx retries it on another instance; a client learns to reconnect)
 * while the listener stays open, so nobody's connection is reset; requests already running
 * finish. `drain()` resolves once none is running, and no sooner than `minimumMs` (requests
 * racing the signal still get their 503); only then does the server close.
 */
export function attachDrain(app: FastifyInstance, minimumMs = 500): () => Promise<void> {
  let draining = false;
  let running = 0;
  let idle: (() => void) | null = null;
  app.addHook('onRequest', async (_request, reply) => {
    running += 1;
    reply.raw.once('close', () => {
      running -= 1;
      if (running === 0) idle?.();
    });
    if (draining) {
      reply.header('Connection', 'close').type('application/json; charset=utf-8');
      // Its own serializer: the route's response schemas (e.g. /health's 503) describe other answers.
      return reply.status(503).serializer(JSON.stringify).send(refusal(DRAINING));
    }
  });
  return async () => {
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, minimumMs));
    if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
  };
}
