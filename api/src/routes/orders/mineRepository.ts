import { MY_ORDERS_PAGE_SIZE_DEFAULT, type MyOrderList } from '@kirana/shared/domain';
import type { Queryable } from '../../db/database';
import { toOrder, type ItemRow, type OrderRow } from './repository';

/**
 * The customer's orders as they know them. A PhonePe order that never reached its pay page was
 * answered "your order was not placed" (PhonePe refused the pay request), so it is not theirs to see.
 */
const CUSTOMERS_ORDERS = `o.user_id = $1 AND NOT (
    o.is_cancelled AND o.payment_method = 'PHONEPE'
    AND NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.order_id = o.id AND t.redirect_url IS NOT NULL)
  )`;

/** One page of the customer's orders, newest first, each whole (lines in the order they were added). */
export async function listCustomerOrders(db: Queryable, userId: string, paging: { page?: number; pageSize?: number }, publicUrl: string): Promise<MyOrderList> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? MY_ORDERS_PAGE_SIZE_DEFAULT;
  const rows = await db.query<OrderRow & { total: string }>(
    `SELECT o.*, u.name AS user_name, u.phone_number AS user_phone, count(*) OVER () AS total
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ${CUSTOMERS_ORDERS}
      ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : await countCustomerOrders(db, userId);
  const items = await itemsOf(db, rows.map((row) => row.id));
  return {
    items: rows.map((row) => toOrder(row, items.get(row.id) ?? [], publicUrl)),
    page,
    pageSize,
    total,
    pages: Math.ceil(total / pageSize),
  };
}

/** A page past the end has no rows to carry the window count. */
async function countCustomerOrders(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM orders o WHERE ${CUSTOMERS_ORDERS}`, [userId]);
  return Number(row?.total ?? 0);
}

/** Every line of these orders in one query, grouped by order. */
async function itemsOf(db: Queryable, orderIds: readonly string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.query<ItemRow & { order_id: string }>(
    'SELECT order_id, product_id, name, image, quantity_label, unit_price_paise, qty FROM order_items WHERE order_id = ANY($1) ORDER BY order_id, position',
    [orderIds],
  );
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}
