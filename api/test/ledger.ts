import type { Queryable } from '../src/db/database';

/**
 * The money ledger's invariants, read straight from the database: orders whose settled amount is not
 * the sum of their ledger entries, whose paid mark disagrees with it, or that are settled beyond their
 * total; and customers whose khata credit is below 0. Each list is empty when the ledger holds.
 */
export async function ledgerViolations(db: Queryable): Promise<{ orders: string[]; customers: string[] }> {
  const orders = await db.query<{ id: string }>(
    `SELECT o.id FROM orders o
      WHERE o.settled_paise <> (SELECT coalesce(sum(CASE WHEN e.kind IN ('payment', 'khata_allocation') THEN e.amount_paise
                                                         ELSE -e.amount_paise END), 0)
                                  FROM money_entries e WHERE e.order_id = o.id)
         OR o.is_paid <> (o.settled_paise = o.total_price_paise)
         OR o.settled_paise > o.total_price_paise`,
  );
  const customers = await db.query<{ user_id: string }>(
    `SELECT user_id FROM money_entries GROUP BY user_id
      HAVING sum(CASE kind WHEN 'khata_payment' THEN amount_paise WHEN 'khata_allocation' THEN -amount_paise
                           WHEN 'allocation_undone' THEN amount_paise ELSE 0 END) < 0`,
  );
  return { orders: orders.map((row) => row.id), customers: customers.map((row) => row.user_id) };
}
