import type { Address } from '@kirana/shared/domain';
import type { Queryable } from '../../db/database';
import { newObjectId } from '../../db/ids';

/** The societies among `ids` that exist, with the locality each belongs to. */
export async function societiesByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; locality_id: string }>('SELECT id, locality_id FROM societies WHERE id = ANY($1)', [ids]);
  return new Map(rows.map((row) => [row.id, row.locality_id]));
}

/** Replaces every saved address of the user, keeping the order given (the first is "Delivering to"). */
export async function replaceAddresses(db: Queryable, userId: string, addresses: readonly Address[]): Promise<void> {
  await db.query('DELETE FROM user_addresses WHERE user_id = $1', [userId]);
  for (const [position, address] of addresses.entries()) {
    await db.query('INSERT INTO user_addresses (id, user_id, society_id, wing, flat_number, position) VALUES ($1, $2, $3, $4, $5, $6)', [
      newObjectId(),
      userId,
      address.society,
      address.wing,
      address.flatNumber,
      position,
    ]);
  }
}

export async function renameUser(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, name]);
}

export async function userName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
  return row?.name ?? '';
}
