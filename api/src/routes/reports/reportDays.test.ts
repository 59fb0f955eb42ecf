import { addDays, type SalesReport, storeDay } from '@kirana/shared/domain';
import type { SqlValue } from '../../db/database';
import { SqlParams } from '../../db/params';
import { markDelivered, placedAt, placeOrder } from '../../../test/adminOrders';
import { RANGE, useReportScenario } from '../../../test/reportScenario';
import { salesReportFromOrders } from '../../../test/salesReportFromOrders';
import { reportSql } from './salesRepository';

/**
 * Reports from each closed store day's kept facts (migration 038) answer exactly what the orders
 * themselves add up to (`salesReportFromOrders`, the report as it was computed before), before and
 * after changes to a kept day; and a report over closed days reads the kept facts, not the orders.
 * Speed itself is measured by `npm run bench:year` (a million orders).
 */
const scenario = useReportScenario();

const report = async (from: string, to: string) => {
  const res = await scenario.t.app.inject({
    url: `/api/reports/sales?from=${from}&to=${to}`,
    headers: scenario.s.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<SalesReport>();
};
const fromOrders = (from: string, to: string) => salesReportFromOrders(scenario.t.database.db, { from, to });
const kept = async () =>
  (
    await scenario.t.database.db.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM report_days_kept`,
    )
  ).map((row) => row.day);

describe('reports from kept store days', () => {
  it('a range of closed days is kept once and answers what its orders add up to', async () => {
    const first = await report(RANGE.from, RANGE.to);
    expect(first).toEqual(await fromOrders(RANGE.from, RANGE.to));
    expect(first.totals.orders).toBeGreaterThan(0);
    expect(await kept()).toEqual(expect.arrayContaining([RANGE.from, addDays(RANGE.from, 1), RANGE.to]));
    // Read again: from the kept facts, the same answer.
    expect(await report(RANGE.from, RANGE.to)).toEqual(first);
  });

  it('a range up to today adds today, read from the orders, to the kept days', async () => {
    const today = storeDay(new Date().toISOString());
    const from = addDays(today, -365);
    expect(await report(from, today)).toEqual(await fromOrders(from, today));
  });

  it('a change to a kept day (a line short, an order cancelled, a delivery, an order dated into it) is read at once', async () => {
    const { db } = scenario.t.database;
    const [o1, o2] = scenario.s.counted;
    await report(RANGE.from, RANGE.to);
    await db.query('UPDATE order_items SET qty = qty - 1 WHERE order_id = $1 AND qty > 1', [o1!._id]);
    expect(await report(RANGE.from, RANGE.to)).toEqual(await fromOrders(RANGE.from, RANGE.to));

    await markDelivered(scenario.t, scenario.s.admin, o2!._id);
    expect(await report(RANGE.from, RANGE.to)).toEqual(await fromOrders(RANGE.from, RANGE.to));

    await db.query(
      `UPDATE orders SET stage = 'cancelled', cancelled_at = created_at + interval '1 minute', delivered_at = NULL
        WHERE id = $1`,
      [o2!._id],
    );
    const cancelled = await report(RANGE.from, RANGE.to);
    expect(cancelled).toEqual(await fromOrders(RANGE.from, RANGE.to));
    expect(cancelled.totals.cancelled).toBe(2);

    const late = await placeOrder(scenario.t, scenario.s.ravi, [{ product: scenario.s.products[7]!._id, qty: 2 }]);
    await markDelivered(scenario.t, scenario.s.admin, late._id);
    await placedAt(scenario.t, late._id, `${RANGE.to}T18:00:00+05:30`, 30);
    const added = await report(RANGE.from, RANGE.to);
    expect(added).toEqual(await fromOrders(RANGE.from, RANGE.to));
    expect(added.totals.orders).toBe(cancelled.totals.orders + 1);
  });

  it('an order placed or changed today changes no kept day', async () => {
    const { db } = scenario.t.database;
    const before = await db.query<{ day: string; version: string }>(
      'SELECT day::text, version FROM report_day_versions',
    );
    const order = await placeOrder(scenario.t, scenario.s.asha, [{ product: scenario.s.products[8]!._id, qty: 1 }]);
    await markDelivered(scenario.t, scenario.s.admin, order._id);
    expect(await db.query('SELECT day::text, version FROM report_day_versions')).toEqual(before);
  });

  it('a report over closed days reads the kept facts alone: no order, line or ledger entry', async () => {
    await report(RANGE.from, RANGE.to);
    const p = new SqlParams();
    const text = await plan(reportSql(p, RANGE, RANGE, null), p.values);
    expect(text).toContain('report_day_facts');
    expect(text).not.toMatch(/on orders|on order_items|on money_entries/);
  });

  it("today's part reads the day's orders and money by their time indexes, never the whole tables", async () => {
    const today = storeDay(new Date().toISOString());
    const p = new SqlParams();
    const text = await plan(reportSql(p, { from: today, to: today }, null, { from: today, to: today }), p.values);
    expect(text).toMatch(/orders_created_idx|orders_open_idx/);
    expect(text).toContain('money_entries_at_idx');
    expect(text).not.toMatch(/Seq Scan on (orders|money_entries)/);
  });
});

async function plan(text: string, params: SqlValue[]): Promise<string> {
  return scenario.t.database.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
