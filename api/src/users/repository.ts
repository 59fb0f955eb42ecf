import { roleOf, type SavedAddress, type User } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';

interface UserRow {
  id: string;
  phone_number: string;
  name: string;
  is_admin: boolean;
  role: string;
}

interface AddressRow {
  user_id: string;
  society_id: string;
  society_name: string;
  wing: string;
  flat_number: string;
  locality_id: string;
  area_name: string;
}

const ADDRESS_SELECT = `SELECT a.user_id, a.society_id, s.society_name, a.wing, a.flat_number, s.locality_id, l.area_name
  FROM user_addresses a
  JOIN societies s ON s.id = a.society_id
  JOIN localities l ON l.id = s.locality_id`;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    society: row.society_id,
    societyName: row.society_name,
    wing: row.wing,
    flatNumber: row.flat_number,
    locality: row.locality_id,
    areaName: row.area_name,
  };
}

/** A user's saved addresses in the order they arranged them (the first is "Delivering to"). */
export async function listUserAddresses(db: Queryable, userId: string): Promise<SavedAddress[]> {
  const rows = await db.query<AddressRow>(`${ADDRESS_SELECT} WHERE a.user_id = $1 ORDER BY a.position, a.created_at`, [
    userId,
  ]);
  return rows.map(toSavedAddress);
}

/** The saved addresses of each of these users in one query, each list in the order they arranged it. */
export async function addressesOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, SavedAddress[]>> {
  const byUser = new Map<string, SavedAddress[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db.query<AddressRow>(
    `${ADDRESS_SELECT} WHERE a.user_id = ANY($1) ORDER BY a.user_id, a.position, a.created_at`,
    [userIds],
  );
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toSavedAddress(row)]);
  return byUser;
}

/** The user as every sign-in and profile answer shows them (without a token). */
export async function findUser(db: Queryable, userId: string): Promise<User | null> {
  const rows = await db.query<UserRow>('SELECT id, phone_number, name, is_admin, role FROM users WHERE id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    _id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    isAdmin: row.is_admin,
    role: roleOf({ isAdmin: row.is_admin, isRider: row.role === 'rider' }),
    userAddresses: await listUserAddresses(db, row.id),
  };
}
