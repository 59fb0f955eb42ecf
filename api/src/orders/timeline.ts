import type { OrderEvent, OrderEventKind } from '@kirana/shared/domain';
import type { Queryable, SqlValue } from '../db/database';

/**
 * An order's timeline (R38): `order_events` is append-only (a trigger refuses updates and
 * deletes) and every entry is written by the statement that makes the change, as a CTE beside its
 * UPDATE, or in the same transaction, so no change commits without its entry, nor an entry without
 * its change.
 */

/**
 * SQL for a data-modifying CTE that records `kind` for each row of the CTE `changed` (which must
 * return `id`): `actor` and `rider` are SQL expressions (a parameter, a column of `changed`, NULL),
 * `detail` a jsonb expression over `changed`'s columns. `kind` is one of the fixed kinds, never input.
 */
export function orderEvent(
  kind: OrderEventKind,
  detail: string,
  actor: string,
  rider = 'NULL',
  from = 'changed',
): string {
  return `INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail)
          SELECT id, '${kind}', ${actor}, ${rider}, ${detail} FROM ${from}`;
}

/** Records one entry for one order inside the caller's transaction. */
export async function recordOrderEvent(
  tx: Queryable,
  entry: {
    orderId: string;
    kind: OrderEventKind;
    actorId: string | null;
    riderId?: string | null;
    detail?: Record<string, string | number | boolean>;
  },
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail) VALUES ($1, $2, $3, $4, $5)', [
    entry.orderId,
    entry.kind,
    entry.actorId,
    entry.riderId ?? null,
    JSON.stringify(entry.detail ?? {}) as SqlValue,
  ]);
}

interface EventRow {
  kind: OrderEventKind;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  rider_id: string | null;
  rider_name: string | null;
  detail: Record<string, unknown>;
}

const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

function toEvent(row: EventRow): OrderEvent {
  const detail = row.detail ?? {};
  const event: OrderEvent = {
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    actor: person(row.actor_id, row.actor_name),
    rider: person(row.rider_id, row.rider_name),
  };
  if (typeof detail.paidWith === 'string') event.paidWith = detail.paidWith as NonNullable<OrderEvent['paidWith']>;
  if (detail.deliveredWith === 'CODE' || detail.deliveredWith === 'ADMIN') event.deliveredWith = detail.deliveredWith;
  if (typeof detail.amountPaise === 'number') event.amountPaise = detail.amountPaise;
  if (typeof detail.reason === 'string') event.reason = detail.reason;
  if (typeof detail.triesLeft === 'number') event.triesLeft = detail.triesLeft;
  if (typeof detail.handoverId === 'string') event.handoverId = detail.handoverId;
  if (typeof detail.product === 'string') event.product = detail.product;
  if (typeof detail.units === 'number') event.units = detail.units;
  if (typeof detail.supplied === 'number') event.supplied = detail.supplied;
  return event;
}

/** Every entry of an order's timeline, oldest first, with the names of who acted and the rider concerned. */
export async function readTimeline(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT e.kind, e.at, e.actor_id, a.name AS actor_name, e.rider_id, r.name AS rider_name, e.detail
       FROM order_events e LEFT JOIN users a ON a.id = e.actor_id LEFT JOIN users r ON r.id = e.rider_id
      WHERE e.order_id = $1 ORDER BY e.id`,
    [orderId],
  );
  return rows.map(toEvent);
}
