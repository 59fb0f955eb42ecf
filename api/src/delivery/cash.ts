import { type CashDay, type CashHandover, sentence, STORE_TIME_ZONE } from '@kirana/shared/domain';
import { one, type Queryable, theRow } from '../db/database';
import { newObjectId } from '../db/ids';
import { conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../orders/access';
import { markOrderPaid } from '../orders/repository';
import { recordOrderEvent } from '../orders/timeline';
import { RIDER_NOT_FOUND } from './riders';

/**
 * Cash at the door and at closing time (issue 14). A rider records the cash they took for a
 * cash-on-delivery order (who, when, how much: the order's total); it is then paid in cash. At
 * the end of a store day the admin records what the rider handed over; it takes every collection
 * of that rider's day not yet handed over, and an amount that differs from their sum is kept
 * with the difference, flagged, never adjusted.
 */

/**
 * The rider takes the order's cash, inside the caller's transaction: the order is paid (`CASH`,
 * by the rider) and the collection recorded, with their timeline entries. Only the order's own
 * rider (else 404); only cash-on-delivery (a PhonePe order is paid already, 409); an order paid
 * another way is a 409; the same rider collecting again changes nothing. Answers whether it changed.
 */
export async function collectCash(tx: Queryable, orderId: string, riderId: string): Promise<boolean> {
  const order = await one<{
    rider_id: string | null;
    payment_method: string;
    is_paid: boolean;
    is_cancelled: boolean;
    cash_collected_by: string | null;
    total_price_paise: number;
  }>(
    tx,
    `SELECT rider_id, payment_method, is_paid, is_cancelled, cash_collected_by, total_price_paise
       FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!order || order.rider_id !== riderId) throw notFound(ORDER_NOT_FOUND);
  if (order.is_cancelled) throw conflict(sentence('This order was cancelled, so there is no cash to collect.'));
  if (order.payment_method !== 'COD')
    throw conflict(sentence('This order was paid online, so there is no cash to collect.'));
  if (order.cash_collected_by === riderId) return false;
  if (order.is_paid) throw conflict(sentence('This order is already paid, so there is no cash to collect.'));
  await tx.query(
    `UPDATE orders SET cash_collected_at = now(), cash_collected_by = $2, cash_collected_paise = total_price_paise, updated_at = now()
      WHERE id = $1`,
    [orderId, riderId],
  );
  await markOrderPaid(tx, orderId, { adminId: riderId, reference: null, paidWith: 'CASH' });
  await recordOrderEvent(tx, {
    orderId,
    kind: 'cash_collected',
    actorId: riderId,
    riderId,
    detail: { amountPaise: order.total_price_paise },
  });
  return true;
}

interface HandoverRow {
  id: string;
  rider_id: string;
  store_day: string;
  amount_paise: number;
  expected_paise: number;
  is_mismatch: boolean;
  recorded_by: string | null;
  recorded_by_name: string | null;
  recorded_at: Date;
}

const HANDOVER_SELECT = `SELECT h.id, h.rider_id, to_char(h.store_day, 'YYYY-MM-DD') AS store_day, h.amount_paise, h.expected_paise,
    h.is_mismatch, h.recorded_by, a.name AS recorded_by_name, h.recorded_at
  FROM cash_handovers h LEFT JOIN users a ON a.id = h.recorded_by`;

const toHandover = (row: HandoverRow): CashHandover => ({
  _id: row.id,
  riderId: row.rider_id,
  date: row.store_day,
  amountPaise: row.amount_paise,
  expectedPaise: row.expected_paise,
  differencePaise: row.amount_paise - row.expected_paise,
  isMismatch: row.is_mismatch,
  recordedBy: row.recorded_by ? { _id: row.recorded_by, name: row.recorded_by_name ?? '' } : null,
  recordedAt: new Date(row.recorded_at).toISOString(),
});

/** SQL: `column` falls on the store day in parameter `day` (the store's time zone in parameter `zone`). */
const onDay = (column: string, day: string, zone: string) =>
  `${column} >= (${day}::date)::timestamp AT TIME ZONE ${zone} AND ${column} < (${day}::date + 1)::timestamp AT TIME ZONE ${zone}`;

/**
 * The admin records what a rider handed over for a store day. The rider's row and that day's
 * collections not yet handed over are locked, so two hand-overs recorded at once never take one
 * order's cash twice. `expectedPaise` is those collections' sum; a different amount is recorded
 * as it is and flagged (`isMismatch`), with every order it covers marked handed over.
 */
export async function recordHandover(
  tx: Queryable,
  handover: { riderId: string; amountPaise: number; date: string },
  adminId: string,
): Promise<CashHandover> {
  const rider = await one<{ user_id: string }>(tx, 'SELECT user_id FROM riders WHERE user_id = $1 FOR UPDATE', [
    handover.riderId,
  ]);
  if (!rider) throw notFound(RIDER_NOT_FOUND);
  const collected = await tx.query<{ id: string; cash_collected_paise: number }>(
    `SELECT id, cash_collected_paise FROM orders
      WHERE cash_collected_by = $1 AND cash_handover_id IS NULL AND ${onDay('cash_collected_at', '$2', '$3')}
      ORDER BY id FOR UPDATE`,
    [handover.riderId, handover.date, STORE_TIME_ZONE],
  );
  const expected = collected.reduce((sum, order) => sum + order.cash_collected_paise, 0);
  const id = newObjectId();
  await tx.query(
    `INSERT INTO cash_handovers (id, rider_id, store_day, amount_paise, expected_paise, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, handover.riderId, handover.date, handover.amountPaise, expected, adminId],
  );
  if (collected.length > 0) {
    await tx.query(
      `WITH changed AS (
         UPDATE orders SET cash_handover_id = $2, updated_at = now() WHERE id = ANY($1::text[]) RETURNING id,
           cash_collected_by, cash_collected_paise
       ), event AS (
         INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail)
         SELECT id, 'handed_over', $3, cash_collected_by, jsonb_build_object('handoverId', $2::text, 'amountPaise',
           cash_collected_paise) FROM changed
       )
       SELECT id FROM changed`,
      [collected.map((order) => order.id), id, adminId],
    );
  }
  return toHandover(await theRow<HandoverRow>(tx, `${HANDOVER_SELECT} WHERE h.id = $1`, [id]));
}

interface RiderDayRow {
  id: string;
  name: string;
  phone_number: string;
  is_active: boolean;
  delivered: string;
  collected_orders: string;
  collected_paise: string;
  outstanding_paise: string;
}

/**
 * Every rider's store day: orders delivered, cash collected, cash handed over (each hand-over,
 * flagged when it did not match), and what is still with them. Riders who are active, or who did
 * anything that day, are listed, by name.
 */
export async function cashDay(db: Queryable, date: string): Promise<CashDay> {
  const rows = await db.query<RiderDayRow>(
    `WITH delivered AS (
       SELECT o.delivered_by AS rider_id, count(*) AS delivered FROM orders o
        WHERE o.is_delivered AND ${onDay('o.delivered_at', '$1', '$2')} GROUP BY 1
     ), collected AS (
       SELECT o.cash_collected_by AS rider_id, count(*) AS orders, sum(o.cash_collected_paise) AS paise,
              sum(o.cash_collected_paise) FILTER (WHERE o.cash_handover_id IS NULL) AS outstanding
         FROM orders o WHERE o.cash_collected_by IS NOT NULL AND ${onDay('o.cash_collected_at', '$1', '$2')} GROUP BY 1
     )
     SELECT u.id, u.name, u.phone_number, r.is_active,
            coalesce(d.delivered, 0) AS delivered, coalesce(c.orders, 0) AS collected_orders,
            coalesce(c.paise, 0) AS collected_paise, coalesce(c.outstanding, 0) AS outstanding_paise
       FROM riders r JOIN users u ON u.id = r.user_id
       LEFT JOIN delivered d ON d.rider_id = r.user_id
       LEFT JOIN collected c ON c.rider_id = r.user_id
      WHERE r.is_active OR d.rider_id IS NOT NULL OR c.rider_id IS NOT NULL
         OR EXISTS (SELECT 1 FROM cash_handovers h WHERE h.rider_id = r.user_id AND h.store_day = $1::date)
      ORDER BY lower(u.name), u.id`,
    [date, STORE_TIME_ZONE],
  );
  const handovers = (
    await db.query<HandoverRow>(`${HANDOVER_SELECT} WHERE h.store_day = $1::date ORDER BY h.recorded_at, h.id`, [date])
  ).map(toHandover);
  return {
    date,
    riders: rows.map((row) => {
      const mine = handovers.filter((handover) => handover.riderId === row.id);
      return {
        rider: { _id: row.id, name: row.name, phoneNumber: row.phone_number, isActive: row.is_active },
        delivered: Number(row.delivered),
        collectedOrders: Number(row.collected_orders),
        collectedPaise: Number(row.collected_paise),
        handedOverPaise: mine.reduce((sum, handover) => sum + handover.amountPaise, 0),
        outstandingPaise: Number(row.outstanding_paise),
        hasMismatch: mine.some((handover) => handover.isMismatch),
        handovers: mine,
      };
    }),
  };
}
