/**
 * The load bench's baseline: a bare Fastify + `pg` server doing, in one query or one transaction,
 * the work each measured endpoint does — no cache, no sessions, no validation, no logging. Run as
 * its own process by `load.ts` (PORT, DATABASE_URL, ORDER_USER, ORDER_PRODUCTS, ORDER_SOCIETY).
 */
import { randomBytes, randomInt } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';

const COLUMNS = `p.id, p.name, p.description, p.category_id, c.name AS category_name, p.images, p.mrp_paise,
  p.selling_price_paise, p.quantity_label, p.stock, p.is_active`;

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  const [first] = (await pool.query<{ id: string }>('SELECT id FROM categories ORDER BY sort_order, name LIMIT 1'))
    .rows;

  // The first page of the shop: the first category's first 24 in shelf order (products_shelf_idx).
  app.get(
    '/products',
    async () =>
      (
        await pool.query(
          `SELECT ${COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.category_id = $1 AND p.is_active ORDER BY p.sold_out, p.name, p.id LIMIT 24`,
          [first!.id],
        )
      ).rows,
  );

  // Full-text search, best ranked first.
  app.get('/search', async (request) => {
    const term = String((request.query as { q?: string }).q ?? 'milk');
    return (
      await pool.query(
        `SELECT ${COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.is_active AND p.search_document @@ to_tsquery('simple', $1)
          ORDER BY ts_rank(p.search_document, to_tsquery('simple', $1)) DESC, p.id LIMIT 24`,
        [`${term}:*`],
      )
    ).rows;
  });

  // The home page's shelves: every category's first 12.
  app.get(
    '/shelves',
    async () =>
      (
        await pool.query(
          `SELECT ${COLUMNS} FROM categories c
           CROSS JOIN LATERAL (SELECT * FROM products p WHERE p.category_id = c.id AND p.is_active ORDER BY p.sold_out, p.name, p.id LIMIT 12) p
          ORDER BY c.sort_order, c.name`,
        )
      ).rows,
  );

  // One cash order of one line (one of the bench's products): take the stock, insert the order (with
  // its handoff code), its line and its 'placed' timeline entry, in one transaction: the work the API
  // does for the same order.
  const products = (process.env.ORDER_PRODUCTS ?? '').split(',');
  app.post('/orders', async (_request, reply) => {
    const product = products[Math.floor(Math.random() * products.length)];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const taken = await client.query<{ name: string; selling_price_paise: number; quantity_label: string }>(
        'UPDATE products SET stock = stock - 1 WHERE id = $1 AND stock >= 1 RETURNING name, selling_price_paise, quantity_label',
        [product],
      );
      const line = taken.rows[0]!;
      const id = randomBytes(12).toString('hex');
      await client.query(
        `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name, payment_method, payment_status,
                             items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise, handoff_code)
         SELECT $1, $2, s.id, s.society_name, 'A', '101', s.locality_id, l.area_name, 'COD', 'UNPAID', $3, 0, 0, $3, $5
           FROM societies s JOIN localities l ON l.id = s.locality_id WHERE s.id = $4`,
        [
          id,
          process.env.ORDER_USER,
          line.selling_price_paise,
          process.env.ORDER_SOCIETY,
          String(randomInt(10_000)).padStart(4, '0'),
        ],
      );
      await client.query("INSERT INTO order_events (order_id, kind, actor_id) VALUES ($1, 'placed', $2)", [
        id,
        process.env.ORDER_USER,
      ]);
      await client.query(
        `INSERT INTO order_items (order_id, position, product_id, name, image, quantity_label, unit_price_paise, qty, ordered_qty) VALUES ($1, 0, $2, $3, '', $4, $5, 1, 1)`,
        [id, product, line.name, line.quantity_label, line.selling_price_paise],
      );
      await client.query('COMMIT');
      return reply.status(201).send({ _id: id });
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
