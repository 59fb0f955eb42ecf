import {
  CUSTOMERS_PAGE_SIZE_DEFAULT,
  paiseToRupees,
  type CustomerList,
  type CustomersQuery,
  type CustomerSummary,
} from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { offsetOf, pageRequest, toPage, windowTotal } from '../db/paging';
import { SqlParams } from '../db/params';
import { searchText } from '../lib/searchText';
import { addressesOf } from './repository';

interface CustomerRow {
  id: string;
  name: string;
  phone_number: string;
  is_admin: boolean;
  created_at: Date;
  order_count: string;
  spent_paise: string;
  last_order_at: Date | null;
}

/** Each user with what they ordered; cancelled orders (failed payments) count for nothing. */
const CUSTOMER_FROM = `users u CROSS JOIN LATERAL (
    SELECT count(*) AS order_count, coalesce(sum(o.total_price_paise), 0) AS spent_paise,
      max(o.created_at) AS last_order_at
      FROM orders o WHERE o.user_id = u.id AND NOT o.is_cancelled
  ) s`;
const CUSTOMER_COLUMNS =
  'u.id, u.name, u.phone_number, u.is_admin, u.created_at, s.order_count, s.spent_paise, s.last_order_at';

const SORTS: Record<NonNullable<CustomersQuery['sort']>, string> = {
  recent: 's.last_order_at DESC NULLS LAST, u.created_at DESC, u.id DESC',
  top: 's.spent_paise DESC, s.last_order_at DESC NULLS LAST, u.id DESC',
  new: 'u.created_at DESC, u.id DESC',
};

async function toCustomers(db: Queryable, rows: readonly CustomerRow[]): Promise<CustomerSummary[]> {
  const addresses = await addressesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    isAdmin: row.is_admin,
    createdAt: new Date(row.created_at).toISOString(),
    orderCount: Number(row.order_count),
    totalSpent: paiseToRupees(Number(row.spent_paise)),
    lastOrderAt: row.last_order_at ? new Date(row.last_order_at).toISOString() : null,
    userAddresses: addresses.get(row.id) ?? [],
  }));
}

/** Customers (never the store's admins, nor the riders of its delivery team) matching the search, a page at a time. */
function customerConditions(query: CustomersQuery, params: SqlParams): string {
  const where = ['NOT u.is_admin', "u.role <> 'rider'"];
  const search = searchText(query.search);
  if (search) {
    const anyOf = [`u.name ILIKE ${params.add(search.contains)}`];
    if (search.phoneDigits) anyOf.push(`u.phone_number LIKE ${params.add(`%${search.phoneDigits}%`)}`);
    where.push(`(${anyOf.join(' OR ')})`);
  }
  return `WHERE ${where.join(' AND ')}`;
}

export async function listCustomers(db: Queryable, query: CustomersQuery): Promise<CustomerList> {
  const request = pageRequest(query, CUSTOMERS_PAGE_SIZE_DEFAULT);
  const params = new SqlParams();
  const where = customerConditions(query, params);
  const rows = await db.query<CustomerRow & { total: string }>(
    `SELECT ${CUSTOMER_COLUMNS}, count(*) OVER () AS total FROM ${CUSTOMER_FROM} ${where}
      ORDER BY ${SORTS[query.sort ?? 'recent']} LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offsetOf(request))}`,
    params.values,
  );
  const total = await windowTotal(rows, async () => {
    const countParams = new SqlParams();
    const [row] = await db.query<{ total: string }>(
      `SELECT count(*) AS total FROM users u ${customerConditions(query, countParams)}`,
      countParams.values,
    );
    return Number(row?.total ?? 0);
  });
  return toPage(await toCustomers(db, rows), request, total);
}

/** Anyone with an account, admins included (they may order too). */
export async function findCustomer(db: Queryable, userId: string): Promise<CustomerSummary | null> {
  const rows = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM ${CUSTOMER_FROM} WHERE u.id = $1`, [
    userId,
  ]);
  const [customer] = await toCustomers(db, rows);
  return customer ?? null;
}

/** Adds a customer with this phone and name; false when the phone already has an account. */
export async function insertCustomer(db: Queryable, id: string, phoneNumber: string, name: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO users (id, phone_number, name) VALUES ($1, $2, $3) ON CONFLICT (phone_number) DO NOTHING RETURNING id',
    [id, phoneNumber, name],
  );
  return rows.length > 0;
}

/** The phone a user signs in with; null when there is no such user. */
export async function phoneNumberOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1', [userId]);
  return row?.phone_number ?? null;
}
