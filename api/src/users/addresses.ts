import { hasAddress, type Address, sentence } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { fieldRefused } from '../lib/httpErrors';

/** The societies among `ids` that exist, with the locality each belongs to. */
export async function societiesByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; locality_id: string }>(
    'SELECT id, locality_id FROM societies WHERE id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.locality_id]));
}

/**
 * Every address names a society that exists in the locality it claims, and none repeats (R29).
 * A refusal is a 400 naming the address (`fieldOf(index)`: `address.0` in a list, `address` alone).
 */
export async function checkAddresses(
  db: Queryable,
  addresses: readonly Address[],
  fieldOf = (index: number) => `address.${index}`,
): Promise<void> {
  const societies = await societiesByIds(db, [...new Set(addresses.map((a) => a.society))]);
  const seen: Address[] = [];
  for (const [index, address] of addresses.entries()) {
    const where = fieldOf(index);
    const locality = societies.get(address.society);
    if (!locality)
      throw fieldRefused(where, sentence('That society is not on our delivery list. Please choose another.'));
    if (locality !== address.locality)
      throw fieldRefused(where, sentence('That society is not in the chosen locality.'));
    if (hasAddress(seen, address)) throw fieldRefused(where, sentence('This address is already in your list.'));
    seen.push(address);
  }
}

/** Replaces every saved address of the user, keeping the order given (the first is "Delivering to"). */
export async function replaceAddresses(db: Queryable, userId: string, addresses: readonly Address[]): Promise<void> {
  await db.query('DELETE FROM user_addresses WHERE user_id = $1', [userId]);
  for (const [position, address] of addresses.entries()) {
    await db.query(
      `INSERT INTO user_addresses (id, user_id, society_id, wing, flat_number, position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [newObjectId(), userId, address.society, address.wing, address.flatNumber, position],
    );
  }
}
