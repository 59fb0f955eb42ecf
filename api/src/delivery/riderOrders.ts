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
 * Orders as a rider reads them (R61, R63): only those assigned to them or nobody's, and only what
 * delivering needs. The handoff code is never selected here.
 *
 * Every read is made for one rider, the viewer (R63): the customer's name and phone are selected
 * only where that rider may know them, so nobody's order (the Unassigned list), one given to
 * another rider and one cancelled carry neither, a delivered one no phone, and one delivered before
 * today's store day not the name either. What leaves this file never holds more than that.
 */

/** SQL: an order the store is still to deliver (an order paid online counts once it is paid); `openForRiders` in shared's domain. */
export const OPEN_ORDER = `NOT o.is_delivered AND NOT o.is_cancelled AND (o.payment_method = 'COD' OR o.is_paid)`;

type RiderOrderRow = Pick<
  OrderRow,
  | 'id'
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
> & {
  /** Null where the viewing rider may not know them (`CUSTOMER_NAME`, `CUSTOMER_PHONE`). */
  user_name: string | null;
  user_phone: string | null;
  items: { name: string; name_hi: string | null; qty: number; quantity_label: string }[];
};

/** Every query below takes the viewing rider's id as $1 (null: no rider) and the store's time zone as $2. */
const VIEWER = '$1::text';
/** SQL: the start of today's store day. */
const STORE_DAY_START = `((now() AT TIME ZONE $2::text)::date::timestamp AT TIME ZONE $2::text)`;

/**
 * SQL: the customer's phone, to the rider whose order it is while it is still to deliver; once it is
 * delivered or cancelled the rider has no call to make (the store has the number).
 */
const CUSTOMER_PHONE = `CASE WHEN o.rider_id = ${VIEWER} AND NOT o.is_delivered AND NOT o.is_cancelled
    THEN u.phone_number END`;

/**
 * SQL: the customer's name, to the rider whose order it is while it is still to deliver, and on
 * one they delivered today: their run keeps a delivered order for its cash until the day ends, and
 * the name says whose door to go back to. Not on a cancelled order, nor one delivered before today.
 */
const CUSTOMER_NAME = `CASE WHEN o.rider_id = ${VIEWER} AND NOT o.is_cancelled
    AND (NOT o.is_delivered OR o.delivered_at >= ${STORE_DAY_START}) THEN u.name END`;

const RIDER_ORDER_SELECT = `SELECT o.id, ${CUSTOMER_NAME} AS user_name, ${CUSTOMER_PHONE} AS user_phone,
    o.society_id, o.society_name, o.wing, o.flat_number,
    o.area_name, o.payment_method, o.is_paid, o.total_price_paise, o.settled_paise, o.rider_id, o.assigned_at, o.stage, o.is_delivered, o.is_cancelled,
    o.cash_collected_at, o.handoff_wrong_tries, o.handoff_flagged_at, o.created_at,
    (SELECT coalesce(json_agg(json_build_object('name', i.name, 'name_hi', i.name_hi, 'qty', i.qty, 'quantity_label', i.quantity_label)
      ORDER BY i.position), '[]')
       FROM order_items i WHERE i.order_id = o.id AND i.qty > 0) AS items
  FROM orders o JOIN users u ON u.id = o.user_id`;

/** The parameters every query starts with: $1 the viewer, $2 the store's time zone. */
const viewedBy = (viewerId: string | null) => [viewerId, STORE_TIME_ZONE];

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
    items: row.items.map((item) => ({
      name: item.name,
      ...(item.name_hi ? { nameHi: item.name_hi } : {}),
      qty: item.qty,
      quantityLabel: item.quantity_label,
    })),
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
                 AND o.delivered_at >= ${STORE_DAY_START}))`,
    viewedBy(riderId),
  );
  // Walking order is the domain's one rule (the rider's screen keeps a live run in the same order).
  return rows.map(toRiderOrder).sort(compareWalkingOrder);
}

/**
 * Open orders nobody has taken, oldest first (the longest waiting): where, what and how much, never
 * who (nobody's order is no rider's to call).
 */
export async function listUnassigned(db: Queryable): Promise<RiderOrder[]> {
  const rows = await db.query<RiderOrderRow>(
    `${RIDER_ORDER_SELECT} WHERE o.rider_id IS NULL AND ${OPEN_ORDER} ORDER BY o.created_at, o.id LIMIT 200`,
    viewedBy(null),
  );
  return rows.map(toRiderOrder);
}

/**
 * One order as this rider reads it, whoever it belongs to (callers decide who may see it; the
 * customer is in it only as far as `viewerId` may know them).
 */
export async function findRiderOrder(db: Queryable, orderId: string, viewerId: string): Promise<RiderOrder | null> {
  const row = await one<RiderOrderRow>(db, `${RIDER_ORDER_SELECT} WHERE o.id = $3`, [...viewedBy(viewerId), orderId]);
  return row ? toRiderOrder(row) : null;
}

/** These orders as this rider reads them (null: as no rider, nothing of the customer), in walking order. */
export async function findRiderOrders(
  db: Queryable,
  orderIds: readonly string[],
  viewerId: string | null,
): Promise<RiderOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.query<RiderOrderRow>(`${RIDER_ORDER_SELECT} WHERE o.id = ANY($3::text[])`, [
    ...viewedBy(viewerId),
    orderIds,
  ]);
  return rows.map(toRiderOrder).sort(compareWalkingOrder);
}
