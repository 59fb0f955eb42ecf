import {
  DELIVERY_PROMISE_MINUTES,
  PAYMENT_METHODS,
  paiseToRupees,
  REPORT_TOP_PRODUCTS,
  type PaymentMethod,
  type SalesReport,
} from '@kirana/shared/domain';
import type { Queryable } from '../src/db/database';
import { SqlParams } from '../src/db/params';
import { storeDayOf } from '../src/lib/storeDays';
import { moneyIn } from '../src/money/ledger';
import { withinDays, type DayRange } from '../src/routes/reports/range';

/** Sums come back from PostgreSQL as text (bigint, numeric); money is paise until the answer. */
const count = (value: string | number): number => Number(value);
const rupees = (paise: string | number | null): number => paiseToRupees(Number(paise ?? 0));

/** Runs one aggregate over the orders placed in the range; `build` gets fresh parameters. */
async function aggregate<Row>(db: Queryable, build: (params: SqlParams) => string): Promise<Row[]> {
  const params = new SqlParams();
  const text = build(params);
  return db.query<Row>(text, params.values);
}

/** An aggregate with no GROUP BY: the database always answers exactly one row. */
async function aggregateRow<Row>(db: Queryable, build: (params: SqlParams) => string): Promise<Row> {
  const [row] = await aggregate<Row>(db, build);
  if (!row) throw new Error('an ungrouped aggregate answered no row');
  return row;
}

/**
 * The sales report as it was computed before migration 038 kept each closed day's facts (and as
 * `src/routes/reports/salesRepository.ts` must still answer it): every figure an aggregate over the
 * range's orders, lines and ledger entries, read afresh. The tests compare the two on the same data.
 * Cancelled orders count only in `totals.cancelled`. What was collected is the money ledger's:
 * money that came in on those days, each rupee once (a khata payment under the khata, when it
 * was received; putting it on an order later counts nothing again).
 */
export async function salesReportFromOrders(db: Queryable, range: DayRange): Promise<SalesReport> {
  const totals = await aggregateRow<{
    orders: string;
    revenue: string;
    average: string | null;
    cancelled: string;
  }>(
    db,
    (p) => `SELECT count(*) FILTER (WHERE NOT o.is_cancelled) AS orders,
                   coalesce(sum(o.total_price_paise) FILTER (WHERE NOT o.is_cancelled), 0) AS revenue,
                   round(avg(o.total_price_paise) FILTER (WHERE NOT o.is_cancelled)) AS average,
                   count(*) FILTER (WHERE o.is_cancelled) AS cancelled
              FROM orders o WHERE ${withinDays(p, range)}`,
  );
  // Money is the ledger's: what came in on the range's days, each rupee once, by how it came.
  const money = await aggregateRow<{
    collected: string;
    cash: string;
    upi: string;
    online: string;
    khata: string;
    refunded: string;
  }>(db, (p) => moneyIn(withinDays(p, range, 'e.at')));
  const byDay = await aggregate<{ date: string; orders: string; revenue: string }>(
    db,
    (p) => `WITH sold AS (
              SELECT ${storeDayOf(p, 'o.created_at')} AS day, count(*) AS orders, sum(o.total_price_paise) AS revenue
                FROM orders o WHERE NOT o.is_cancelled AND ${withinDays(p, range)} GROUP BY 1)
            SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(sold.orders, 0) AS orders,
                   coalesce(sold.revenue, 0) AS revenue
              FROM generate_series(${p.add(range.from)}::date, ${p.add(range.to)}::date, interval '1 day') AS d
              LEFT JOIN sold ON sold.day = d::date
             ORDER BY d`,
  );
  const byPaymentMethod = await aggregate<{ payment_method: PaymentMethod; orders: string; revenue: string }>(
    db,
    (p) => `SELECT m.method AS payment_method, count(o.id) AS orders, coalesce(sum(o.total_price_paise), 0) AS revenue
              FROM unnest(${p.add(PAYMENT_METHODS)}::text[]) AS m (method)
              LEFT JOIN orders o ON o.payment_method = m.method AND NOT o.is_cancelled AND ${withinDays(p, range)}
             GROUP BY m.method ORDER BY revenue DESC, m.method`,
  );
  // Names as the latest order wrote them: a society or product renamed or removed since still reads.
  const bySociety = await aggregate<{
    society: string;
    society_name: string;
    area_name: string;
    orders: string;
    revenue: string;
  }>(
    db,
    (p) => `SELECT o.society_id AS society,
                   (array_agg(o.society_name ORDER BY o.created_at DESC))[1] AS society_name,
                   (array_agg(o.area_name ORDER BY o.created_at DESC))[1] AS area_name,
                   count(*) AS orders, sum(o.total_price_paise) AS revenue
              FROM orders o WHERE NOT o.is_cancelled AND ${withinDays(p, range)}
             GROUP BY o.society_id ORDER BY orders DESC, revenue DESC, society_name`,
  );
  const topProducts = await aggregate<{ product: string; name: string; units: string; revenue: string }>(
    db,
    (p) => `SELECT i.product_id AS product, (array_agg(i.name ORDER BY o.created_at DESC))[1] AS name,
                   sum(i.qty) AS units, sum(i.qty * i.unit_price_paise) AS revenue
              FROM order_items i JOIN orders o ON o.id = i.order_id
             WHERE NOT o.is_cancelled AND ${withinDays(p, range)}
             GROUP BY i.product_id ORDER BY units DESC, revenue DESC, name LIMIT ${p.add(REPORT_TOP_PRODUCTS)}`,
  );
  const delivery = await aggregateRow<{ delivered: string; average_minutes: string | null; within_promise: string }>(
    db,
    (p) => `SELECT count(*) AS delivered,
                   round((avg(extract(epoch FROM o.delivered_at - o.created_at)) / 60)::numeric, 1) AS average_minutes,
                   count(*) FILTER (WHERE o.delivered_at - o.created_at <= make_interval(mins => ${p.add(DELIVERY_PROMISE_MINUTES.max)}::int)) AS within_promise
              FROM orders o WHERE o.is_delivered AND NOT o.is_cancelled AND ${withinDays(p, range, 'o.delivered_at')}`,
  );

  // Per rider: the range's orders assigned to each (not cancelled), those delivered (with the customer's code
  // or by an admin), and the cash taken at the door (the ledger's cash_collected).
  const byRider = await aggregate<{
    rider: string;
    name: string;
    orders: string;
    revenue: string;
    delivered: string;
    with_code: string;
    cash: string;
  }>(
    db,
    (p) => `SELECT o.rider_id AS rider, min(r.name) AS name, count(*) AS orders, sum(o.total_price_paise) AS revenue,
                   count(*) FILTER (WHERE o.is_delivered) AS delivered,
                   count(*) FILTER (WHERE o.delivered_with = 'CODE') AS with_code,
                   coalesce(sum((SELECT sum(e.amount_paise) FROM money_entries e
                                 WHERE e.order_id = o.id AND e.kind = 'cash_collected' AND e.rider_id = o.rider_id)), 0) AS cash
              FROM orders o JOIN users r ON r.id = o.rider_id
             WHERE NOT o.is_cancelled AND ${withinDays(p, range)}
             GROUP BY o.rider_id ORDER BY delivered DESC, orders DESC, name`,
  );

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
    byDay: byDay.map((day) => ({ date: day.date, orders: count(day.orders), revenue: rupees(day.revenue) })),
    byPaymentMethod: byPaymentMethod.map((m) => ({
      paymentMethod: m.payment_method,
      orders: count(m.orders),
      revenue: rupees(m.revenue),
    })),
    bySociety: bySociety.map((s) => ({
      society: s.society,
      societyName: s.society_name,
      areaName: s.area_name,
      orders: count(s.orders),
      revenue: rupees(s.revenue),
    })),
    topProducts: topProducts.map((t) => ({
      product: t.product,
      name: t.name,
      units: count(t.units),
      revenue: rupees(t.revenue),
    })),
    byRider: byRider.map((r) => ({
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
