import { addDays, paiseToRupees, rupeesToPaise, storeDay, type Order, type SalesReport } from '@kirana/shared/domain';
import { RANGE, useReportScenario } from '../../../test/reportScenario';

/** `GET /api/reports/sales`: every figure equals what the orders it covers add up to. */
const scenario = useReportScenario();

const report = (query: string) =>
  scenario.t.app.inject({ url: `/api/reports/sales?${query}`, headers: scenario.s.admin.headers });
const paise = (orders: Order[]) => orders.reduce((sum, order) => sum + rupeesToPaise(order.totalPrice), 0);
const sales = (orders: Order[]) => ({ orders: orders.length, revenue: paiseToRupees(paise(orders)) });
const byRevenue = <T extends { orders: number; revenue: number }>(a: T, b: T) => b.revenue - a.revenue;

describe('the sales report', () => {
  it('adds up the orders placed in the range, cancelled ones counted apart', async () => {
    const res = await report(`from=${RANGE.from}&to=${RANGE.to}`);
    expect(res.statusCode).toBe(200);
    const sold = res.json<SalesReport>();
    const { counted } = scenario.s;
    expect(counted.map((order) => order.paidWith)).toEqual(['CASH', null, null, 'UPI']);
    expect(sold.totals.collectedWith.cash).toBeGreaterThan(0);
    expect(sold.totals.collectedWith.upi).toBeGreaterThan(0);
    expect(sold.from).toBe(RANGE.from);
    expect(sold.totals).toEqual({
      ...sales(counted),
      collected: paiseToRupees(paise(counted.filter((order) => order.isPaid))),
      // Cash and UPI collected at the door apart (o1 in cash, o4 by UPI); PhonePe's pending order is not collected.
      collectedWith: {
        cash: paiseToRupees(paise(counted.filter((order) => order.paidWith === 'CASH'))),
        upi: paiseToRupees(paise(counted.filter((order) => order.paidWith === 'UPI'))),
        phonePe: 0,
        khata: 0,
      },
      refunded: 0,
      averageOrderValue: paiseToRupees(Math.round(paise(counted) / counted.length)),
      cancelled: 1,
    });

    // Each store day in India, the days around midnight included.
    const days = [RANGE.from, addDays(RANGE.from, 1), RANGE.to];
    expect(sold.byDay).toEqual(
      days.map((date) => ({ date, ...sales(counted.filter((order) => storeDay(order.createdAt) === date)) })),
    );
    expect(sold.byDay.map((day) => day.orders)).toEqual([2, 1, 1]);

    const methods = (['COD', 'PHONEPE'] as const).map((paymentMethod) => ({
      paymentMethod,
      ...sales(counted.filter((o) => o.paymentMethod === paymentMethod)),
    }));
    expect(sold.byPaymentMethod).toEqual(methods.sort(byRevenue));

    const societies = [scenario.s.asha, scenario.s.ravi].map((shopper) => {
      const theirs = counted.filter((order) => order.user._id === shopper.userId);
      const { societyName, areaName } = theirs[0]!.shippingAddress;
      return { society: shopper.address.society, societyName, areaName, ...sales(theirs) };
    });
    expect(sold.bySociety).toEqual(societies.sort(byRevenue));
  });

  it('ranks the products by units sold, with their revenue', async () => {
    const sold = (await report(`from=${RANGE.from}&to=${RANGE.to}`)).json<SalesReport>();
    const units = new Map<string, { product: string; name: string; units: number; paise: number }>();
    for (const item of scenario.s.counted.flatMap((order) => order.orderItems)) {
      const entry = units.get(item.product) ?? { product: item.product, name: item.name, units: 0, paise: 0 };
      units.set(item.product, {
        ...entry,
        units: entry.units + item.qty,
        paise: entry.paise + item.qty * rupeesToPaise(item.sellingPrice),
      });
    }
    const expected = [...units.values()]
      .sort((a, b) => b.units - a.units || b.paise - a.paise)
      .map(({ product, name, units: count, paise: revenue }) => ({
        product,
        name,
        units: count,
        revenue: paiseToRupees(revenue),
      }));
    expect(sold.topProducts).toEqual(expected);
    expect(sold.topProducts[0]).toMatchObject({ product: scenario.s.products[0]!._id, units: 6 });
  });

  it('measures delivery against the 35-minute promise', async () => {
    const sold = (await report(`from=${RANGE.from}&to=${RANGE.to}`)).json<SalesReport>();
    // Delivered in 20 and in 50 minutes.
    expect(sold.delivery).toEqual({ delivered: 2, averageMinutes: 35, withinPromise: 1, late: 1 });
  });

  it('shows a quiet range as zeros, every day listed', async () => {
    const sold = (await report('from=2026-02-01&to=2026-02-03')).json<SalesReport>();
    expect(sold.totals).toEqual({
      orders: 0,
      revenue: 0,
      collected: 0,
      collectedWith: { cash: 0, upi: 0, phonePe: 0, khata: 0 },
      refunded: 0,
      averageOrderValue: 0,
      cancelled: 0,
    });
    expect(sold.byDay).toEqual(
      ['2026-02-01', '2026-02-02', '2026-02-03'].map((date) => ({ date, orders: 0, revenue: 0 })),
    );
    expect(sold.byPaymentMethod).toEqual([
      { paymentMethod: 'COD', orders: 0, revenue: 0 },
      { paymentMethod: 'PHONEPE', orders: 0, revenue: 0 },
    ]);
    expect(sold.bySociety).toEqual([]);
    expect(sold.topProducts).toEqual([]);
    expect(sold.delivery).toEqual({ delivered: 0, averageMinutes: null, withinPromise: 0, late: 0 });
  });

  it('covers a single day, and up to 366 days', async () => {
    expect((await report(`from=${RANGE.to}&to=${RANGE.to}`)).json<SalesReport>().totals.orders).toBe(1);
    const year = (await report('from=2025-03-13&to=2026-03-13')).json<SalesReport>();
    expect(year.byDay).toHaveLength(366);
    expect(year.totals.orders).toBe(scenario.s.counted.length + scenario.s.outside.length);
  });

  it('refuses a range backwards, too long, or missing an end, with a message', async () => {
    const message = async (query: string) => {
      const res = await report(query);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await message('from=2026-03-12&to=2026-03-10')).toBe(
      'The first day (2026-03-12) is after the last day (2026-03-10). Choose a first day on or before the last.',
    );
    expect(await message('from=2025-03-12&to=2026-03-13')).toBe('The range covers 367 days; choose at most 366.');
    expect(await message('from=2026-03-10')).toBe('Please enter the last day.');
    expect(await message('from=2026-03-10&to=2026-04-31')).toBe('The last day must be a date written YYYY-MM-DD.');
  });
});
