import { sentence } from '@kirana/shared/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OtpOutboxEntry, PhoneNumber } from '@kirana/shared/schemas';
import { notFound, refused } from '../../lib/httpErrors';

/**
 * Development only: the latest code the console SMS provider "sent" to a phone, so a developer
 * or a browser test can sign in. app.ts registers this only outside production, and only with
 * the console provider.
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = app.devOutbox;
  if (app.config.nodeEnv === 'production' || !outbox) return;

  app.get(
    '/api/dev/otp-outbox',
    {
      schema: {
        summary: 'The latest sign-in code sent to a phone',
        description:
          '`{ phoneNumber, code, sentAt }`, from the console SMS provider, so a developer or a browser test can sign in.',
        tags: ['Development'],
        querystring: Type.Object({ phoneNumber: PhoneNumber }),
        response: { 200: OtpOutboxEntry, 404: refused('No code has been sent to this phone yet.') },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const entry = outbox.find(request.query.phoneNumber);
      if (!entry) throw notFound(sentence('No OTP has been sent to this number yet.'));
      return entry;
    },
  );
};

export default devRoutes;
