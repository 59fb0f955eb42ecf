import type { StoreStatus } from '@kirana/shared/domain';
import { one, type Database, type Queryable } from '../db/database';

interface StoreStatusRow {
  paused: boolean;
  reason: string | null;
  reopens_at: Date | string | null;
}

/** SQL: the store is paused now (a reopening time not yet come). Order placement reads it in its claiming statement. */
export const STORE_PAUSED_NOW = `EXISTS (SELECT 1 FROM store_status st
           WHERE st.id AND st.paused AND (st.reopens_at IS NULL OR st.reopens_at > now()))`;

const toStatus = (row: StoreStatusRow | null): StoreStatus =>
  row?.paused
    ? {
        takingOrders: false,
        reason: row.reason,
        reopensAt: row.reopens_at === null ? null : new Date(row.reopens_at).toISOString(),
      }
    : { takingOrders: true, reason: null, reopensAt: null };

/** The pause as stored (a reopening time already passed still reads as paused: see `isTakingOrders`). */
export async function readStoreStatus(db: Queryable): Promise<StoreStatus> {
  return toStatus(await one<StoreStatusRow>(db, 'SELECT paused, reason, reopens_at FROM store_status WHERE id'));
}

/**
 * Stops new orders. The orders table is locked against new rows first (SHARE ROW EXCLUSIVE waits
 * for every order being placed to commit or roll back, and holds new ones back until this
 * commits), so when the pause is answered no order is still on its way in, and each later one
 * reads the pause in the statement that claims it.
 */
export async function pauseStore(
  db: Database,
  pause: { reason: string | null; reopensAt: string | null; adminId: string },
): Promise<StoreStatus> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE');
    const row = await one<StoreStatusRow>(
      tx,
      `UPDATE store_status SET paused = true, reason = $1, reopens_at = $2, changed_by = $3, changed_at = now()
        WHERE id RETURNING paused, reason, reopens_at`,
      [pause.reason, pause.reopensAt, pause.adminId],
    );
    return toStatus(row);
  });
}

export async function resumeStore(db: Queryable, adminId: string): Promise<StoreStatus> {
  const row = await one<StoreStatusRow>(
    db,
    `UPDATE store_status SET paused = false, reason = NULL, reopens_at = NULL, changed_by = $1, changed_at = now()
      WHERE id RETURNING paused, reason, reopens_at`,
    [adminId],
  );
  return toStatus(row);
}
