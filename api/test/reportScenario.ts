import type { Order, Product } from '@kirana/shared/domain';
import { cancelled, markDelivered, markPaid, placedAt, placeOrder } from './adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from './shopper';
import { signInAs, type SignedIn } from './signIn';
import { buildTestApp, type TestApp } from './testApp';

/** The report range of the scenario: three store days in March 2026. */
export const RANGE = { from: '2026-03-10', to: '2026-03-12' };

export interface ReportScenario {
  admin: SignedIn;
  asha: Shopper;
  ravi: Shopper;
  products: Product[];
  /** Placed in the range and not cancelled: what every figure must add up to. */
  counted: Order[];
  /** Placed in the range but cancelled (a failed PhonePe payment). */
  cancelledOrder: Order;
  /** Placed just before and just after the range. */
  outside: Order[];
}

/**
 * Orders placed through the API and then dated into March 2026 (times in India): on the range's
 * edges, across midnight in India (a different day in UTC), delivered on time and late, paid and
 * not, by cash, UPI at the door and PhonePe, one cancelled. Ravi's name starts like a spreadsheet formula.
 */
export async function reportScenario(t: TestApp): Promise<ReportScenario> {
  const admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  const asha = await shopperWithAddress(t, '9876511111', '101', { name: 'Asha Kulkarni' });
  const ravi = await shopperWithAddress(t, '9823422222', '202', { name: '=SUM(1,2) "Ravi"', societyIndex: 1 });
  const products = await productsInStock(t, 20);
  const p = (index: number, qty: number) => ({ product: products[index]!._id, qty });

  const o1 = await placeOrder(t, asha, [p(0, 2), p(1, 1)]);
  await markDelivered(t, admin, o1._id);
  await markPaid(t, admin, o1._id);
  await placedAt(t, o1._id, '2026-03-10T09:00:00+05:30', 20);
  const o2 = await placeOrder(t, ravi, [p(2, 1)]);
  await placedAt(t, o2._id, '2026-03-10T23:50:00+05:30');
  const o3 = await placeOrder(t, asha, [p(0, 1), p(3, 4)], 'PHONEPE');
  await placedAt(t, o3._id, '2026-03-11T00:10:00+05:30');
  const o4 = await placeOrder(t, ravi, [p(0, 3)]);
  await markDelivered(t, admin, o4._id);
  // Paid at the door to the store's UPI (o1 in cash).
  await markPaid(t, admin, o4._id, 'UPI');
  await placedAt(t, o4._id, '2026-03-12T12:00:00+05:30', 50);
  const failed = await placeOrder(t, asha, [p(4, 2)], 'PHONEPE');
  await cancelled(t, failed._id);
  await placedAt(t, failed._id, '2026-03-11T12:00:00+05:30');
  const before = await placeOrder(t, asha, [p(5, 1)]);
  await placedAt(t, before._id, '2026-03-09T23:59:00+05:30');
  const after = await placeOrder(t, ravi, [p(5, 1)]);
  await placedAt(t, after._id, '2026-03-13T00:00:00+05:30');

  const read = async (order: Order) =>
    (await t.app.inject({ url: `/api/orders/${order._id}`, headers: admin.headers })).json<Order>();
  return {
    admin,
    asha,
    ravi,
    products,
    counted: await Promise.all([o1, o2, o3, o4].map(read)),
    cancelledOrder: await read(failed),
    outside: await Promise.all([before, after].map(read)),
  };
}

/** The app and the scenario, built before a test file's tests and closed after them. */
export function useReportScenario(): { readonly t: TestApp; readonly s: ReportScenario } {
  const state: { t?: TestApp; s?: ReportScenario } = {};
  beforeAll(async () => {
    state.t = await buildTestApp();
    state.s = await reportScenario(state.t);
  });
  afterAll(() => state.t?.close());
  return {
    get t() {
      return state.t!;
    },
    get s() {
      return state.s!;
    },
  };
}
