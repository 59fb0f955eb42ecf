import { paiseToRupees, rupeesToPaise, type Order, type SalesReport } from '@kirana/shared/domain';
import { RANGE, useReportScenario } from '../../../test/reportScenario';

/** `GET /api/reports/orders.csv`: one row per order in the range, as a spreadsheet reads it. */
const scenario = useReportScenario();

const exportCsv = (query: string) =>
  scenario.t.app.inject({ url: `/api/reports/orders.csv?${query}`, headers: scenario.s.admin.headers });

/** RFC 4180, read the way a spreadsheet reads it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

const money = (rupees: number) => rupees.toFixed(2);

describe('the orders CSV', () => {
  it('is a UTF-8 attachment named after the range', async () => {
    const res = await exportCsv(`from=${RANGE.from}&to=${RANGE.to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kirana-orders-2026-03-10-to-2026-03-12.csv"',
    );
    // The admin remote, on the storefront's origin, may read the file name.
    const fromStorefront = await scenario.t.app.inject({
      url: `/api/reports/orders.csv?from=${RANGE.from}&to=${RANGE.to}`,
      headers: { ...scenario.s.admin.headers, origin: scenario.t.config.corsOrigins[0]! },
    });
    expect(fromStorefront.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(res.body.startsWith('\uFEFFOrder number,Placed at,Customer name,Phone,')).toBe(true);
  });

  it('has one row per order placed in the range, oldest first, in store time, cancelled ones left out', async () => {
    const [header, ...rows] = parseCsv((await exportCsv(`from=${RANGE.from}&to=${RANGE.to}`)).body.slice(1));
    expect(header).toEqual([
      'Order number',
      'Placed at',
      'Customer name',
      'Phone',
      'Society',
      'Wing',
      'Flat',
      'Payment method',
      'Payment status',
      'Items',
      'Item total',
      'Small cart fee',
      'Delivery fee',
      'Total',
      'Paid',
      'Paid with',
      'Delivered',
      'Delivered at',
      'Rider',
      'Handoff',
    ]);
    expect(rows.map((row) => row[0])).toEqual(scenario.s.counted.map((order) => order.orderNumber));
    const [o1, o2, o3, o4] = scenario.s.counted as [Order, Order, Order, Order];
    const items = o1.orderItems.map((item) => `${item.name} × ${item.qty}`).join(', ');
    expect(rows[0]).toEqual([
      o1.orderNumber,
      '2026-03-10 09:00',
      'Asha Kulkarni',
      '9876511111',
      o1.shippingAddress.societyName,
      'A',
      '101',
      'Cash on Delivery',
      'Paid',
      items,
      money(o1.itemsPrice),
      money(o1.smallCartFee),
      money(o1.deliveryFee),
      money(o1.totalPrice),
      'Yes',
      'Cash',
      'Yes',
      '2026-03-10 09:20',
      // No rider: the admin marked it delivered, without the customer's code.
      '',
      'Admin override',
    ]);
    expect(rows.map((row) => row[1])).toEqual([
      '2026-03-10 09:00',
      '2026-03-10 23:50',
      '2026-03-11 00:10',
      '2026-03-12 12:00',
    ]);
    expect(rows[2]!.slice(7, 9)).toEqual(['PhonePe', 'Payment pending']);
    // Paid at the door to the store's UPI: its own column, so the day's cash and UPI add up apart.
    expect(rows[3]!.slice(8)).toEqual([
      'Paid by UPI',
      `${o4.orderItems[0]!.name} × 3`,
      money(o4.itemsPrice),
      money(o4.smallCartFee),
      '0.00',
      money(o4.totalPrice),
      'Yes',
      'UPI',
      'Yes',
      '2026-03-12 12:50',
      '',
      'Admin override',
    ]);
    expect(rows[1]!.slice(14)).toEqual(['No', '', 'No', '', '', '']);
    expect(o2.isDelivered || o3.isDelivered).toBe(false);
  });

  it('keeps a name that looks like a formula as text, quoted where it holds commas and quotes', async () => {
    const body = (await exportCsv(`from=${RANGE.from}&to=${RANGE.to}`)).body;
    expect(body).toContain(`,"'=SUM(1,2) ""Ravi""",9823422222,`);
    const [, , ravisRow] = parseCsv(body.slice(1));
    expect(ravisRow![2]).toBe(`'=SUM(1,2) "Ravi"`);
  });

  it('adds up to the sales report’s revenue', async () => {
    const rows = parseCsv((await exportCsv(`from=${RANGE.from}&to=${RANGE.to}`)).body.slice(1)).slice(1);
    const total = paiseToRupees(rows.reduce((sum, row) => sum + rupeesToPaise(Number(row[13])), 0));
    const sales = (
      await scenario.t.app.inject({
        url: `/api/reports/sales?from=${RANGE.from}&to=${RANGE.to}`,
        headers: scenario.s.admin.headers,
      })
    ).json<SalesReport>();
    expect(total).toBe(sales.totals.revenue);
    expect(rows).toHaveLength(sales.totals.orders);
  });

  it('refuses the ranges the report refuses', async () => {
    const backwards = await exportCsv('from=2026-03-12&to=2026-03-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.headers['content-type']).toMatch(/application\/json/);
    expect((await exportCsv('from=2025-01-01&to=2026-03-10')).json().message).toBe(
      'The range covers 434 days; choose at most 366.',
    );
  });

  it('streams a busy range in batches, every order once, orders placed at the same moment included', async () => {
    const [template] = scenario.s.counted;
    // 1203 copies of one order, all placed at the same instant on 2026-01-05 in India.
    await scenario.t.database.db.query(
      `INSERT INTO orders (id, user_id, society_id, society_name, wing, flat_number, locality_id, area_name, payment_method, payment_status,
                           items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise, created_at)
       SELECT 'ee' || lpad(to_hex(n), 22, '0'), user_id, society_id, society_name, wing, flat_number, locality_id, area_name, payment_method, 'UNPAID',
              items_price_paise, small_cart_fee_paise, delivery_fee_paise, total_price_paise, '2026-01-05T10:00:00+05:30'
         FROM orders, generate_series(1, 1203) AS n WHERE orders.id = $1`,
      [template!._id],
    );
    const rows = parseCsv((await exportCsv('from=2026-01-05&to=2026-01-05')).body.slice(1)).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1203);
    expect(rows.every((row) => row[1] === '2026-01-05 10:00' && row[9] === '')).toBe(true);
  });
});
