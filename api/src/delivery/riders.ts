import { type Rider, sentence } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { newObjectId } from '../db/ids';
import { conflict, notFound } from '../lib/httpErrors';
import { SESSIONS_CHANNEL } from '../auth/sessions';

/**
 * The delivery team (R59, R60). A rider is a user whose role is `rider`, with a row in `riders`
 * (who added them, whether active). Deactivating puts the role back to `customer` and ends every
 * session they have; the role change's trigger (migration 026) makes every instance forget their
 * cached sessions and drop their sockets, and the revoked sessions stay revoked.
 */

export const RIDER_NOT_FOUND = sentence('No rider of the store’s team has that id.');

interface RiderRow {
  id: string;
  name: string;
  phone_number: string;
  is_active: boolean;
  added_at: Date;
  deactivated_at: Date | null;
  open_orders: string;
}

const RIDER_SELECT = `SELECT u.id, u.name, u.phone_number, r.is_active, r.added_at, r.deactivated_at,
    (SELECT count(*) FROM orders o WHERE o.rider_id = u.id AND NOT o.is_delivered AND NOT o.is_cancelled) AS open_orders
  FROM riders r JOIN users u ON u.id = r.user_id`;

const toRider = (row: RiderRow): Rider => ({
  _id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  isActive: row.is_active,
  addedAt: new Date(row.added_at).toISOString(),
  deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
  openOrders: Number(row.open_orders),
});

/** The team: active riders first, then by name. */
export async function listRiders(db: Queryable): Promise<Rider[]> {
  const rows = await db.query<RiderRow>(`${RIDER_SELECT} ORDER BY r.is_active DESC, lower(u.name), u.id`);
  return rows.map(toRider);
}

export async function findRider(db: Queryable, riderId: string): Promise<Rider | null> {
  const row = await one<RiderRow>(db, `${RIDER_SELECT} WHERE u.id = $1`, [riderId]);
  return row ? toRider(row) : null;
}

/**
 * Adds a rider by phone and name, making the user if the phone is new. An admin's phone, or a
 * phone already on the team (active or not: reactivate them instead), is a 409.
 */
export async function addRider(
  tx: Queryable,
  rider: { phoneNumber: string; name: string },
  adminId: string,
): Promise<string> {
  const [user] = await tx.query<{ id: string; is_admin: boolean; on_team: boolean }>(
    `WITH made AS (
       INSERT INTO users (id, phone_number, name) VALUES ($1, $2, $3)
       ON CONFLICT (phone_number) DO UPDATE SET phone_number = EXCLUDED.phone_number
       RETURNING id, is_admin
     )
     SELECT m.id, m.is_admin, EXISTS (SELECT 1 FROM riders r WHERE r.user_id = m.id) AS on_team FROM made m`,
    [newObjectId(), rider.phoneNumber, rider.name],
  );
  if (!user) throw new Error('the rider’s user could not be made');
  // The user's row is locked by the upsert until this transaction ends.
  if (user.is_admin) throw conflict(sentence('That phone is a store admin’s. Admins cannot also be riders.'));
  if (user.on_team)
    throw conflict(sentence('That phone is already on the delivery team. Reactivate the rider instead.'));
  await tx.query(`UPDATE users SET role = 'rider', name = $2, updated_at = now() WHERE id = $1`, [user.id, rider.name]);
  await tx.query('INSERT INTO riders (user_id, added_by) VALUES ($1, $2)', [user.id, adminId]);
  return user.id;
}

/**
 * Deactivates or reactivates a rider. Deactivating ends every session they have in the same
 * transaction (announced to every instance by the role change's trigger and by each session's
 * NOTIFY), so their next request, on any instance, is a stranger's. Their open orders stay
 * assigned to them, for the admin to assign again. Answers whether anything changed.
 */
export async function setRiderActive(
  tx: Queryable,
  riderId: string,
  active: boolean,
  adminId: string,
): Promise<{ changed: boolean }> {
  const row = await one<{ is_active: boolean; is_admin: boolean }>(
    tx,
    'SELECT r.is_active, u.is_admin FROM riders r JOIN users u ON u.id = r.user_id WHERE r.user_id = $1 FOR UPDATE',
    [riderId],
  );
  if (!row) throw notFound(RIDER_NOT_FOUND);
  if (row.is_active === active) return { changed: false };
  if (active) {
    if (row.is_admin) throw conflict(sentence('That phone is a store admin’s. Admins cannot also be riders.'));
    await tx.query(
      'UPDATE riders SET is_active = true, deactivated_at = NULL, deactivated_by = NULL WHERE user_id = $1',
      [riderId],
    );
    await tx.query(`UPDATE users SET role = 'rider', updated_at = now() WHERE id = $1`, [riderId]);
    return { changed: true };
  }
  await tx.query(
    'UPDATE riders SET is_active = false, deactivated_at = now(), deactivated_by = $2 WHERE user_id = $1',
    [riderId, adminId],
  );
  await tx.query(`UPDATE users SET role = 'customer', updated_at = now() WHERE id = $1`, [riderId]);
  await tx.query(
    `WITH revoked AS (
       UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id
     )
     SELECT pg_notify($2, id) FROM revoked`,
    [riderId, SESSIONS_CHANNEL],
  );
  return { changed: true };
}

/** An active rider by id, locked for the transaction (assignments wait for a deactivation, and the reverse). */
export async function lockActiveRider(tx: Queryable, riderId: string): Promise<{ id: string; name: string } | null> {
  return one<{ id: string; name: string }>(
    tx,
    `SELECT u.id, u.name FROM riders r JOIN users u ON u.id = r.user_id
      WHERE r.user_id = $1 AND r.is_active AND u.role = 'rider' AND NOT u.is_admin FOR UPDATE OF r`,
    [riderId],
  );
}
