import {
  DELIVERY_PROMISE_MINUTES,
  ONLINE_PAYMENT_METHOD,
  PAYMENT_METHODS,
  paiseToRupees,
  REPORT_TOP_PRODUCTS,
  STORE_TIME_ZONE,
  type PaymentMethod,
  type SalesReport,
} from '@kirana/shared/domain';
import type { Database, Queryable } from '../../db/database';
import { SqlParams } from '../../db/params';
import { storeDayEnd, storeDayStart } from '../../lib/storeDays';
import type { DayRange } from './range';

/**
 * The sales report for a range of store days, from each day's facts (migration 038): what the day's
 * orders (by payment method, society, rider), lines (by product), deliveries and money add up to.
 * A closed day's facts are kept in `report_day_facts`, computed once and again only after a change
 * to that day bumped its version; today (and the first hour after midnight, while a transaction
 * begun the day before may still commit) is computed from the orders on every read. Every figure is
 * an aggregate computed by the database; nothing reads the orders into JavaScript. Cancelled orders
 * count only in `totals.cancelled`. What was collected is the money ledger's: money that came in on
 * those days, each rupee once (a khata payment under the khata, when it was received).
 *
 * `test/salesReportFromOrders.ts` is the same report read from the orders alone; the tests compare them.
 */

/** Any constant: one transaction at a time computes closed days' facts. */
const KEEP_LOCK_KEY = 727_274_038;

/** Sums come back from PostgreSQL as text (bigint, numeric) or JSON numbers; money is paise until the answer. */
const count = (value: string | number | null): number => Number(value ?? 0);
const rupees = (paise: string | number | null): number => paiseToRupees(Number(paise ?? 0));

const FACT_COLUMNS =
  'dim, day, key, name, area, name_at, n, paise, cancelled, delivered, with_code, cash, seconds, within_promise';

/**
 * SQL: the facts of the store days `from` to `to` (both included), read from the orders, their lines
 * and the ledger, one row per dimension, day and key, with `FACT_COLUMNS`.
 */
export function factsSql(p: SqlParams, from: string, to: string): string {
  const zone = p.add(STORE_TIME_ZONE);
  const start = storeDayStart(p, from);
  const end = storeDayEnd(p, to);
  return `WITH placed AS MATERIALIZED (
      SELECT o.id, o.payment_method, o.society_id, o.society_name, o.area_name, o.total_price_paise, o.is_cancelled,
             o.is_delivered, o.rider_id, o.delivered_with, o.created_at, (o.created_at AT TIME ZONE ${zone})::date AS day
        FROM orders o WHERE o.created_at >= ${start} AND o.created_at < ${end})
    SELECT 'order' AS dim, day, payment_method AS key, NULL::text AS name, NULL::text AS area,
           NULL::timestamptz AS name_at, count(*) FILTER (WHERE NOT is_cancelled) AS n,
           coalesce(sum(total_price_paise) FILTER (WHERE NOT is_cancelled), 0) AS paise,
           count(*) FILTER (WHERE is_cancelled) AS cancelled, 0 AS delivered, 0 AS with_code, 0 AS cash,
           0::numeric AS seconds, 0 AS within_promise
      FROM placed GROUP BY day, payment_method
    UNION ALL
    SELECT 'society', day, society_id, (array_agg(society_name ORDER BY created_at DESC))[1],
           (array_agg(area_name ORDER BY created_at DESC))[1], max(created_at), count(*), sum(total_price_paise),
           0, 0, 0, 0, 0, 0
      FROM placed WHERE NOT is_cancelled GROUP BY day, society_id
    UNION ALL
    SELECT 'product', p.day, i.product_id, (array_agg(i.name ORDER BY p.created_at DESC))[1], NULL, max(p.created_at),
           sum(i.qty), sum(i.qty * i.unit_price_paise), 0, 0, 0, 0, 0, 0
      FROM placed p JOIN order_items i ON i.order_id = p.id WHERE NOT p.is_cancelled GROUP BY p.day, i.product_id
    UNION ALL
    SELECT 'rider', p.day, p.rider_id, NULL, NULL, NULL, count(*), sum(p.total_price_paise), 0,
           count(*) FILTER (WHERE p.is_delivered), count(*) FILTER (WHERE p.delivered_with = 'CODE'),
           coalesce(sum((SELECT sum(e.amount_paise) FROM money_entries e
                          WHERE e.order_id = p.id AND e.kind = 'cash_collected' AND e.rider_id = p.rider_id)), 0), 0, 0
      FROM placed p WHERE NOT p.is_cancelled AND p.rider_id IS NOT NULL GROUP BY p.day, p.rider_id
    UNION ALL
    SELECT 'delivery', (o.delivered_at AT TIME ZONE ${zone})::date, '', NULL, NULL, NULL, count(*), 0, 0, 0, 0, 0,
           sum(extract(epoch FROM o.delivered_at - o.created_at)),
           count(*) FILTER (WHERE o.delivered_at - o.created_at <= make_interval(mins => ${p.add(DELIVERY_PROMISE_MINUTES.max)}::int))
      FROM orders o
     WHERE o.is_delivered AND NOT o.is_cancelled AND o.delivered_at >= ${start} AND o.delivered_at < ${end}
     GROUP BY 2
    UNION ALL
    SELECT 'money', (e.at AT TIME ZONE ${zone})::date,
           CASE e.kind WHEN 'khata_payment' THEN 'KHATA' WHEN 'refund_completed' THEN 'REFUNDED' ELSE e.method END,
           NULL, NULL, NULL, 0, sum(CASE e.kind WHEN 'payment_undone' THEN -e.amount_paise ELSE e.amount_paise END),
           0, 0, 0, 0, 0, 0
      FROM money_entries e
     WHERE e.kind IN ('payment', 'payment_undone', 'khata_payment', 'refund_completed')
       AND e.at >= ${start} AND e.at < ${end}
     GROUP BY 2, 3`;
}

/** SQL: the closed days of the range whose facts are missing or stale, each with its version now, in order. */
const STALE_DAYS = `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(v.version, 0) AS version
    FROM generate_series($1::date, $2::date, interval '1 day') AS d
    LEFT JOIN report_days_kept k ON k.day = d::date
    LEFT JOIN report_day_versions v ON v.day = d::date
   WHERE k.day IS NULL OR k.version <> coalesce(v.version, 0)
   ORDER BY d`;

/** The day after (or before) `day`, YYYY-MM-DD. */
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Runs of consecutive days (YYYY-MM-DD, in order), each as its first and last. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && dayAfter(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Computes and keeps the facts of the range's closed days `from`–`to` that are missing or stale. The
 * versions are read before the facts, so a change committed meanwhile leaves the day stale (its
 * version moved on) and it is computed again on the next read; one transaction at a time does it.
 */
async function keepClosedDays(db: Database, from: string, to: string): Promise<void> {
  const stale = await db.query<{ day: string }>(STALE_DAYS, [from, to]);
  if (stale.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEEP_LOCK_KEY]);
    const days = await tx.query<{ day: string; version: string }>(STALE_DAYS, [from, to]);
    if (days.length === 0) return;
    const list = days.map((row) => row.day);
    await tx.query('DELETE FROM report_day_facts WHERE day = ANY($1::date[])', [list]);
    for (const [first, last] of runsOf(list)) {
      const p = new SqlParams();
      const facts = factsSql(p, first, last);
      await tx.query(
        `INSERT INTO report_day_facts (${FACT_COLUMNS}) SELECT ${FACT_COLUMNS} FROM (${facts}) f`,
        p.values,
      );
    }
    await tx.query(
      `INSERT INTO report_days_kept (day, version)
       SELECT * FROM unnest($1::date[], $2::bigint[]) ON CONFLICT (day) DO UPDATE SET version = EXCLUDED.version`,
      [list, days.map((row) => row.version)],
    );
    await tx.query('ANALYZE report_day_facts');
  });
}

/**
 * SQL of the whole report over the kept days `kept` (or none) and the facts computed now for `live`
 * (or none): one statement, each part an aggregate of the facts of one dimension.
 */
export function reportSql(p: SqlParams, range: DayRange, kept: DayRange | null, live: DayRange | null): string {
  const keptWhere = kept ? `day >= ${p.add(kept.from)}::date AND day <= ${p.add(kept.to)}::date` : 'false';
  const liveFacts = live ? factsSql(p, live.from, live.to) : `SELECT ${FACT_COLUMNS} FROM report_day_facts WHERE false`;
  const facts = (dim: string) =>
    `(SELECT ${FACT_COLUMNS} FROM report_day_facts WHERE dim = '${dim}' AND ${keptWhere}
      UNION ALL SELECT ${FACT_COLUMNS} FROM live WHERE dim = '${dim}')`;
  const rows = (sql: string) => `(SELECT coalesce(json_agg(t), '[]') FROM (${sql}) t)`;
  const zone = p.add(STORE_TIME_ZONE);
  const top = p.add(REPORT_TOP_PRODUCTS);
  // The name the range's latest order wrote for a key: the row of the day of its latest order (no sort of every row).
  const latest = (dim: string, t: string) =>
    `SELECT f.name, f.area FROM ${facts(dim)} f
      WHERE f.key = ${t}.key AND f.day = (${t}.name_at AT TIME ZONE ${zone})::date AND f.name_at = ${t}.name_at LIMIT 1`;
  return `WITH live AS MATERIALIZED (${liveFacts})
    SELECT
      (SELECT row_to_json(t) FROM (
         SELECT coalesce(sum(n), 0) AS orders, coalesce(sum(paise), 0) AS revenue,
                round(sum(paise)::numeric / nullif(sum(n), 0)) AS average, coalesce(sum(cancelled), 0) AS cancelled
           FROM ${facts('order')} f) t) AS totals,
      (SELECT row_to_json(t) FROM (
         SELECT coalesce(sum(paise) FILTER (WHERE key = 'CASH'), 0) AS cash,
                coalesce(sum(paise) FILTER (WHERE key = 'UPI'), 0) AS upi,
                coalesce(sum(paise) FILTER (WHERE key = '${ONLINE_PAYMENT_METHOD}'), 0) AS online,
                coalesce(sum(paise) FILTER (WHERE key = 'KHATA'), 0) AS khata,
                coalesce(sum(paise) FILTER (WHERE key <> 'REFUNDED'), 0) AS collected,
                coalesce(sum(paise) FILTER (WHERE key = 'REFUNDED'), 0) AS refunded
           FROM ${facts('money')} f) t) AS money,
      ${rows(`SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(s.orders, 0) AS orders, coalesce(s.revenue, 0) AS revenue
                FROM generate_series(${p.add(range.from)}::date, ${p.add(range.to)}::date, interval '1 day') AS d
                LEFT JOIN (SELECT day, sum(n) AS orders, sum(paise) AS revenue FROM ${facts('order')} f GROUP BY day) s
                  ON s.day = d::date
               ORDER BY d`)} AS by_day,
      ${rows(`SELECT m.method AS payment_method, coalesce(sum(f.n), 0) AS orders, coalesce(sum(f.paise), 0) AS revenue
                FROM unnest(${p.add(PAYMENT_METHODS)}::text[]) AS m (method) LEFT JOIN ${facts('order')} f ON f.key = m.method
               GROUP BY m.method ORDER BY revenue DESC, m.method`)} AS by_payment_method,
      ${rows(`SELECT t.key AS society, l.name AS society_name, l.area AS area_name, t.orders, t.revenue
                FROM (SELECT key, sum(n) AS orders, sum(paise) AS revenue, max(name_at) AS name_at
                        FROM ${facts('society')} f GROUP BY key) t
                CROSS JOIN LATERAL (${latest('society', 't')}) l
               ORDER BY t.orders DESC, t.revenue DESC, society_name`)} AS by_society,
      ${rows(`SELECT t.key AS product, l.name, t.units, t.revenue
                FROM (SELECT key, sum(n) AS units, sum(paise) AS revenue, max(name_at) AS name_at
                        FROM ${facts('product')} f GROUP BY key
                       ORDER BY units DESC, revenue DESC FETCH FIRST ${top} ROWS WITH TIES) t
                CROSS JOIN LATERAL (${latest('product', 't')}) l
               ORDER BY t.units DESC, t.revenue DESC, l.name LIMIT ${top}`)} AS top_products,
      (SELECT row_to_json(t) FROM (
         SELECT coalesce(sum(n), 0) AS delivered, round((sum(seconds) / nullif(sum(n), 0) / 60)::numeric, 1) AS average_minutes,
                coalesce(sum(within_promise), 0) AS within_promise
           FROM ${facts('delivery')} f) t) AS delivery,
      ${rows(`SELECT f.key AS rider, r.name, f.orders, f.revenue, f.delivered, f.with_code, f.cash
                FROM (SELECT key, sum(n) AS orders, sum(paise) AS revenue, sum(delivered) AS delivered,
                             sum(with_code) AS with_code, sum(cash) AS cash
                        FROM ${facts('rider')} f GROUP BY key) f
                JOIN users r ON r.id = f.key
               ORDER BY f.delivered DESC, f.orders DESC, r.name`)} AS by_rider`;
}

type Amount = string | number;
interface ReportRow {
  totals: { orders: Amount; revenue: Amount; average: Amount | null; cancelled: Amount };
  money: { cash: Amount; upi: Amount; online: Amount; khata: Amount; collected: Amount; refunded: Amount };
  by_day: { date: string; orders: Amount; revenue: Amount }[];
  by_payment_method: { payment_method: PaymentMethod; orders: Amount; revenue: Amount }[];
  by_society: { society: string; society_name: string; area_name: string; orders: Amount; revenue: Amount }[];
  top_products: { product: string; name: string; units: Amount; revenue: Amount }[];
  delivery: { delivered: Amount; average_minutes: Amount | null; within_promise: Amount };
  by_rider: {
    rider: string;
    name: string;
    orders: Amount;
    revenue: Amount;
    delivered: Amount;
    with_code: Amount;
    cash: Amount;
  }[];
}

/** The first store day not yet closed: today, or yesterday in the hour after midnight. */
async function firstOpenDay(db: Queryable): Promise<string> {
  const [row] = await db.query<{ day: string }>(
    `SELECT to_char(((now() - interval '1 hour') AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day`,
    [STORE_TIME_ZONE],
  );
  return row!.day;
}

export async function salesReport(db: Database, range: DayRange): Promise<SalesReport> {
  const open = await firstOpenDay(db);
  // Days written YYYY-MM-DD compare as text.
  const [earliest, latest] = [(a: string, b: string) => [a, b].sort()[0]!, (a: string, b: string) => [a, b].sort()[1]!];
  const kept = range.from < open ? { from: range.from, to: earliest(range.to, dayAfter(open, -1)) } : null;
  const live = range.to >= open ? { from: latest(range.from, open), to: range.to } : null;
  if (kept) await keepClosedDays(db, kept.from, kept.to);
  const p = new SqlParams();
  const [row] = await db.query<ReportRow>(reportSql(p, range, kept, live), p.values);
  if (!row) throw new Error('the report answered no row');
  const { totals, money, delivery } = row;
  return {
    from: range.from,
    to: range.to,
    totals: {
      orders: count(totals.orders),
      revenue: rupees(totals.revenue),
      collected: rupees(money.collected),
      collectedWith: {
        cash: rupees(money.cash),
        upi: rupees(money.upi),
        phonePe: rupees(money.online),
        khata: rupees(money.khata),
      },
      refunded: rupees(money.refunded),
      averageOrderValue: rupees(totals.average),
      cancelled: count(totals.cancelled),
    },
    byDay: row.by_day.map((day) => ({ date: day.date, orders: count(day.orders), revenue: rupees(day.revenue) })),
    byPaymentMethod: row.by_payment_method.map((m) => ({
      paymentMethod: m.payment_method,
      orders: count(m.orders),
      revenue: rupees(m.revenue),
    })),
    bySociety: row.by_society.map((s) => ({
      society: s.society,
      societyName: s.society_name,
      areaName: s.area_name,
      orders: count(s.orders),
      revenue: rupees(s.revenue),
    })),
    topProducts: row.top_products.map((t) => ({
      product: t.product,
      name: t.name,
      units: count(t.units),
      revenue: rupees(t.revenue),
    })),
    byRider: row.by_rider.map((r) => ({
      rider: { _id: r.rider, name: r.name },
      orders: count(r.orders),
      revenue: rupees(r.revenue),
      delivered: count(r.delivered),
      deliveredWithCode: count(r.with_code),
      cashCollected: rupees(r.cash),
    })),
    delivery: {
      delivered: count(delivery.delivered),
      averageMinutes: delivery.average_minutes === null ? null : Number(delivery.average_minutes),
      withinPromise: count(delivery.within_promise),
      late: count(delivery.delivered) - count(delivery.within_promise),
    },
  };
}
