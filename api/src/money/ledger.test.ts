import {
  type CashDay,
  type KhataBalance,
  type Order,
  type OrdersSummary,
  type Product,
  type RiderOrder,
  rupeesToPaise,
  type SalesReport,
  STORE_TIME_ZONE,
} from '@kirana/shared/domain';
import { LEDGER_HOLDS, ledgerViolations } from '../../test/ledger';
import { placeCod, riderSignedIn } from '../../test/riders';
import { productsInStock, shopperWithAddress } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * One record of every rupee: the figures every screen shows for one cash order that the customer
 * part-paid on their khata agree with each other and with the ledger.
 */
let t: TestApp;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000081', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 5);
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

/** The ledger's own sums agree with every order's settled amount and paid mark; no credit below 0. */
const expectLedgerInvariants = async () => expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

it('a ₹X cash order delivered unpaid, ₹100 paid on the khata: the rider, the dashboard, the khata and Reports all say X − 100, and the rider collects exactly that', async () => {
  const asha = await shopperWithAddress(t, '9876500081', '101', { name: 'Asha' });
  const raju = await riderSignedIn(t, admin, '9811100081', 'Raju');
  const order = await placeCod(t, asha, products[0]!, 3);
  const total = rupeesToPaise(order.totalPrice);
  expect(total).toBeGreaterThan(10000);
  expect(
    (await as(admin, 'PUT', '/api/orders/assign', { riderId: raju.userId, orderIds: [order._id] })).statusCode,
  ).toBe(200);
  const [{ handoff_code: code }] = (await t.database.db.query<{ handoff_code: string }>(
    'SELECT handoff_code FROM orders WHERE id = $1',
    [order._id],
  )) as [{ handoff_code: string }];
  await as(raju, 'PUT', `/api/rider/orders/${order._id}/deliver`, { code });

  const before = (await as(admin, 'GET', '/api/orders/summary')).json<OrdersSummary>();
  const paid = await as(admin, 'POST', `/api/users/${asha.userId}/khata/payments`, {
    amountPaise: 10000,
    method: 'CASH',
  });
  expect(paid.statusCode).toBe(201);
  const due = total - 10000;

  // The rider's run and card.
  const run = (await as(raju, 'GET', '/api/rider/run')).json<RiderOrder[]>();
  expect(run.find((o) => o._id === order._id)?.amountToCollect).toBe(due / 100);
  // The customer's order page and their khata.
  const mine = (await as(asha, 'GET', `/api/orders/${order._id}`)).json<Order>();
  expect(mine).toMatchObject({ isPaid: false, amountDue: due / 100 });
  expect((await as(asha, 'GET', '/api/khata/mine')).json<KhataBalance>()).toEqual({
    owedPaise: due,
    creditPaise: 0,
    balanceDuePaise: due,
    unpaidOrders: 1,
  });
  // The dashboard's cash to collect fell by the ₹100; today's collected rose by it.
  const after = (await as(admin, 'GET', '/api/orders/summary')).json<OrdersSummary>();
  expect(rupeesToPaise(after.unpaidDelivered.amount)).toBe(rupeesToPaise(before.unpaidDelivered.amount) - 10000);
  expect(rupeesToPaise(after.today.collected)).toBe(rupeesToPaise(before.today.collected) + 10000);
  // Reports count the ₹100 the store received, under the khata.
  const report = async () =>
    (await as(admin, 'GET', `/api/reports/sales?from=${today()}&to=${today()}`)).json<SalesReport>().totals;
  expect(rupeesToPaise((await report()).collectedWith.khata)).toBe(10000);
  await expectLedgerInvariants();

  // The rider collects the rest at the door: exactly the due, once.
  const collected = await as(raju, 'PUT', `/api/rider/orders/${order._id}/collect-cash`);
  expect(collected.json<RiderOrder>()).toMatchObject({ isPaid: true, amountToCollect: 0 });
  const day = (await as(admin, 'GET', `/api/cash?date=${today()}`)).json<CashDay>();
  expect(day.riders.find((row) => row.rider._id === raju.userId)).toMatchObject({
    collectedPaise: due,
    outstandingPaise: due,
  });
  const totals = await report();
  expect(rupeesToPaise(totals.collectedWith.cash)).toBe(due);
  expect(rupeesToPaise(totals.collectedWith.khata)).toBe(10000);
  expect(rupeesToPaise(totals.collected)).toBe(total);
  expect((await as(asha, 'GET', '/api/khata/mine')).json<KhataBalance>()).toMatchObject({ balanceDuePaise: 0 });
  expect((await as(admin, 'GET', `/api/orders/${order._id}`)).json<Order>()).toMatchObject({
    isPaid: true,
    paidWith: 'CASH',
    amountDue: 0,
  });
  await expectLedgerInvariants();
});

it('the admin’s door payment takes only what is due, and its Undo takes back exactly that payment', async () => {
  const ravi = await shopperWithAddress(t, '9876500082', '202', { name: 'Ravi' });
  const order = await placeCod(t, ravi, products[1]!, 2);
  const total = rupeesToPaise(order.totalPrice);
  await as(admin, 'PUT', `/api/orders/${order._id}/deliver`);
  await as(admin, 'POST', `/api/users/${ravi.userId}/khata/payments`, { amountPaise: 5000, method: 'UPI' });
  const paid = (await as(admin, 'PUT', `/api/orders/${order._id}/pay`, { method: 'CASH' })).json<Order>();
  expect(paid).toMatchObject({ isPaid: true, amountDue: 0 });
  const entries = await t.database.db.query<{ kind: string; method: string; amount_paise: number }>(
    'SELECT kind, method, amount_paise FROM money_entries WHERE order_id = $1 ORDER BY id',
    [order._id],
  );
  expect(entries).toEqual([
    { kind: 'khata_allocation', method: 'KHATA', amount_paise: 5000 },
    { kind: 'payment', method: 'CASH', amount_paise: total - 5000 },
  ]);
  const undone = (
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}/pay`, headers: admin.headers })
  ).json<Order>();
  expect(undone).toMatchObject({ isPaid: false, amountDue: (total - 5000) / 100 });
  await expectLedgerInvariants();
  // The ledger refuses to be changed.
  await expect(t.database.db.query('UPDATE money_entries SET amount_paise = 1')).rejects.toThrow(/append-only/);
  await expect(t.database.db.query('DELETE FROM money_entries')).rejects.toThrow(/append-only/);
});
