import type { Queryable } from '../src/db/database';
import { newObjectId } from '../src/db/ids';
import { createSession } from '../src/auth/sessions';

export interface SignedIn {
  userId: string;
  token: string;
  /** Bearer headers for `inject`. */
  headers: { authorization: string };
}

/**
 * A user with a live session, made straight in the database so tests of other features need not
 * walk the one-time-code flow. Admin rights come from `isAdmin` here exactly as they come from the
 * database in production; `isRider` makes them an active rider of the team.
 */
export async function signInAs(
  db: Queryable,
  phoneNumber: string,
  options: { isAdmin?: boolean; name?: string; isRider?: boolean } = {},
): Promise<SignedIn> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (id, phone_number, name, is_admin, role) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (phone_number) DO UPDATE SET is_admin = EXCLUDED.is_admin, role = EXCLUDED.role RETURNING id`,
    [
      newObjectId(),
      phoneNumber,
      options.name ?? 'Test Customer',
      options.isAdmin ?? false,
      options.isRider ? 'rider' : 'customer',
    ],
  );
  // A rider is on the store's team (as POST /api/riders makes them).
  if (options.isRider)
    await db.query('INSERT INTO riders (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET is_active = true', [
      row!.id,
    ]);
  const { token } = await createSession(db, row!.id);
  return { userId: row!.id, token, headers: { authorization: `Bearer ${token}` } };
}
