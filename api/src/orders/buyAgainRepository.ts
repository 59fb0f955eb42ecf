import { paiseToRupees, type Product, type ReorderLine } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../products/productRows';

/** How far back Buy again looks: the customer's latest orders (an index range on orders_user_created_idx). */
const ORDERS_LOOKED_AT = 100;

/**
 * The customer's most often bought products that are still on sale: in stock first, then bought in
 * the most orders, the most units, the most recently. Cancelled orders were never bought.
 */
export async function buyAgainProducts(
  db: Queryable,
  userId: string,
  limit: number,
  publicUrl: string,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `WITH recent AS (
       SELECT o.id, o.created_at FROM orders o
        WHERE o.user_id = $1 AND NOT o.is_cancelled
        ORDER BY o.created_at DESC LIMIT ${ORDERS_LOOKED_AT}
     ), bought AS (
       SELECT oi.product_id, count(*) AS orders, sum(oi.qty) AS units, max(r.created_at) AS last_at
         FROM recent r JOIN order_items oi ON oi.order_id = r.id
        GROUP BY oi.product_id
     )
     SELECT ${PRODUCT_COLUMNS}
       FROM bought b JOIN products p ON p.id = b.product_id AND p.is_active JOIN categories c ON c.id = p.category_id
      ORDER BY p.sold_out, b.orders DESC, b.units DESC, b.last_at DESC, p.name, p.id
      LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => toProduct(row, publicUrl));
}

type ReorderRow = { product_id: string; line_name: string; qty: number; unit_price_paise: number } & (
  | ({ id: string } & ProductRow)
  | { id: null }
);

/**
 * Each line of the customer's own order with the product as it is today (null when it is no
 * longer on sale), or null when the order is not theirs (whoever else asks learns nothing).
 */
export async function reorderLines(
  db: Queryable,
  userId: string,
  orderId: string,
  publicUrl: string,
): Promise<ReorderLine[] | null> {
  const [owned] = await db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [orderId, userId]);
  if (!owned) return null;
  const rows = await db.query<ReorderRow>(
    `SELECT oi.product_id, oi.name AS line_name, oi.qty, oi.unit_price_paise, ${PRODUCT_COLUMNS}
       FROM order_items oi
       LEFT JOIN products p ON p.id = oi.product_id AND p.is_active
       LEFT JOIN categories c ON c.id = p.category_id
      WHERE oi.order_id = $1
      ORDER BY oi.position`,
    [orderId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.line_name,
    qty: row.qty,
    price: paiseToRupees(row.unit_price_paise),
    product: row.id === null ? null : toProduct(row, publicUrl),
  }));
}
