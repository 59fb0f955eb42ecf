import {
  CUSTOMERS_PAGE_SIZE_DEFAULT,
  STORE_TIME_ZONE,
  paiseToRupees,
  type CustomerList,
  type CustomersQuery,
  type CustomerSummary,
} from '@kirana/shared/domain';
import type { Database, Queryable, SqlValue } from '../db/database';
import { offsetOf, type PageRequest, pageRequest, toPage } from '../db/paging';
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

/**
 * Each user with what they ordered; cancelled orders (failed payments) count for nothing: the kept
 * counts of the orders placed before `kept_until` (migration 039) and the orders placed since, read
 * from the orders by their time index. `$1` is `kept_until` as the same statement's transaction read it.
 */
const CUSTOMER_FROM = `users u
  LEFT JOIN customer_order_stats k ON k.user_id = u.id
  LEFT JOIN (SELECT o.user_id, count(*) AS n, sum(o.total_price_paise) AS spent, max(o.created_at) AS last
               FROM orders o WHERE o.created_at >= $1::timestamptz AND NOT o.is_cancelled GROUP BY o.user_id) l
    ON l.user_id = u.id
  CROSS JOIN LATERAL (SELECT coalesce(k.order_count, 0) + coalesce(l.n, 0) AS order_count,
                             coalesce(k.spent_paise, 0) + coalesce(l.spent, 0) AS spent_paise,
                             greatest(k.last_order_at, l.last) AS last_order_at) s`;
const CUSTOMER_COLUMNS =
  'u.id, u.name, u.phone_number, u.is_admin, u.created_at, s.order_count, s.spent_paise, s.last_order_at';

/** SQL: when the first store day not yet closed began (today's, or yesterday's in the hour after midnight). */
const OPEN_DAY_START = `(date_trunc('day', (now() - interval '1 hour') AT TIME ZONE $1) AT TIME ZONE $1)`;

/**
 * Folds the orders of the store days closed since into the kept counts, once (the first list read after
 * a day closes does it; one transaction at a time, the state row locked). A change to one of those
 * orders made meanwhile either commits first (its trigger waited on nothing, and this reads it) or waits
 * for this and counts its customer again after (migration 039). Without it the lists are right, only slower.
 */
async function foldClosedDays(db: Database): Promise<void> {
  const [state] = await db.query<{ due: boolean }>(
    `SELECT kept_until < ${OPEN_DAY_START} AS due FROM customer_stats_state`,
    [STORE_TIME_ZONE],
  );
  if (!state?.due) return;
  await db.transaction(async (tx) => {
    const [locked] = await tx.query<{ due: boolean }>(
      `SELECT kept_until < ${OPEN_DAY_START} AS due FROM customer_stats_state FOR UPDATE`,
      [STORE_TIME_ZONE],
    );
    if (!locked?.due) return;
    await tx.query(
      `INSERT INTO customer_order_stats AS s (user_id, order_count, spent_paise, last_order_at)
       SELECT o.user_id, count(*), sum(o.total_price_paise), max(o.created_at) FROM orders o
        WHERE NOT o.is_cancelled AND o.created_at >= (SELECT kept_until FROM customer_stats_state)
          AND o.created_at < ${OPEN_DAY_START}
        GROUP BY o.user_id
       ON CONFLICT (user_id) DO UPDATE
         SET order_count = s.order_count + EXCLUDED.order_count, spent_paise = s.spent_paise + EXCLUDED.spent_paise,
             last_order_at = greatest(s.last_order_at, EXCLUDED.last_order_at)`,
      [STORE_TIME_ZONE],
    );
    await tx.query(`UPDATE customer_stats_state SET kept_until = ${OPEN_DAY_START}`, [STORE_TIME_ZONE]);
  });
}

/**
 * Runs `read` with `kept_until` (as text, `-infinity` before the first fold) in one snapshot with the kept
 * counts: a fold committing meanwhile is seen by neither or both.
 */
function withKeptCounts<T>(db: Database, read: (tx: Queryable, keptUntil: string) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [state] = await tx.query<{ kept_until: string }>('SELECT kept_until::text FROM customer_stats_state');
    return read(tx, state!.kept_until);
  });
}

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

/** SQL: one page of customers as asked, `keptUntil` the kept counts' moment read in the same transaction. */
export function customerPageSql(query: CustomersQuery, keptUntil: string): { text: string; params: SqlValue[] } {
  const request = pageRequest(query, CUSTOMERS_PAGE_SIZE_DEFAULT);
  const params = new SqlParams();
  params.add(keptUntil);
  const where = customerConditions(query, params);
  const text = `SELECT ${CUSTOMER_COLUMNS} FROM ${CUSTOMER_FROM} ${where}
    ORDER BY ${SORTS[query.sort ?? 'recent']} LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offsetOf(request))}`;
  return { text, params: params.values };
}

const LATEST_FIRST_PARTS = [
  { where: 'l.user_id IS NOT NULL', order: 's.last_order_at DESC' },
  { where: 'l.user_id IS NULL AND k.last_order_at IS NOT NULL', order: 'k.last_order_at DESC' },
  { where: 'l.user_id IS NULL AND k.last_order_at IS NULL', order: 'u.created_at DESC' },
] as const;

/** SQL of one part of `latestFirst`: its rows (`$1` kept_until, `$2` how many, `$3` how many to skip) or their count. */
export function latestFirstSql(part: 0 | 1 | 2, read: 'rows' | 'count'): string {
  const { where, order } = LATEST_FIRST_PARTS[part];
  const customers = `FROM ${CUSTOMER_FROM} WHERE NOT u.is_admin AND u.role <> 'rider' AND ${where}`;
  return read === 'count'
    ? `SELECT count(*) AS n ${customers}`
    : `SELECT ${CUSTOMER_COLUMNS} ${customers} ORDER BY ${order}, u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`;
}

/**
 * The customers, latest order first, one page, without joining and sorting every customer: those who
 * ordered since `kept_until` come first (their last order is later than any kept one), then the kept
 * customers by their last order (an index of the kept counts, migration 042), then those who never
 * ordered, newest first. Each part is read only as far as the page reaches, in the order `SORTS.recent`
 * gives them; the parts before a page are counted only when the page starts past them.
 */
async function latestFirst(tx: Queryable, keptUntil: string, request: PageRequest): Promise<CustomerRow[]> {
  const parts = [0, 1, 2] as const;
  const rows: CustomerRow[] = [];
  let skip = offsetOf(request);
  for (const part of parts) {
    if (skip > 0) {
      const [count] = await tx.query<{ n: string }>(latestFirstSql(part, 'count'), [keptUntil]);
      const inPart = Number(count?.n ?? 0);
      if (skip >= inPart) {
        skip -= inPart;
        continue;
      }
    }
    rows.push(
      ...(await tx.query<CustomerRow>(latestFirstSql(part, 'rows'), [keptUntil, request.pageSize - rows.length, skip])),
    );
    skip = 0;
    if (rows.length >= request.pageSize) break;
  }
  return rows;
}

export async function listCustomers(db: Database, query: CustomersQuery): Promise<CustomerList> {
  await foldClosedDays(db);
  const request = pageRequest(query, CUSTOMERS_PAGE_SIZE_DEFAULT);
  return withKeptCounts(db, async (tx, keptUntil) => {
    const page = customerPageSql(query, keptUntil);
    const rows =
      (query.sort ?? 'recent') === 'recent' && !searchText(query.search)
        ? await latestFirst(tx, keptUntil, request)
        : await tx.query<CustomerRow>(page.text, page.params);
    // Counted apart: a count over the page's rows would make the database join and sort every customer.
    const countParams = new SqlParams();
    const [count] = await tx.query<{ total: string }>(
      `SELECT count(*) AS total FROM users u ${customerConditions(query, countParams)}`,
      countParams.values,
    );
    return toPage(await toCustomers(tx, rows), request, Number(count?.total ?? 0));
  });
}

/** Anyone with an account, admins included (they may order too). */
export async function findCustomer(db: Database, userId: string): Promise<CustomerSummary | null> {
  return withKeptCounts(db, async (tx, keptUntil) => {
    const rows = await tx.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM ${CUSTOMER_FROM} WHERE u.id = $2`, [
      keptUntil,
      userId,
    ]);
    const [customer] = await toCustomers(tx, rows);
    return customer ?? null;
  });
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
