import { signInAs } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * The live board reads the open orders: a few dozen among a year's million. Speed itself is measured by
 * `npm run bench:year`; this holds what the planner must know for it (migration 041): how few orders are
 * neither delivered nor cancelled, so it looks their customers up by key rather than hashing every customer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const shopper = await signInAs(t.database.db, '9876512345');
  // 6,000 delivered, 200 cancelled, 30 open: a store's history as the board sees it.
  await t.database.db.query(
    `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name,
       payment_method, payment_status, items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise,
       stage, delivered_at, cancelled_at, created_at)
     SELECT 'f' || lpad(to_hex(g), 23, '0'), $1, 'e' || lpad('1', 23, '0'), 'A society', 'A', '101', 'e' || lpad('2', 23, '0'),
            'An area', 'COD', 'UNPAID', 10000, 0, 0, 10000,
            CASE WHEN g <= 6000 THEN 'delivered' WHEN g <= 6200 THEN 'cancelled' ELSE 'placed' END,
            CASE WHEN g <= 6000 THEN now() END, CASE WHEN g > 6000 AND g <= 6200 THEN now() END,
            now() - make_interval(mins => 6230 - g)
       FROM generate_series(1, 6230) AS g`,
    [shopper.userId],
  );
  await t.database.db.exec('ANALYZE orders');
}, 60_000);
afterAll(() => t.close());

it('the planner knows the open orders are few (not "not delivered" times "not cancelled")', async () => {
  const [row] = await t.database.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT o.id FROM orders o
      WHERE NOT o.is_cancelled AND o.is_delivered = false AND o.payment_status <> 'PENDING'`,
  );
  const estimate = row!['QUERY PLAN'][0].Plan['Plan Rows'];
  // 30 open orders; read as independent flags it would be about 6,230 × 3.7 % × 96.8 % ≈ 225.
  expect(estimate).toBeLessThanOrEqual(60);
});
