import type { Queryable } from '../src/db/database';

/**
 * `count` products alike but for their number, in the first category: 'Generated item <n>',
 * described as 'Filler description number <n>' (so "filler" matches them all, equally closely),
 * with n % 7 in stock (every seventh sold out).
 */
export async function insertGeneratedProducts(db: Queryable, count: number): Promise<void> {
  await db.query(
    `INSERT INTO products (id, name, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, stock)
     SELECT lpad(to_hex(g), 24, '0'), 'Generated item ' || g, 'Filler description number ' || g,
            (SELECT id FROM categories ORDER BY sort_order LIMIT 1), '{}', 1000, 900, '1 pc', g % 7
       FROM generate_series(1, $1::int) g`,
    [count],
  );
}
