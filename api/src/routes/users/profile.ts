import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NAME_MAX_LENGTH, sentence } from '@kirana/shared/domain';
import { ProfileUpdate, ProfileUpdateResponse } from '@kirana/shared/schemas';
import { fieldRefused, badRequest, refused } from '../../lib/httpErrors';
import { checkAddresses, replaceAddresses } from '../../users/addresses';
import { listUserAddresses } from '../../users/repository';
import { renameUser, userName } from '../../users/profile';
import { signedIn } from '../../plugins/auth';

/**
 * `PUT /api/users/profile`: replaces the caller's saved addresses (the whole list, in the order
 * given, all or nothing) and/or their name. GET profile and logout live with sign-in.
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/users/profile',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Change my name or addresses',
        description:
          '`address` replaces the saved addresses (the whole list, in order, all or nothing; at most 10); `name` ' +
          '(1–60 characters) renames. Send either or both.',
        tags: ['Account'],
        body: ProfileUpdate,
        response: {
          200: ProfileUpdateResponse,
          400: refused('Neither sent, a name that is only spaces, or an address refused (the message names it).'),
        },
      },
    },
    async (request) => {
      const { address, name } = request.body;
      if (address === undefined && name === undefined)
        throw badRequest(sentence('Send address (your list of addresses) or name to update.'));
      const userId = signedIn(request).id;
      const trimmed = name?.trim();
      if (name !== undefined && !trimmed)
        throw fieldRefused('name', sentence('must be 1 to {max} characters', { max: NAME_MAX_LENGTH }));
      await app.db.transaction(async (tx) => {
        if (address) {
          await checkAddresses(tx, address);
          await replaceAddresses(tx, userId, address);
        }
        if (trimmed) await renameUser(tx, userId, trimmed);
      });
      return { address: await listUserAddresses(app.db, userId), name: await userName(app.db, userId) };
    },
  );
};

export default profileRoutes;
