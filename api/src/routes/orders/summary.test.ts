import {
  isOpenOrder,
  orderAge,
  paiseToRupees,
  rupeesToPaise,
  storeDay,
  type Order,
  type OrdersSummary,
  type Product,
} from '@kirana/shared/domain';
import { cancelled, markDelivered, markPaid, placedEarlier, placeOrder } from '../../../test/adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** `GET /api/orders/summary`: the dashboard's figures, checked against the orders this test placed. */
let t: TestApp;
let admin: SignedIn;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  asha = await shopperWithAddress(t, '9876511111');
  ravi = await shopperWithAddress(t, '9823422222', '202', { societyIndex: 1 });
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const line = (index: number, qty = 1) => [{ product: products[index]!._id, qty }];
const summary = async () =>
  (await t.app.inject({ url: '/api/orders/summary', headers: admin.headers })).json<OrdersSummary>();
const reread = async (orders: Order[]) =>
  Promise.all(
    orders.map(async (order) =>
      (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>(),
    ),
  );
const rupeesOf = (orders: Order[]) =>
  paiseToRupees(orders.reduce((sum, order) => sum + rupeesToPaise(order.totalPrice), 0));

it('is all zeros before the first order', async () => {
  expect(await summary()).toEqual({
    date: storeDay(),
    today: { orders: 0, revenue: 0, collected: 0 },
    open: { orders: 0, late: 0, awaitingPayment: 0 },
    unpaidDelivered: { orders: 0, amount: 0 },
    lateOrders: [],
    latestOrders: [],
  });
});

it('counts today’s orders, open and late ones, and cash still to come in, as the orders say', async () => {
  const justPlaced = await placeOrder(t, asha, line(0, 2));
  const late = await placeOrder(t, ravi, line(1));
  await placedEarlier(t, late._id, 40);
  const later = await placeOrder(t, asha, line(2));
  await placedEarlier(t, later._id, 50);
  const almostDue = await placeOrder(t, ravi, line(3));
  await placedEarlier(t, almostDue._id, 34);
  const deliveredUnpaid = await placeOrder(t, ravi, line(4, 3));
  await markDelivered(t, admin, deliveredUnpaid._id);
  const done = await placeOrder(t, asha, line(5));
  await markDelivered(t, admin, done._id);
  await markPaid(t, admin, done._id);
  const paidAhead = await placeOrder(t, asha, line(6));
  await markPaid(t, admin, paidAhead._id);
  const failed = await placeOrder(t, ravi, line(7), 'PHONEPE');
  await cancelled(t, failed._id);
  const awaiting = await placeOrder(t, asha, line(9), 'PHONEPE');
  const lastWeek = await placeOrder(t, asha, line(8));
  await markDelivered(t, admin, lastWeek._id);
  await markPaid(t, admin, lastWeek._id);
  await placedEarlier(t, lastWeek._id, 7 * 24 * 60);

  const figures = await summary();
  const orders = await reread([
    justPlaced,
    late,
    later,
    almostDue,
    deliveredUnpaid,
    done,
    paidAhead,
    failed,
    awaiting,
    lastWeek,
  ]);
  const counted = orders.filter((order) => !order.isCancelled);
  const today = counted.filter((order) => storeDay(order.createdAt) === figures.date);
  // A PhonePe payment still under way is not work yet: counted apart.
  const open = counted.filter((order) => isOpenOrder(order) && order.paymentStatus !== 'PENDING');
  const lateOnes = open.filter((order) => orderAge(order.createdAt).state === 'late');
  const unpaid = counted.filter((order) => order.isDelivered && !order.isPaid);

  expect(figures.date).toBe(storeDay());
  // Collected is the money that came in today (the ledger's), whenever its order was placed: last
  // week's order was paid today too.
  expect(figures.today).toEqual({
    orders: today.length,
    revenue: rupeesOf(today),
    collected: rupeesOf(counted.filter((order) => order.isPaid)),
  });
  expect(figures.open).toEqual({ orders: 5, late: 2, awaitingPayment: 1 });
  expect(figures.open).toEqual({ orders: open.length, late: lateOnes.length, awaitingPayment: 1 });
  expect(figures.unpaidDelivered).toEqual({ orders: 1, amount: deliveredUnpaid.totalPrice });
  expect(figures.unpaidDelivered).toEqual({ orders: unpaid.length, amount: rupeesOf(unpaid) });
  expect(figures.lateOrders.map((order) => order._id)).toEqual([later._id, late._id]);
  const newestFirst = [...counted].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  expect(figures.latestOrders.map((order) => order._id)).toEqual(newestFirst.map((order) => order._id));
  expect(figures.latestOrders.find((order) => order._id === done._id)).toEqual(
    orders.find((order) => order._id === done._id),
  );
});

it('is the admin’s alone', async () => {
  expect((await t.app.inject({ url: '/api/orders/summary', headers: asha.headers })).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/orders/summary' })).statusCode).toBe(401);
});
