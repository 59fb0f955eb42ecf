import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponse, User } from '@kirana/shared/schemas';
import { clearSessionCookie } from '../../auth/cookies';
import { forbidden, refused, unauthorized } from '../../lib/httpErrors';
import { findUser } from '../../users/repository';
import customerRoutes from './customers';
import profileRoutes from './profile';
import { signedIn } from '../../plugins/auth';

/**
 * Everything under /api/users: the signed-in customer's own account (who they are, signing out,
 * and their profile and addresses in profile.ts), and the store's customers for the admin (customers.ts).
 */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(profileRoutes);
  await app.register(customerRoutes);

  app.get(
    '/api/users/profile',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Who am I',
        description: 'The signed-in user, with `role` (`customer`, `rider`, `admin`) and `isAdmin`.',
        tags: ['Account'],
        response: { 200: User },
      },
    },
    async (request, reply) => {
      const user = await findUser(app.db, signedIn(request).id);
      if (!user) throw unauthorized();
      reply.header('Cache-Control', 'no-store');
      return user;
    },
  );

  /** Revokes this session on the server (its token stops working everywhere) and clears the cookie. Always succeeds. */
  const logout = {
    summary: 'Sign out',
    description:
      'Ends this session on the server (its token stops working on every instance) and clears the cookie. Answers ' +
      '200 signed in or not.',
    tags: ['Session'],
    response: { 200: MessageResponse, 403: refused('The session cookie came with a write from another site.') },
  };
  app.post('/api/users/logout', { schema: logout }, async (request, reply) => {
    // Another site may not sign the customer out with their cookie.
    if (request.cookieRefusal) throw forbidden(request.cookieRefusal);
    if (request.user) await app.revokeSession(request.user.sessionId);
    clearSessionCookie(reply, app.config);
    return { message: 'You have been logged out.' };
  });
};

export default userRoutes;
