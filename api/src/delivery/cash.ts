import { type CashDay, type CashHandover, sentence, STORE_TIME_ZONE } from '@kirana/shared/domain';
import { one, type Queryable, theRow } from '../db/database';
import { newObjectId } from '../db/ids';
import { fieldRefused, conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from '../orders/access';
import { recordCashCollected, recordHandedOver, recordHandoverVoided, riderCustody } from '../money/ledger';
import { markOrderPaid } from '../orders/repository';
import { recordOrderEvent } from '../orders/timeline';
import { RIDER_NOT_FOUND } from './riders';

/**
 * Cash at the door and at closing time (R68, R69). A rider records the cash they took for a
 * cash-on-delivery order (who, when, how much: what was due); it is then paid in cash. At
 * the end of a store day the admin records what the rider handed over; it takes every collection
 * of that rider's day not yet handed over, and an amount that differs from their sum is kept
 * with the difference, flagged, never adjusted. Custody is in the money ledger (cash_collected,
 * cash_handed_over, handover_voided), and every figure here is read from it.
 */

/**
 * The rider takes the order's cash — what is still due on it (the total less khata money already
 * put on it) — inside the caller's transaction: the order is paid (`CASH`,
 * by the rider) and the collection recorded, with their timeline entries. Only the order's own
 * rider (else 404); only cash-on-delivery (an order paid online is paid already, 409); an order paid
 * another way is a 409; the same rider collecting again changes nothing. Answers whether it changed.
 */
export async function collectCash(tx: Queryable, orderId: string, riderId: string): Promise<boolean> {
  const order = await one<{
    rider_id: string | null;
    payment_method: string;
    is_paid: boolean;
    is_cancelled: boolean;
    cash_collected_by: string | null;
    due: number;
  }>(
    tx,
    `SELECT rider_id, payment_method, is_paid, is_cancelled, cash_collected_by, total_price_paise - settled_paise AS due
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
    'UPDATE orders SET cash_collected_at = now(), cash_collected_by = $2, updated_at = now() WHERE id = $1',
    [orderId, riderId],
  );
  await markOrderPaid(tx, orderId, { adminId: riderId, reference: null, paidWith: 'CASH' });
  // Custody: the rider now holds the cash, until a hand-over (the ledger's cash_collected).
  await recordCashCollected(tx, { orderId, riderId, amountPaise: order.due });
  await recordOrderEvent(tx, {
    orderId,
    kind: 'cash_collected',
    actorId: riderId,
    riderId,
    detail: { amountPaise: order.due },
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
  voided_at: Date | null;
  voided_by: string | null;
  voided_by_name: string | null;
  void_reason: string | null;
}

/** SQL: the cash the ledger says was collected on the order of the CTE row `id` (its History names it). */
const COLLECTED_ON = `(SELECT coalesce(sum(m.amount_paise), 0) FROM money_entries m
    WHERE m.order_id = changed.id AND m.kind = 'cash_collected')`;

const HANDOVER_SELECT = `SELECT h.id, h.rider_id, to_char(h.store_day, 'YYYY-MM-DD') AS store_day, h.amount_paise, h.expected_paise,
    h.is_mismatch, h.recorded_by, a.name AS recorded_by_name, h.recorded_at,
    h.voided_at, h.voided_by, v.name AS voided_by_name, h.void_reason
  FROM cash_handovers h LEFT JOIN users a ON a.id = h.recorded_by LEFT JOIN users v ON v.id = h.voided_by`;

const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

const toHandover = (row: HandoverRow): CashHandover => ({
  _id: row.id,
  riderId: row.rider_id,
  date: row.store_day,
  amountPaise: row.amount_paise,
  expectedPaise: row.expected_paise,
  differencePaise: row.amount_paise - row.expected_paise,
  isMismatch: row.is_mismatch,
  recordedBy: person(row.recorded_by, row.recorded_by_name),
  recordedAt: new Date(row.recorded_at).toISOString(),
  voided:
    row.voided_at && row.void_reason !== null
      ? {
          by: person(row.voided_by, row.voided_by_name),
          at: new Date(row.voided_at).toISOString(),
          reason: row.void_reason,
        }
      : null,
});

/** SQL: `column` falls on the store day in parameter `day` (the store's time zone in parameter `zone`). */
const onDay = (column: string, day: string, zone: string) =>
  `${column} >= (${day}::date)::timestamp AT TIME ZONE ${zone} AND ${column} < (${day}::date + 1)::timestamp AT TIME ZONE ${zone}`;

/**
 * A rider's store day in money: cash collected at the door that day, handed over for that day
 * (voided hand-overs left out), what is still with them (collected less handed over, never below
 * 0), and what was handed over beyond what was collected. `collected = handed over + still with
 * the rider − over` always holds.
 */
async function riderMoney(
  db: Queryable,
  riderId: string,
  date: string,
): Promise<{ collectedPaise: number; handedOverPaise: number }> {
  const row = await theRow<{ collected: string; handed: string }>(
    db,
    riderCustody('$1', onDay('e.at', '$2', '$3'), '$2::date'),
    [riderId, date, STORE_TIME_ZONE],
  );
  return { collectedPaise: Number(row.collected), handedOverPaise: Number(row.handed) };
}

export const HANDOVER_KEY_REUSED = sentence(
  'This request was already used to record a different hand-over. Please reload the Cash page and record it again.',
);

/** What a hand-over request did: recorded it, or found the one its Idempotency-Key already recorded. */
export interface HandoverOutcome {
  handover: CashHandover;
  made: boolean;
}

/**
 * The admin records what a rider handed over for a store day: a day from the one the rider joined
 * the team to today (else a 400). The rider's row is locked, so hand-overs for one rider are
 * recorded one after another on every instance; the same Idempotency-Key (from the same admin)
 * answers the hand-over it recorded, never a second one. `expectedPaise` is what the rider still
 * held for that day; a different amount is recorded as it is and flagged (`isMismatch`). The day's
 * collections not yet handed over are marked with this hand-over (their History says so).
 */
export async function recordHandover(
  tx: Queryable,
  handover: { riderId: string; amountPaise: number; date: string },
  adminId: string,
  idempotencyKey: string | null,
): Promise<HandoverOutcome> {
  const rider = await one<{ user_id: string; joined: string; today: string }>(
    tx,
    `SELECT user_id, to_char((added_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS joined,
            to_char((now() AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS today
       FROM riders WHERE user_id = $1 FOR UPDATE`,
    [handover.riderId, STORE_TIME_ZONE],
  );
  if (!rider) throw notFound(RIDER_NOT_FOUND);
  if (idempotencyKey) {
    const earlier = await one<HandoverRow>(
      tx,
      `${HANDOVER_SELECT} WHERE h.recorded_by = $1 AND h.idempotency_key = $2`,
      [adminId, idempotencyKey],
    );
    if (earlier) {
      const same =
        earlier.rider_id === handover.riderId &&
        earlier.amount_paise === handover.amountPaise &&
        earlier.store_day === handover.date;
      if (!same) throw conflict(HANDOVER_KEY_REUSED);
      return { handover: toHandover(earlier), made: false };
    }
  }
  if (handover.date > rider.today)
    throw fieldRefused(
      'date',
      sentence('{date} is in the future. Record a hand-over for today or an earlier day.', { date: handover.date }),
    );
  if (handover.date < rider.joined)
    throw fieldRefused(
      'date',
      sentence('{date} is before this rider joined the team ({joined}). Choose a day they worked.', {
        date: handover.date,
        joined: rider.joined,
      }),
    );
  const money = await riderMoney(tx, handover.riderId, handover.date);
  const expected = Math.max(0, money.collectedPaise - money.handedOverPaise);
  const id = newObjectId();
  await tx.query(
    `INSERT INTO cash_handovers (id, rider_id, store_day, amount_paise, expected_paise, recorded_by, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, handover.riderId, handover.date, handover.amountPaise, expected, adminId, idempotencyKey],
  );
  await recordHandedOver(tx, { id, riderId: handover.riderId, amountPaise: handover.amountPaise, adminId });
  await tx.query(
    `WITH changed AS (
       UPDATE orders SET cash_handover_id = $4, updated_at = now()
        WHERE id IN (SELECT id FROM orders WHERE cash_collected_by = $1 AND cash_handover_id IS NULL
                       AND ${onDay('cash_collected_at', '$2', '$3')} ORDER BY id FOR UPDATE)
        RETURNING id, cash_collected_by
     ), event AS (
       INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail)
       SELECT id, 'handed_over', $5, cash_collected_by, jsonb_build_object('handoverId', $4::text, 'amountPaise',
         ${COLLECTED_ON}) FROM changed
     )
     SELECT id FROM changed`,
    [handover.riderId, handover.date, STORE_TIME_ZONE, id, adminId],
  );
  return {
    handover: toHandover(await theRow<HandoverRow>(tx, `${HANDOVER_SELECT} WHERE h.id = $1`, [id])),
    made: true,
  };
}

/**
 * The admin voids a hand-over recorded by mistake, saying why: it stays listed, voided, and counts
 * for nothing; the collections it covered are the rider's to hand over again (their History says
 * it was voided, and why). Voiding it again answers it as it is. Answers the orders it changed.
 */
export async function voidHandover(
  tx: Queryable,
  handoverId: string,
  reason: string,
  adminId: string,
): Promise<{ handover: CashHandover; changed: string[] }> {
  const found = await one<{ rider_id: string; voided_at: Date | null }>(
    tx,
    'SELECT rider_id, voided_at FROM cash_handovers WHERE id = $1',
    [handoverId],
  );
  if (!found) throw notFound(HANDOVER_NOT_FOUND);
  // The rider's row first, as recording takes it: a void and a hand-over for one rider never interleave.
  await tx.query('SELECT 1 FROM riders WHERE user_id = $1 FOR UPDATE', [found.rider_id]);
  const voided = await tx.query(
    `UPDATE cash_handovers SET voided_at = now(), voided_by = $2, void_reason = $3
      WHERE id = $1 AND voided_at IS NULL RETURNING id`,
    [handoverId, adminId, reason],
  );
  let orders: { id: string }[] = [];
  if (voided.length > 0) {
    await recordHandoverVoided(tx, handoverId, adminId, reason);
    orders = await tx.query<{ id: string }>(
      `WITH changed AS (
         UPDATE orders SET cash_handover_id = NULL, updated_at = now() WHERE cash_handover_id = $1
          RETURNING id, cash_collected_by
       ), event AS (
         INSERT INTO order_events (order_id, kind, actor_id, rider_id, detail)
         SELECT id, 'handover_voided', $2, cash_collected_by, jsonb_build_object('handoverId', $1::text, 'amountPaise',
           ${COLLECTED_ON}, 'reason', $3::text) FROM changed
       )
       SELECT id FROM changed`,
      [handoverId, adminId, reason],
    );
  }
  return {
    handover: toHandover(await theRow<HandoverRow>(tx, `${HANDOVER_SELECT} WHERE h.id = $1`, [handoverId])),
    changed: orders.map((order) => order.id),
  };
}

export const HANDOVER_NOT_FOUND = sentence('No such hand-over. It may have been recorded on another day.');

interface RiderDayRow {
  id: string;
  name: string;
  phone_number: string;
  is_active: boolean;
  delivered: string;
  collected_orders: string;
  collected_paise: string;
  handed_paise: string;
}

/**
 * Every rider's store day, its figures from the ledger's cash custody: orders delivered, cash collected, cash handed over (each hand-over,
 * flagged when it did not match, voided ones listed but not counted), what is still with them and
 * what was handed over beyond it. Riders who are active, or who did anything that day, are listed,
 * by name.
 */
export async function cashDay(db: Queryable, date: string): Promise<CashDay> {
  const rows = await db.query<RiderDayRow>(
    `WITH delivered AS (
       SELECT o.delivered_by AS rider_id, count(*) AS delivered FROM orders o
        WHERE o.is_delivered AND ${onDay('o.delivered_at', '$1', '$2')} GROUP BY 1
     ), collected AS (
       SELECT e.rider_id, count(*) AS orders, sum(e.amount_paise) AS paise
         FROM money_entries e WHERE e.kind = 'cash_collected' AND ${onDay('e.at', '$1', '$2')} GROUP BY 1
     ), handed AS (
       SELECT e.rider_id, sum(CASE e.kind WHEN 'cash_handed_over' THEN e.amount_paise ELSE -e.amount_paise END) AS paise
         FROM money_entries e JOIN cash_handovers h ON h.id = e.handover_id
        WHERE e.kind IN ('cash_handed_over', 'handover_voided') AND h.store_day = $1::date GROUP BY 1
     )
     SELECT u.id, u.name, u.phone_number, r.is_active,
            coalesce(d.delivered, 0) AS delivered, coalesce(c.orders, 0) AS collected_orders,
            coalesce(c.paise, 0) AS collected_paise, coalesce(ho.paise, 0) AS handed_paise
       FROM riders r JOIN users u ON u.id = r.user_id
       LEFT JOIN delivered d ON d.rider_id = r.user_id
       LEFT JOIN collected c ON c.rider_id = r.user_id
       LEFT JOIN handed ho ON ho.rider_id = r.user_id
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
      const counted = mine.filter((handover) => !handover.voided);
      const collectedPaise = Number(row.collected_paise);
      const handedOverPaise = Number(row.handed_paise);
      return {
        rider: { _id: row.id, name: row.name, phoneNumber: row.phone_number, isActive: row.is_active },
        delivered: Number(row.delivered),
        collectedOrders: Number(row.collected_orders),
        collectedPaise,
        handedOverPaise,
        outstandingPaise: Math.max(0, collectedPaise - handedOverPaise),
        overPaise: Math.max(0, handedOverPaise - collectedPaise),
        hasMismatch: counted.some((handover) => handover.isMismatch),
        handovers: mine,
      };
    }),
  };
}
