import {
  compareWalkingOrder,
  HANDOFF_MAX_TRIES,
  orderNumber,
  paiseToRupees,
  type RiderOrder,
  STORE_TIME_ZONE,
} from '@kirana/shared/domain';
import { one, type Queryable } from '../db/database';
import type { OrderRow } from '../orders/orderRows';

/**
 * Orders as a rider reads them (issue 14): only those assigned to them or nobody's, and only what
 * delivering needs. The handoff code is never selected here.
 */

/** SQL: an order the store is still to deliver (a PhonePe order counts once it is paid); `openForRiders` in shared's domain. */
export const OPEN_ORDER = `NOT o.is_delivered AND NOT o.is_cancelled AND (o.payment_method = 'COD' OR o.is_paid)`;

type RiderOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'user_name'
  | 'user_phone'
  | 'society_id'
  | 'society_name'
  | 'wing'
  | 'flat_number'
  | 'area_name'
  | 'payment_method'
  | 'is_paid'
  | 'total_price_paise'
  | 'settled_paise'
  | 'rider_id'
  | 'assigned_at'
  | 'stage'
  | 'is_delivered'
  | 'is_cancelled'
  | 'cash_collected_at'
  | 'handoff_wrong_tries'
  | 'handoff_flagged_at'
  | 'created_at'
> & { items: { name: string; qty: number; quantity_label: string }[] };

const RIDER_ORDER_SELECT = `SELECT o.id, u.name AS user_name, u.phone_number AS user_phone, o.society_id, o.society_name, o.wing, o.flat_number,
    o.area_name, o.payment_method, o.is_paid, o.total_price_paise, o.settled_paise, o.rider_id, o.assigned_at, o.stage, o.is_delivered, o.is_cancelled,
    o.cash_collected_at, o.handoff_wrong_tries, o.handoff_flagged_at, o.created_at,
    (SELECT coalesce(json_agg(json_build_object('name', i.name, 'qty', i.qty, 'quantity_label', i.quantity_label)
      ORDER BY i.position), '[]')
       FROM order_items i WHERE i.order_id = o.id AND i.qty > 0) AS items
  FROM orders o JOIN users u ON u.id = o.user_id`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toRiderOrder(row: RiderOrderRow): RiderOrder {
  const toCollect = row.payment_method === 'COD' && !row.is_paid ? row.total_price_paise - row.settled_paise : 0;
  return {
    _id: row.id,
    orderNumber: orderNumber(row.id),
    customer: { name: row.user_name, phoneNumber: row.user_phone },
    address: {
      society: row.society_id,
      societyName: row.society_name,
      wing: row.wing,
      flatNumber: row.flat_number,
      areaName: row.area_name,
    },
    items: row.items.map((item) => ({ name: item.name, qty: item.qty, quantityLabel: item.quantity_label })),
    itemCount: row.items.reduce((sum, item) => sum + item.qty, 0),
    paymentMethod: row.payment_method,
    isPaid: row.is_paid,
    totalPrice: paiseToRupees(row.total_price_paise),
    amountToCollect: paiseToRupees(toCollect),
    riderId: row.rider_id,
    assignedAt: iso(row.assigned_at),
    stage: row.stage,
    isDelivered: row.is_delivered,
    isCancelled: row.is_cancelled,
    cashCollected: row.cash_collected_at !== null,
    handoffTriesLeft: Math.max(0, HANDOFF_MAX_TRIES - row.handoff_wrong_tries),
    handoffFlagged: row.handoff_flagged_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The rider's run: their open orders, and those they delivered today whose cash is still to be
 * collected, in walking order.
 */
export async function listRun(db: Queryable, riderId: string): Promise<RiderOrder[]> {
  const rows = await db.query<RiderOrderRow>(
    `${RIDER_ORDER_SELECT}
      WHERE o.rider_id = $1 AND NOT o.is_cancelled
        AND ((${OPEN_ORDER})
             OR (o.is_delivered AND o.payment_method = 'COD' AND NOT o.is_paid AND o.cash_collected_at IS NULL
                 AND o.delivered_at >= (now() AT TIME ZONE $2)::date::timestamp AT TIME ZONE $2))`,
    [riderId, STORE_TIME_ZONE],
  );
  // Walking order is the domain's one rule (the rider's screen keeps a live run in the same order).
  return rows.map(toRiderOrder).sort(compareWalkingOrder);
}

/** Open orders nobody has taken, oldest first (the longest waiting). */
export async function listUnassigned(db: Queryable): Promise<RiderOrder[]> {
  const rows = await db.query<RiderOrderRow>(
    `${RIDER_ORDER_SELECT} WHERE o.rider_id IS NULL AND ${OPEN_ORDER} ORDER BY o.created_at, o.id LIMIT 200`,
  );
  return rows.map(toRiderOrder);
}

/** One order as a rider reads it, whoever it belongs to (callers decide who may see it). */
export async function findRiderOrder(db: Queryable, orderId: string): Promise<RiderOrder | null> {
  const row = await one<RiderOrderRow>(db, `${RIDER_ORDER_SELECT} WHERE o.id = $1`, [orderId]);
  return row ? toRiderOrder(row) : null;
}

/** These orders as riders read them, in walking order. */
export async function findRiderOrders(db: Queryable, orderIds: readonly string[]): Promise<RiderOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.query<RiderOrderRow>(`${RIDER_ORDER_SELECT} WHERE o.id = ANY($1::text[])`, [orderIds]);
  return rows.map(toRiderOrder).sort(compareWalkingOrder);
}
