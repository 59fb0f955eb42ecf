import type { StoreStatus } from '@kirana/shared/domain';
import { type Database, type HeldTable, one, type Queryable } from '../db/database';

interface StoreStatusRow {
  paused: boolean;
  reason: string | null;
  reopens_at: Date | string | null;
}

/**
 * SQL: whether the store is paused now (a reopening time not yet come; no row: not paused). Order
 * placement reads it in the statement that claims the stock, inside a transaction that holds the
 * store's status table from its BEGIN (`STORE_OPEN_HOLD`) until it commits or rolls back: a pause
 * (`pauseStore`) waits for it, and an order begun after a pause waits for the pause and reads it.
 */
export const STORE_PAUSED_NOW = `SELECT st.paused AND (st.reopens_at IS NULL OR st.reopens_at > now()) AS paused
         FROM store_status st WHERE st.id`;

/** What an order's transaction holds so that a pause waits for it (`TransactionOptions.holdShared`). */
export const STORE_OPEN_HOLD: readonly HeldTable[] = ['store_status'];

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
 * holds the store's status table in ROW SHARE mode from its BEGIN until it commits or rolls back
 * (`STORE_OPEN_HOLD`). The pause locks the table in EXCLUSIVE mode, which waits for those orders to
 * finish and queues every later one behind the pause; those then read the pause and refuse. Plain
 * reads of the status are not held up. `changed_at` is when the pause took hold: no order placed
 * began after it.
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
