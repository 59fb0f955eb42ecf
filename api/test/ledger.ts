import { STORE_TIME_ZONE } from '@kirana/shared/domain';
import type { Queryable } from '../src/db/database';

export interface LedgerViolations {
  orders: string[];
  paidTwice: string[];
  refunds: string[];
  customers: string[];
  custody: string[];
}

/** What `ledgerViolations` answers when the ledger holds. */
export const LEDGER_HOLDS: LedgerViolations = { orders: [], paidTwice: [], refunds: [], customers: [], custody: [] };

/**
 * The money ledger's invariants, read straight from the database; each list is empty when the ledger holds:
 * - `orders`: settled amount not the sum of its entries (payments and allocations, less their undoing and the
 *   refunds asked), settled beyond the total or below 0, or (an order not cancelled) a paid mark that disagrees
 *   with it (a ₹0 order, every line short, owes nothing unpaid);
 * - `paidTwice`: more than one payment standing on an order (payments less their undoing);
 * - `refunds`: refunds asked beyond what PhonePe collected, an outcome for another amount or a refund that ended
 *   twice, or a `payment_refunds` row whose state disagrees with the ledger;
 * - `customers`: khata credit below 0;
 * - `custody`: a collection that is not the rider's cash payment of that order, a hand-over whose entry is not its
 *   amount (or voided without its entry), or a collection counted twice.
 */
export async function ledgerViolations(db: Queryable): Promise<LedgerViolations> {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((row) => row.id);
  const orders = await ids(
    `SELECT o.id FROM orders o
      WHERE o.settled_paise <> (SELECT coalesce(sum(CASE WHEN e.kind IN ('payment', 'khata_allocation') THEN e.amount_paise
                                                         WHEN e.kind IN ('payment_undone', 'allocation_undone', 'refund_requested')
                                                           THEN -e.amount_paise ELSE 0 END), 0)
                                  FROM money_entries e WHERE e.order_id = o.id)
         OR (NOT o.is_cancelled AND o.is_paid AND o.settled_paise <> o.total_price_paise)
         -- An order whose lines all fell short may owe nothing (₹0) without being paid.
         OR (NOT o.is_cancelled AND NOT o.is_paid AND o.total_price_paise > 0 AND o.settled_paise = o.total_price_paise)
         OR o.settled_paise > o.total_price_paise OR o.settled_paise < 0`,
  );
  const paidTwice = await ids(
    `SELECT order_id AS id FROM money_entries WHERE kind IN ('payment', 'payment_undone') GROUP BY order_id
      HAVING count(*) FILTER (WHERE kind = 'payment') - count(*) FILTER (WHERE kind = 'payment_undone') > 1`,
  );
  const refunds = await ids(
    `SELECT o.id FROM orders o
      WHERE (SELECT coalesce(sum(amount_paise), 0) FROM money_entries WHERE order_id = o.id AND kind = 'refund_requested')
          > (SELECT coalesce(sum(amount_paise), 0) FROM money_entries WHERE order_id = o.id AND kind = 'payment'
                AND method = 'PHONEPE')
     UNION
     SELECT r.order_id FROM payment_refunds r
      WHERE (SELECT count(*) FROM money_entries e WHERE e.refund_id = r.id AND e.kind = 'refund_requested'
                AND e.amount_paise = r.amount_paise) <> 1
         OR (SELECT count(*) FROM money_entries e WHERE e.refund_id = r.id AND e.kind IN ('refund_completed', 'refund_failed')
                AND e.amount_paise = r.amount_paise) <> (CASE WHEN r.state IN ('COMPLETED', 'FAILED') THEN 1 ELSE 0 END)
         OR EXISTS (SELECT 1 FROM money_entries e WHERE e.refund_id = r.id
                     AND e.kind = CASE r.state WHEN 'COMPLETED' THEN 'refund_failed' ELSE 'refund_completed' END)`,
  );
  const customers = await ids(
    `SELECT user_id AS id FROM money_entries GROUP BY user_id
      HAVING sum(CASE kind WHEN 'khata_payment' THEN amount_paise WHEN 'khata_allocation' THEN -amount_paise
                           WHEN 'allocation_undone' THEN amount_paise ELSE 0 END) < 0`,
  );
  const custody = await ids(
    `SELECT c.order_id AS id FROM money_entries c
      WHERE c.kind = 'cash_collected' AND NOT EXISTS (
        SELECT 1 FROM money_entries p WHERE p.order_id = c.order_id AND p.kind = 'payment' AND p.method = 'CASH'
           AND p.actor_id = c.rider_id AND p.amount_paise = c.amount_paise)
     UNION
     SELECT o.id FROM orders o
      WHERE (o.cash_collected_by IS NOT NULL) <> EXISTS (SELECT 1 FROM money_entries e WHERE e.order_id = o.id
                                                            AND e.kind = 'cash_collected')
        AND (o.cash_collected_by IS NULL OR o.total_price_paise > 0)
     UNION
     SELECT h.id FROM cash_handovers h
      WHERE (SELECT coalesce(sum(amount_paise), 0) FROM money_entries e WHERE e.handover_id = h.id
                AND e.kind = 'cash_handed_over') <> h.amount_paise
         OR (SELECT coalesce(sum(amount_paise), 0) FROM money_entries e WHERE e.handover_id = h.id
                AND e.kind = 'handover_voided') <> CASE WHEN h.voided_at IS NULL THEN 0 ELSE h.amount_paise END`,
  );
  return { orders, paidTwice, refunds, customers, custody };
}

/**
 * Each rider's cash for one store day as the ledger has it: collected at the door that day, handed over for that
 * day (less hand-overs voided), and still with them (collected less handed over; negative only when more was
 * handed over than collected, which the Cash page shows apart).
 */
export async function custodyByRider(
  db: Queryable,
  day: string,
): Promise<Map<string, { collected: number; handedOver: number; held: number }>> {
  const rows = await db.query<{ rider_id: string; collected: string; handed: string }>(
    `SELECT e.rider_id,
            coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'cash_collected'
                                                  AND (e.at AT TIME ZONE $2)::date = $1::date), 0) AS collected,
            coalesce(sum(CASE e.kind WHEN 'cash_handed_over' THEN e.amount_paise WHEN 'handover_voided' THEN -e.amount_paise END)
                       FILTER (WHERE h.store_day = $1::date), 0) AS handed
       FROM money_entries e LEFT JOIN cash_handovers h ON h.id = e.handover_id
      WHERE e.rider_id IS NOT NULL GROUP BY e.rider_id`,
    [day, STORE_TIME_ZONE],
  );
  return new Map(
    rows.map((row) => {
      const collected = Number(row.collected);
      const handedOver = Number(row.handed);
      return [row.rider_id, { collected, handedOver, held: collected - handedOver }];
    }),
  );
}
