import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasAddress, NAME_MAX_LENGTH, type Address } from '@kirana/shared/domain';
import { ProfileUpdate, ProfileUpdateResponse } from '@kirana/shared/schemas';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/httpErrors';
import { listUserAddresses } from '../../users/repository';
import { renameUser, replaceAddresses, societiesByIds, userName } from './repository';

/** Every address names a society that exists in the locality it claims, and none repeats (spec §5). */
async function checkAddresses(db: Queryable, addresses: readonly Address[]): Promise<void> {
  const societies = await societiesByIds(db, [...new Set(addresses.map((a) => a.society))]);
  const seen: Address[] = [];
  for (const [index, address] of addresses.entries()) {
    const where = `address.${index}`;
    const locality = societies.get(address.society);
    if (!locality) throw badRequest(`${where}: that society is not on our delivery list. Please choose another.`);
    if (locality !== address.locality) throw badRequest(`${where}: that society is not in the chosen locality.`);
    if (hasAddress(seen, address)) throw badRequest(`${where}: this address is already in your list.`);
    seen.push(address);
  }
}

/**
 * `PUT /api/users/profile`: replaces the caller's saved addresses (the whole list, in the order
 * given, all or nothing) and/or their name. GET profile and logout live with sign-in.
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/users/profile',
    { preHandler: app.requireUser, schema: { body: ProfileUpdate, response: { 200: ProfileUpdateResponse } } },
    async (request) => {
      const { address, name } = request.body;
      if (address === undefined && name === undefined) throw badRequest('Send address (your list of addresses) or name to update.');
      const userId = request.user!.id;
      const trimmed = name?.trim();
      if (name !== undefined && !trimmed) throw badRequest(`name: must be 1 to ${NAME_MAX_LENGTH} characters`);
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
