import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionInit } from '@kirana/shared/schemas';
import { issueBrowserSession } from '../../lib/browserSession';

/** `GET {host}/` — the spec's session init, called once per browser session. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Start a browser session',
        description:
          'Called once per browser session: `sessionId` goes with `POST /api/otp/send`, and `sessionExpiryTime` ' +
          '(epoch ms) is when the browser asks again.',
        tags: ['Session'],
        response: { 200: SessionInit },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return issueBrowserSession(app.config.tokenSecret);
    },
  );
};

export default sessionRoutes;
