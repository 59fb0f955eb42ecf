import {
  type BillDocument,
  type GstSummary,
  monthBounds,
  type Order,
  type Product,
  rupeesToPaise,
  storeMonth,
} from '@kirana/shared/domain';
import { parseCsv } from '../../lib/csv';
import { gstCsv } from './gstSummary';
import { billsCast, newOrder as placeOrder, putAs, TAX_PROFILE as PROFILE } from '../../../test/bills';
import { pendingPhonePeOrder, pressOnPayPage } from '../../../test/phonePe';
import type { Shopper } from '../../../test/shopper';
import type { SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** `GET /api/reports/gst` and `gst.csv`: a month's invoices less its credit notes, per rate and per HSN. */

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: SignedIn;
let products: Product[];
const month = storeMonth();

beforeAll(async () => {
  t = await buildTestApp();
  ({ asha, ravi, admin, products } = await billsCast(
    t,
    { shoppers: ['9876543101', '9876543102'], admin: '9000000044' },
    3,
  ));
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, payload: unknown) => putAs(t.app, admin.headers, url, payload);
const summaryOf = (query: string, headers = admin.headers) =>
  t.app.inject({ url: `/api/reports/gst?${query}`, headers });
const bill = async (orderId: string, document = '') =>
  (await t.app.inject({ url: `/api/orders/${orderId}/bill${document}`, headers: admin.headers })).json<BillDocument>();

const newOrder = (shopper: Shopper, lines: { product: string; qty: number }[]) => placeOrder(t, shopper, lines);

async function deliveredOrder(shopper: Shopper, lines: { product: string; qty: number }[]): Promise<Order> {
  const order = await newOrder(shopper, lines);
  expect((await put(`/api/orders/${order._id}/deliver`, {})).statusCode).toBe(200);
  return order;
}

/** An order paid online and packed (invoiced then), then cancelled by the store (a credit note). */
/** The store packs the order: an order paid online is invoiced then. */
async function packed(orderId: string): Promise<void> {
  expect((await put(`/api/orders/${orderId}/packing`, {})).statusCode).toBe(200);
  expect((await put(`/api/orders/${orderId}/packed`, {})).statusCode).toBe(200);
}

async function paidThenCancelled(shopper: Shopper, product: string, qty: number): Promise<Order> {
  const { order, redirectUrl } = await pendingPhonePeOrder(t, shopper, product, qty);
  await pressOnPayPage(t, redirectUrl, 'success');
  await packed(order._id);
  expect((await put(`/api/orders/${order._id}/cancel`, { reason: 'Rider unavailable' })).statusCode).toBe(200);
  return order;
}

type Key = string;
/** Paise per key, signed: what the month's figures must be. */
function add(into: Map<Key, number[]>, key: Key, values: number[], sign: 1 | -1) {
  const now = into.get(key) ?? values.map(() => 0);
  into.set(
    key,
    now.map((value, i) => value + sign * (values[i] ?? 0)),
  );
}
const p = rupeesToPaise;

/** The expected per-rate and per-HSN paise from the documents themselves: invoices add, credit notes subtract. */
function expected(documents: BillDocument[]) {
  const byRate = new Map<Key, number[]>();
  const byHsn = new Map<Key, number[]>();
  for (const document of documents) {
    const sign = document.kind === 'creditNote' ? -1 : 1;
    for (const rate of document.taxes)
      add(byRate, String(rate.gstRate), [p(rate.taxableValue), p(rate.cgst), p(rate.sgst)], sign);
    for (const hsn of document.hsnSummary)
      add(byHsn, `${hsn.hsn} ${hsn.gstRate}`, [p(hsn.taxableValue), p(hsn.cgst), p(hsn.sgst), 0], sign);
    for (const line of document.lines) add(byHsn, `${line.hsn} ${line.gstRate}`, [0, 0, 0, line.qty], sign);
  }
  return { byRate, byHsn };
}

describe('the GST summary of a month', () => {
  let plainTotal = 0;

  it('plain bills (no GSTIN yet) carry no tax: their total is untaxed sales, less a credit note against one', async () => {
    const order = await deliveredOrder(asha, [{ product: products[0]!._id, qty: 2 }]);
    plainTotal = order.totalPrice;
    // A plain bill paid online and cancelled: its credit note nets against untaxed sales, not tax.
    const cancelled = await paidThenCancelled(ravi, products[1]!._id, 1);
    expect((await bill(cancelled._id, '?document=creditNote')).kind).toBe('creditNote');
    const res = await summaryOf(`month=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = res.json<GstSummary>();
    expect(summary).toMatchObject({
      month,
      ...monthBounds(month),
      documents: { invoices: 2, plainBills: 2, creditNotes: 1 },
      byRate: [],
      byHsn: [],
      totals: { taxableValue: 0, cgst: 0, sgst: 0, total: 0, untaxedSales: order.totalPrice },
    });
    expect(summary.documents.firstNumber).toBe((await bill(order._id)).number);
    expect(summary.documents.lastNumber).toBe((await bill(cancelled._id)).number);
    expect(summary.documents.firstCreditNote).toBe((await bill(cancelled._id, '?document=creditNote')).number);
  });

  it('with a GSTIN: per rate and per HSN, the sum of the month’s tax invoices less its credit notes', async () => {
    expect((await put('/api/store/tax-profile', PROFILE)).statusCode).toBe(200);
    for (const [product, hsnCode, gstRate] of [
      [products[0]!, '0405', 12],
      [products[1]!, '1905', 18],
      [products[2]!, '0401', 0],
    ] as const)
      expect((await put(`/api/products/${product._id}`, { hsnCode, gstRate })).statusCode).toBe(200);

    const first = await deliveredOrder(asha, [
      { product: products[0]!._id, qty: 2 },
      { product: products[1]!._id, qty: 1 },
      { product: products[2]!._id, qty: 3 },
    ]);
    const second = await deliveredOrder(ravi, [{ product: products[1]!._id, qty: 4 }]);
    const kept = await newOrder(asha, [{ product: products[0]!._id, qty: 1 }]);
    const { order: paid, redirectUrl } = await pendingPhonePeOrder(t, ravi, products[0]!._id, 3);
    await pressOnPayPage(t, redirectUrl, 'success');
    await packed(paid._id);
    expect((await put(`/api/orders/${kept._id}/deliver`, {})).statusCode).toBe(200);
    expect((await put(`/api/orders/${paid._id}/cancel`, { reason: 'Rider unavailable' })).statusCode).toBe(200);

    const invoices = await Promise.all([first, second, paid, kept].map((order) => bill(order._id)));
    const note = await bill(paid._id, '?document=creditNote');
    expect(invoices.map((document) => document.kind)).toEqual(['taxInvoice', 'taxInvoice', 'taxInvoice', 'taxInvoice']);
    expect(note.kind).toBe('creditNote');
    const want = expected([...invoices, note]);

    const summary = (await summaryOf(`month=${month}`)).json<GstSummary>();
    expect(
      summary.byRate.map((rate) => [String(rate.gstRate), [rate.taxableValue, rate.cgst, rate.sgst].map(p)]),
    ).toEqual([...want.byRate.entries()].sort((a, b) => Number(a[0]) - Number(b[0])));
    expect(
      summary.byHsn.map((hsn) => [
        `${hsn.hsn} ${hsn.gstRate}`,
        [...[hsn.taxableValue, hsn.cgst, hsn.sgst].map(p), hsn.quantity],
      ]),
    ).toEqual([...want.byHsn.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    for (const row of [...summary.byRate, ...summary.byHsn])
      expect(p(row.total)).toBe(p(row.taxableValue) + p(row.cgst) + p(row.sgst));
    // The cancelled order's invoice and credit note cancel out: the month is the three kept invoices.
    const kept3 = expected(invoices.filter((_, i) => i !== 2));
    expect(summary.byRate.map((rate) => p(rate.taxableValue))).toEqual(
      [...kept3.byRate.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v[0]),
    );
    const sum = (key: 'taxableValue' | 'cgst' | 'sgst') => summary.byRate.reduce((s, rate) => s + p(rate[key]), 0);
    expect(summary.totals).toEqual({
      taxableValue: sum('taxableValue') / 100,
      cgst: sum('cgst') / 100,
      sgst: sum('sgst') / 100,
      total: (sum('taxableValue') + sum('cgst') + sum('sgst')) / 100,
      untaxedSales: plainTotal,
    });
    expect(summary.totals.cgst).toBeGreaterThan(0);
    expect(summary.documents).toMatchObject({ invoices: 6, plainBills: 2, creditNotes: 2 });
    expect(summary.documents.lastNumber).toBe(invoices[3]!.number);
    expect(summary.documents.lastCreditNote).toBe(note.number);
  });

  it('the CSV: one table, a Table column, rate rows then HSN rows, totals, untaxed sales and the documents', async () => {
    const summary = (await summaryOf(`month=${month}`)).json<GstSummary>();
    const res = await t.app.inject({ url: `/api/reports/gst.csv?month=${month}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kirana-gst-${month}.csv"`);
    expect(
      res.body.startsWith('\uFEFFTable,HSN/SAC,GST rate %,Quantity,Taxable value,CGST,SGST,Total tax,Total value\r\n'),
    ).toBe(true);
    const [header, ...rows] = parseCsv(res.body).map((record) => record.cells);
    expect(header).toHaveLength(9);
    const money = (rupees: number) => rupees.toFixed(2);
    const amounts = (row: { taxableValue: number; cgst: number; sgst: number; total: number }) => [
      money(row.taxableValue),
      money(row.cgst),
      money(row.sgst),
      money((p(row.cgst) + p(row.sgst)) / 100),
      money(row.total),
    ];
    const { documents } = summary;
    expect(rows).toEqual([
      ...summary.byRate.map((rate) => ['Rate', '', String(rate.gstRate), '', ...amounts(rate)]),
      ...summary.byHsn.map((hsn) => ['HSN', hsn.hsn, String(hsn.gstRate), String(hsn.quantity), ...amounts(hsn)]),
      ['Total', '', '', '', ...amounts(summary.totals)],
      ['Untaxed sales', '', '', '', '', '', '', '', money(summary.totals.untaxedSales)],
      [
        'Invoices',
        `${documents.firstNumber} to ${documents.lastNumber}`,
        '',
        String(documents.invoices),
        '',
        '',
        '',
        '',
        '',
      ],
      [
        'Credit notes',
        `${documents.firstCreditNote} to ${documents.lastCreditNote}`,
        '',
        String(documents.creditNotes),
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('a credit note counts in the month it is issued: an earlier month’s invoice cancelled now is subtracted from this month', async () => {
    // An order paid online, its invoice moved back 45 days as if issued then, cancelled today.
    const before = (await summaryOf(`month=${month}`)).json<GstSummary>();
    const { order: paid, redirectUrl } = await pendingPhonePeOrder(t, asha, products[1]!._id, 2);
    await pressOnPayPage(t, redirectUrl, 'success');
    await packed(paid._id);
    await t.database.db.query(
      "UPDATE invoices SET issued_at = issued_at - interval '45 days' WHERE order_id = $1 AND series = 'invoice'",
      [paid._id],
    );
    expect((await put(`/api/orders/${paid._id}/cancel`, { reason: 'Customer asked' })).statusCode).toBe(200);
    const note = await bill(paid._id, '?document=creditNote');
    const after = (await summaryOf(`month=${month}`)).json<GstSummary>();
    const rate18 = (summary: GstSummary) => summary.byRate.find((rate) => rate.gstRate === 18)!;
    const noteTax = note.taxes.find((rate) => rate.gstRate === 18)!;
    expect(p(rate18(after).taxableValue)).toBe(p(rate18(before).taxableValue) - p(noteTax.taxableValue));
    expect(p(rate18(after).cgst)).toBe(p(rate18(before).cgst) - p(noteTax.cgst));
    expect(after.documents.creditNotes).toBe(before.documents.creditNotes + 1);
    expect(after.documents.invoices).toBe(before.documents.invoices);
    // The invoice counts in its own month.
    const [moved] = await t.database.db.query<{ issued_at: Date }>(
      "SELECT issued_at FROM invoices WHERE order_id = $1 AND series = 'invoice'",
      [paid._id],
    );
    const then = (await summaryOf(`month=${storeMonth(moved!.issued_at)}`)).json<GstSummary>();
    expect(then.documents).toMatchObject({ invoices: 1, creditNotes: 0 });
    expect(p(then.byRate.find((rate) => rate.gstRate === 18)!.taxableValue)).toBe(p(noteTax.taxableValue));
  });

  it('another month is empty; a future or malformed month is refused with a sentence; only the admin reads it', async () => {
    const empty = (await summaryOf(`month=2025-01`)).json<GstSummary>();
    expect(empty).toEqual({
      month: '2025-01',
      from: '2025-01-01',
      to: '2025-01-31',
      documents: {
        invoices: 0,
        plainBills: 0,
        creditNotes: 0,
        firstNumber: null,
        lastNumber: null,
        firstCreditNote: null,
        lastCreditNote: null,
      },
      byRate: [],
      byHsn: [],
      totals: { taxableValue: 0, cgst: 0, sgst: 0, total: 0, untaxedSales: 0 },
    });
    const future = await summaryOf('month=2999-01');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: '2999-01 has not begun yet. Choose this month or an earlier one.',
      sentence: {
        text: '{month} has not begun yet. Choose this month or an earlier one.',
        values: { month: '2999-01' },
      },
    });
    expect((await summaryOf('month=2026-13')).json()).toMatchObject({
      message: 'The month must be a month written YYYY-MM.',
      field: 'month',
    });
    for (const bad of ['2026-13', '2026-1', 'november', ''])
      expect((await summaryOf(`month=${bad}`)).json<{ field?: string }>()).toMatchObject({ field: 'month' });
    expect((await summaryOf('')).statusCode).toBe(400);
    expect((await summaryOf(`month=${month}`, asha.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/reports/gst.csv?month=${month}`, headers: asha.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/reports/gst.csv?month=2999-01`, headers: admin.headers })).statusCode).toBe(
      400,
    );
  });
});

describe('the GST CSV', () => {
  it('writes a negative amount (credit notes outweighing invoices) as a number, not a formula to escape', () => {
    const figures = { taxableValue: -100, cgst: -9, sgst: -9, total: -118 };
    const csv = gstCsv({
      month: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      documents: {
        invoices: 0,
        plainBills: 0,
        creditNotes: 1,
        firstNumber: null,
        lastNumber: null,
        firstCreditNote: 'CN/26-27/000001',
        lastCreditNote: 'CN/26-27/000001',
      },
      byRate: [{ gstRate: 18, ...figures }],
      byHsn: [{ hsn: '1905', gstRate: 18, ...figures, quantity: -2 }],
      totals: { ...figures, untaxedSales: -12.5 },
    });
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(1, 6)).toEqual([
      'Rate,,18,,-100.00,-9.00,-9.00,-18.00,-118.00',
      'HSN,1905,18,-2,-100.00,-9.00,-9.00,-18.00,-118.00',
      'Total,,,,-100.00,-9.00,-9.00,-18.00,-118.00',
      'Untaxed sales,,,,,,,,-12.50',
      'Invoices,,,0,,,,,',
    ]);
  });
});
