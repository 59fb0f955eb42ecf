import { MY_ORDERS_PAGE_SIZE_DEFAULT, type MyOrderList, ONLINE_PAYMENT_METHOD } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { offsetOf, pageRequest, toPage, windowTotal } from '../db/paging';
import { ORDER_COLUMNS, ORDER_FROM, wholeOrders, type OrderRow } from './orderRows';

/**
 * The customer's orders as they know them. An order paid online that never reached its pay page was
 * answered "your order was not placed" (the provider refused the pay request), so it is not theirs to see.
 */
const CUSTOMERS_ORDERS = `o.user_id = $1 AND NOT (
    o.is_cancelled AND o.payment_method = '${ONLINE_PAYMENT_METHOD}'
    AND NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.order_id = o.id AND t.redirect_url IS NOT NULL)
  )`;

/** One page of the customer's orders, newest first, each whole (lines in the order they were added). */
export async function listCustomerOrders(
  db: Queryable,
  userId: string,
  paging: { page?: number; pageSize?: number },
  publicUrl: string,
): Promise<MyOrderList> {
  const request = pageRequest(paging, MY_ORDERS_PAGE_SIZE_DEFAULT);
  const rows = await db.query<OrderRow & { total: string }>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total FROM ${ORDER_FROM}
      WHERE ${CUSTOMERS_ORDERS}
      ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [userId, request.pageSize, offsetOf(request)],
  );
  const total = await windowTotal(rows, async () => {
    const [row] = await db.query<{ total: string }>(
      `SELECT count(*) AS total FROM orders o WHERE ${CUSTOMERS_ORDERS}`,
      [userId],
    );
    return Number(row?.total ?? 0);
  });
  return toPage(await wholeOrders(db, rows, publicUrl, { forOwner: true }), request, total);
}
