import {
  ADMIN_ORDERS_PAGE_SIZE_DEFAULT,
  type AdminOrderList,
  type AdminOrdersQuery,
  ORDER_STAGES,
} from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { offsetOf, pageRequest, toPage, windowTotal } from '../db/paging';
import { SqlParams } from '../db/params';
import { searchText } from '../lib/searchText';
import { storeDayEnd, storeDayStart } from '../lib/storeDays';
import { ORDER_COLUMNS, ORDER_FROM, wholeOrders, type OrderRow } from './orderRows';

/** The WHERE clause of the admin's queue: every filter given, combined, as parameters. */
function queueConditions(query: AdminOrdersQuery, params: SqlParams): string {
  const where: string[] = [];
  if (!query.includeCancelled) where.push('NOT o.is_cancelled');
  if (query.isDelivered !== undefined) where.push(`o.is_delivered = ${params.add(query.isDelivered)}`);
  if (query.isPaid !== undefined) where.push(`o.is_paid = ${params.add(query.isPaid)}`);
  if (query.awaitingPayment !== undefined)
    where.push(query.awaitingPayment ? "o.payment_status = 'PENDING'" : "o.payment_status <> 'PENDING'");
  if (query.from !== undefined) where.push(`o.created_at >= ${storeDayStart(params, query.from)}`);
  if (query.to !== undefined) where.push(`o.created_at < ${storeDayEnd(params, query.to)}`);
  if (query.society !== undefined) where.push(`o.society_id = ${params.add(query.society)}`);
  if (query.paymentMethod !== undefined) where.push(`o.payment_method = ${params.add(query.paymentMethod)}`);
  if (query.user !== undefined) where.push(`o.user_id = ${params.add(query.user)}`);
  if (query.rider === 'none') where.push('o.rider_id IS NULL');
  else if (query.rider !== undefined) where.push(`o.rider_id = ${params.add(query.rider)}`);
  const search = searchText(query.search);
  if (search) {
    // The order number is characters 11–24 of the id; ids are lower-case hex.
    const anyOf = [`u.name ILIKE ${params.add(search.contains)}`];
    if (search.orderNumber) anyOf.push(`substr(o.id, 11) LIKE ${params.add(`%${search.orderNumber}%`)}`);
    if (search.phoneDigits) anyOf.push(`u.phone_number LIKE ${params.add(`%${search.phoneDigits}%`)}`);
    where.push(`(${anyOf.join(' OR ')})`);
  }
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/** One page of every customer's orders, filtered as asked, newest (or oldest, or by stage) first, each whole. */
export async function listAdminOrders(
  db: Queryable,
  query: AdminOrdersQuery,
  publicUrl: string,
): Promise<AdminOrderList> {
  const request = pageRequest(query, ADMIN_ORDERS_PAGE_SIZE_DEFAULT);
  const params = new SqlParams();
  const where = queueConditions(query, params);
  const direction = query.sort === 'newest' || query.sort === undefined ? 'DESC' : 'ASC';
  // By stage: the stages in their order (the domain's), oldest first within each.
  const byStage = query.sort === 'stage' ? `array_position(${params.add([...ORDER_STAGES])}::text[], o.stage), ` : '';
  const rows = await db.query<OrderRow & { total: string }>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total FROM ${ORDER_FROM} ${where}
      ORDER BY ${byStage}o.created_at ${direction}, o.id ${direction}
      LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offsetOf(request))}`,
    params.values,
  );
  const total = await windowTotal(rows, async () => {
    const countParams = new SqlParams();
    const [row] = await db.query<{ total: string }>(
      `SELECT count(*) AS total FROM ${ORDER_FROM} ${queueConditions(query, countParams)}`,
      countParams.values,
    );
    return Number(row?.total ?? 0);
  });
  return toPage(await wholeOrders(db, rows, publicUrl), request, total);
}
