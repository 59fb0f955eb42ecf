import type { StoreStatus } from '@kirana/shared/domain';
import { one, type Database, type Queryable } from '../db/database';

interface StoreStatusRow {
  paused: boolean;
  reason: string | null;
  reopens_at: Date | string | null;
}

/**
 * SQL: whether the store is paused now (a reopening time not yet come), read with the store's row
 * share-locked (`FOR SHARE`, no row when it is missing: not paused). Order placement reads it in the
 * statement that claims the stock, so the lock is held until that order commits or rolls back: a
 * pause (`pauseStore`) waits for it, and an order after a pause waits for the pause and reads it.
 */
export const STORE_PAUSED_NOW_LOCKED = `SELECT st.paused AND (st.reopens_at IS NULL OR st.reopens_at > now()) AS paused
         FROM store_status st WHERE st.id FOR SHARE`;

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
 * Stops new orders; when it is answered no order is still on its way in. Every order being placed
 * holds the store's row share-locked from its first statement until it commits or rolls back
 * (`STORE_PAUSED_NOW_LOCKED`). The pause first locks the table in EXCLUSIVE mode, which waits for
 * those orders to finish and queues every later one behind the pause (a row lock alone would not:
 * a new share lock joins the others while an UPDATE waits, so a steady stream of orders could hold a
 * pause back indefinitely); those then read the pause and refuse. Plain reads of the status are not held
 * up. `changed_at` is when the pause took hold: no order placed began after it.
 */
export async function pauseStore(
  db: Database,
  pause: { reason: string | null; reopensAt: string | null; adminId: string },
): Promise<StoreStatus> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE store_status IN EXCLUSIVE MODE');
    const row = await one<StoreStatusRow>(
      tx,
      `UPDATE store_status SET paused = true, reason = $1, reopens_at = $2, changed_by = $3, changed_at = clock_timestamp()
        WHERE id RETURNING paused, reason, reopens_at`,
      [pause.reason, pause.reopensAt, pause.adminId],
    );
    return toStatus(row);
  });
}

/** Takes orders again: locked as the pause is, so a steady stream of orders (refused while paused) cannot hold it back either. */
export async function resumeStore(db: Database, adminId: string): Promise<StoreStatus> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE store_status IN EXCLUSIVE MODE');
    const row = await one<StoreStatusRow>(
      tx,
      `UPDATE store_status SET paused = false, reason = NULL, reopens_at = NULL, changed_by = $1, changed_at = clock_timestamp()
        WHERE id RETURNING paused, reason, reopens_at`,
      [adminId],
    );
    return toStatus(row);
  });
}
