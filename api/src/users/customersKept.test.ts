import type { CustomerList, CustomerSummary } from '@kirana/shared/domain';
import type { SqlValue } from '../db/database';
import { cancelled, markDelivered, placedAt, placeOrder } from '../../test/adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { customerPageSql, latestFirstSql } from './customers';

/**
 * The Customers list from kept counts (migration 039): what every customer ordered before today, kept
 * and folded in once a day, plus today's orders read from the orders. Each figure must be what the
 * customer's orders add up to, before and after the fold and after changes to a kept order. Speed
 * itself is measured by `npm run bench:year` (100,000 customers, a million orders).
 */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let ravi: Shopper;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true, name: 'Store Admin' });
  asha = await shopperWithAddress(t, '9876511111', '101', { name: 'Asha Kulkarni' });
  ravi = await shopperWithAddress(t, '9823422222', '202', { name: 'Ravi Deshmukh', societyIndex: 1 });
  const products = await productsInStock(t, 20);
  const line = (index: number, qty = 1) => [{ product: products[index]!._id, qty }];
  // Last month and last week (kept once folded), and today (read from the orders).
  const old = await placeOrder(t, asha, line(0, 2));
  await markDelivered(t, admin, old._id);
  await placedAt(t, old._id, new Date(Date.now() - 30 * 86_400_000).toISOString(), 20);
  const lastWeek = await placeOrder(t, ravi, line(1));
  await placedAt(t, lastWeek._id, new Date(Date.now() - 7 * 86_400_000).toISOString());
  const failed = await placeOrder(t, ravi, line(2, 3), 'PHONEPE');
  await cancelled(t, failed._id);
  await placedAt(t, failed._id, new Date(Date.now() - 6 * 86_400_000).toISOString());
  await placeOrder(t, asha, line(3));
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/users?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json<CustomerList>();
};

/** What each customer's orders add up to, read from the orders alone. */
async function fromOrders(): Promise<Map<string, Pick<CustomerSummary, 'orderCount' | 'totalSpent' | 'lastOrderAt'>>> {
  const rows = await t.database.db.query<{ id: string; n: string; spent: string; last: Date | null }>(
    `SELECT u.id, count(o.id) AS n, coalesce(sum(o.total_price_paise), 0) AS spent, max(o.created_at) AS last
       FROM users u LEFT JOIN orders o ON o.user_id = u.id AND NOT o.is_cancelled GROUP BY u.id`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        orderCount: Number(row.n),
        totalSpent: Number(row.spent) / 100,
        lastOrderAt: row.last ? new Date(row.last).toISOString() : null,
      },
    ]),
  );
}

async function expectEveryFigureFromOrders(): Promise<CustomerList> {
  const listed = await list();
  const expected = await fromOrders();
  expect(listed.items.length).toBeGreaterThanOrEqual(2);
  for (const customer of listed.items) {
    const { orderCount, totalSpent, lastOrderAt } = customer;
    expect({ orderCount, totalSpent, lastOrderAt }).toEqual(expected.get(customer._id));
    const one = await t.app.inject({ url: `/api/users/${customer._id}`, headers: admin.headers });
    expect(one.json<CustomerSummary>()).toEqual(customer);
  }
  // Most recent last order first, customers without orders after.
  const order = listed.items.map((customer) => customer.lastOrderAt ?? '');
  expect(order).toEqual([...order].sort().reverse());
  return listed;
}

const keptUntil = async () =>
  (await t.database.db.query<{ kept: string }>('SELECT kept_until::text AS kept FROM customer_stats_state'))[0]!.kept;

describe('customers from kept counts', () => {
  it('folds the closed days in on the first read, and every figure is what the orders add up to', async () => {
    expect(await keptUntil()).toBe('-infinity');
    await expectEveryFigureFromOrders();
    expect(await keptUntil()).not.toBe('-infinity');
    const kept = await t.database.db.query<{ user_id: string }>('SELECT user_id FROM customer_order_stats');
    expect(kept.map((row) => row.user_id).sort()).toEqual([asha.userId, ravi.userId].sort());
  });

  it('a kept order cancelled, lowered or dated back, and an order of today, count at once', async () => {
    const { db } = t.database;
    await expectEveryFigureFromOrders();
    const [lastWeek] = await db.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1 AND NOT is_cancelled', [
      ravi.userId,
    ]);
    await db.query(
      `UPDATE orders SET items_price_paise = items_price_paise - 100, total_price_paise = total_price_paise - 100 WHERE id = $1`,
      [lastWeek!.id],
    );
    await expectEveryFigureFromOrders();
    await cancelled(t, lastWeek!.id);
    const afterCancel = await expectEveryFigureFromOrders();
    expect(afterCancel.items.find((customer) => customer._id === ravi.userId)?.orderCount).toBe(0);

    const products = await productsInStock(t, 20);
    const fresh = await placeOrder(t, ravi, [{ product: products[4]!._id, qty: 1 }]);
    await expectEveryFigureFromOrders();
    await placedAt(t, fresh._id, new Date(Date.now() - 3 * 86_400_000).toISOString());
    await expectEveryFigureFromOrders();
  });

  it('pages latest order first, a page at a time, in the order the whole sorted list has', async () => {
    await signInAs(t.database.db, '9765433333', { name: 'Meera Iyer' }); // never ordered
    const all = await list('pageSize=100');
    const { db } = t.database;
    const [state] = await db.query<{ kept: string }>('SELECT kept_until::text AS kept FROM customer_stats_state');
    const page = customerPageSql({ pageSize: 100 }, state!.kept);
    const sorted = await db.query<{ id: string }>(page.text, page.params);
    expect(all.items.map((customer) => customer._id)).toEqual(sorted.map((row) => row.id));
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    for (const pageSize of [1, 2]) {
      const walked: string[] = [];
      for (let p = 1; p <= Math.ceil(all.total / pageSize); p++)
        walked.push(...(await list(`pageSize=${pageSize}&page=${p}`)).items.map((customer) => customer._id));
      expect(walked).toEqual(all.items.map((customer) => customer._id));
    }
  });

  it('walks the kept customers by the index of their last order (migration 042)', async () => {
    await list();
    const text = await plan(latestFirstSql(1, 'rows'), [await keptUntil(), 20, 0]);
    expect(text).toContain('customer_order_stats_recent_idx');
  });

  it('reads the kept counts and only the orders since, never every customer’s every order', async () => {
    await list();
    const page = customerPageSql({}, await keptUntil());
    const text = await plan(page.text, page.params);
    expect(text).toContain('customer_order_stats');
    expect(text).toContain('orders_created_idx');
    expect(text).not.toContain('orders_user_created_idx');
  });
});

async function plan(text: string, params: SqlValue[]): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
