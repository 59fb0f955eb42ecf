import { orderNumber, sentence } from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../orders/access';
import { orderEvent } from '../orders/timeline';
import { lockActiveRider, RIDER_NOT_FOUND } from './riders';
import { OPEN_ORDER } from './riderOrders';

/** What an assignment changed: the rider, the orders now theirs, and whom each was taken from. */
export interface Assignment {
  rider: { _id: string; name: string };
  orderIds: string[];
  /** The orders that changed hands (the others were already the rider's). */
  changedIds: string[];
  /** The rider each reassigned order was taken from (they hear it is no longer theirs). */
  previousRiders: Map<string, string>;
}

interface LockedOrder {
  id: string;
  rider_id: string | null;
  is_open: boolean;
  is_cancelled: boolean;
}

/** The orders named, or a society's open orders: exactly one of the two. */
function oneTarget(request: {
  orderIds?: readonly string[] | undefined;
  society?: string | undefined;
}): { orderIds: readonly string[] } | { society: string } {
  if (request.orderIds !== undefined && request.society === undefined) return { orderIds: request.orderIds };
  if (request.society !== undefined && request.orderIds === undefined) return { society: request.society };
  throw badRequest(sentence('Send either orderIds or society, not both and not neither.'));
}

/**
 * The admin gives orders to an active rider: the listed ones, or every open order of one society
 * (its run). Each order is locked first (in id order, as every order change takes them); a listed
 * order that is delivered, cancelled or awaiting its online payment is refused with its number,
 * and nothing is assigned. Reassigning from another rider is allowed (the admin decides); an
 * order already the rider's is left as it is. Each change writes its `assigned` timeline entry.
 */
export async function assignOrders(
  tx: Queryable,
  request: { riderId: string; orderIds?: readonly string[] | undefined; society?: string | undefined },
  adminId: string,
): Promise<Assignment> {
  const target = oneTarget(request);
  const rider = await lockActiveRider(tx, request.riderId);
  if (!rider) throw notFound(RIDER_NOT_FOUND);

  const locked =
    'orderIds' in target
      ? await tx.query<LockedOrder>(
          `SELECT o.id, o.rider_id, (${OPEN_ORDER}) AS is_open, o.is_cancelled FROM orders o
          WHERE o.id = ANY($1::text[]) ORDER BY o.id FOR UPDATE`,
          [target.orderIds],
        )
      : await tx.query<LockedOrder>(
          `SELECT o.id, o.rider_id, true AS is_open, o.is_cancelled FROM orders o
          WHERE o.society_id = $1 AND ${OPEN_ORDER} ORDER BY o.id FOR UPDATE`,
          [target.society],
        );
  if ('orderIds' in target && locked.length < target.orderIds.length) throw notFound(ORDER_NOT_FOUND);
  const closed = locked.find((order) => !order.is_open);
  if (closed)
    throw conflict(
      sentence('Order {number} is not open (delivered, cancelled or not paid yet), so it cannot be assigned.', {
        number: orderNumber(closed.id),
      }),
    );

  const moving = locked.filter((order) => order.rider_id !== rider.id);
  if (moving.length > 0) {
    await tx.query(
      `WITH changed AS (
         UPDATE orders SET rider_id = $2, assigned_at = now(), assigned_by = $3, updated_at = now()
          WHERE id = ANY($1::text[]) RETURNING id, rider_id
       ), event AS (${orderEvent('assigned', "'{}'::jsonb", '$3', 'rider_id')})
       SELECT id FROM changed`,
      [moving.map((order) => order.id), rider.id, adminId],
    );
  }
  const previousRiders = new Map<string, string>();
  for (const order of moving) if (order.rider_id) previousRiders.set(order.id, order.rider_id);
  return {
    rider: { _id: rider.id, name: rider.name },
    orderIds: locked.map((order) => order.id),
    changedIds: moving.map((order) => order.id),
    previousRiders,
  };
}

/**
 * A rider takes an open order nobody has. One statement: the row lock makes two riders at once
 * queue, and the second finds it taken (the condition is checked again on the row the first one
 * committed), so exactly one gets it; the other is told so (409). Taking one's own order again
 * changes nothing. Answers whether it changed.
 */
export async function takeOrder(db: Queryable, orderId: string, riderId: string): Promise<boolean> {
  const taken = await db.query<{ id: string }>(
    `WITH changed AS (
       UPDATE orders o SET rider_id = $2, assigned_at = now(), assigned_by = $2, updated_at = now()
        WHERE o.id = $1 AND o.rider_id IS NULL AND ${OPEN_ORDER}
          AND EXISTS (SELECT 1 FROM riders r WHERE r.user_id = $2 AND r.is_active)
        RETURNING o.id, o.rider_id
     ), event AS (${orderEvent('taken', "'{}'::jsonb", '$2', 'rider_id')})
     SELECT id FROM changed`,
    [orderId, riderId],
  );
  if (taken.length > 0) return true;
  const now = await one<{ rider_id: string | null; is_open: boolean }>(
    db,
    `SELECT o.rider_id, (${OPEN_ORDER}) AS is_open FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  if (!now) throw notFound(ORDER_NOT_FOUND);
  if (now.rider_id === riderId) return false;
  if (now.rider_id) throw conflict(sentence('Another rider has already taken this order.'));
  if (!now.is_open) throw conflict(sentence('This order is no longer open, so it cannot be taken.'));
  throw conflict(sentence('Only an active rider of the store’s team can take orders.'));
}
