import type { Queryable } from '../src/db/database';

/**
 * The store's past orders: `count` (20,000) earlier cash orders of this shopper, each with its line and its
 * `placed` entry, as a store at rush hour has them. It also keeps the bench from measuring a fresh
 * database's artefact: PostgreSQL keeps each connection's foreign-key check plans (order_items and
 * order_events point at orders) as first made, and made while orders is empty they read the whole
 * table, so every order would cost more than the one before until the table is next analysed.
 */
export async function orderHistory(db: Queryable, userId: string, productId: string, count = 20_000): Promise<void> {
  await db.query(
    `WITH placed AS (
       INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
         payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise,
         total_price_paise, handoff_code, created_at, updated_at)
       SELECT 'f' || lpad(to_hex(g), 23, '0'), a.user_id, a.society_id, s.society_name, a.wing, a.flat_number,
              s.locality_id, l.area_name, 'COD', 'UNPAID', 10000, 0, 0, 10000, lpad((g % 10000)::text, 4, '0'),
              now() - make_interval(mins => g), now() - make_interval(mins => g)
         FROM generate_series(1, ${count}) AS g,
              user_addresses a JOIN societies s ON s.id = a.society_id JOIN localities l ON l.id = s.locality_id
        WHERE a.user_id = $1
       RETURNING id, user_id
     ), timeline AS (
       INSERT INTO order_events (order_id, kind, actor_id) SELECT id, 'placed', user_id FROM placed
     )
     INSERT INTO order_items (order_id, position, product_id, name, quantity_label, unit_price_paise, qty, ordered_qty)
     SELECT id, 0, $2, 'An earlier order', '1 kg', 10000, 1, 1 FROM placed`,
    [userId, productId],
  );
  await db.exec('VACUUM ANALYZE orders, order_items, order_events');
}
