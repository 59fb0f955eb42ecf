import type { FastifyInstance } from 'fastify';
import { type BillDocument, financialYearOf, type Order, type Product, rupeesToPaise } from '@kirana/shared/domain';
import { billsCast, newOrder as placeOrder, putAs, TAX_PROFILE as PROFILE } from '../../../test/bills';
import { pendingPhonePeOrder, pressOnPayPage } from '../../../test/phonePe';
import { setShelf, type Shopper } from '../../../test/shopper';
import type { SignedIn } from '../../../test/signIn';
import { buildTestApp, secondInstance, type TestApp } from '../../../test/testApp';

let t: TestApp;
let other: FastifyInstance;
let asha: Shopper;
let ravi: Shopper;
let admin: SignedIn;
let products: Product[];
/** This financial year's two-digit label, as numbers carry it ('26-27'). */
const year = financialYearOf(new Date()).label.slice(2);

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondInstance(t);
  ({ asha, ravi, admin, products } = await billsCast(
    t,
    { shoppers: ['9876543001', '9876543002'], admin: '9000000043' },
    4,
  ));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const put = (url: string, payload: unknown, headers = admin.headers, app = t.app) => putAs(app, headers, url, payload);
const billOf = (orderId: string, headers = admin.headers, query = '') =>
  t.app.inject({ url: `/api/orders/${orderId}/bill${query}`, headers });

const newOrder = (shopper: Shopper, lines: { product: string; qty: number }[]) => placeOrder(t, shopper, lines);

/** Gives a product its tax the way the admin does, through the API. */
async function taxProduct(product: Product, hsnCode: string | null, gstRate: number): Promise<void> {
  const res = await put(`/api/products/${product._id}`, { hsnCode, gstRate });
  expect(res.statusCode).toBe(200);
  expect(res.json<Product>()).toMatchObject({ ...(hsnCode ? { hsnCode } : {}), ...(gstRate ? { gstRate } : {}) });
}

/** The bill adds up: taxable value and both halves per rate, plus the round-off, make the order's total. */
function expectItAddsUp(bill: BillDocument): void {
  const paise = rupeesToPaise;
  const taxed = bill.taxes.reduce(
    (sum, rate) => sum + paise(rate.taxableValue) + paise(rate.cgst) + paise(rate.sgst),
    0,
  );
  expect(taxed + paise(bill.totals.roundOff)).toBe(paise(bill.totals.total));
  expect(Math.abs(paise(bill.totals.roundOff))).toBeLessThanOrEqual(bill.taxes.length + bill.lines.length);
  for (const rate of bill.taxes) expect(rate.cgst).toBe(rate.sgst);
  expect(bill.lines.reduce((sum, line) => sum + paise(line.amount), 0)).toBe(paise(bill.totals.total));
}

describe('a product’s tax and the store’s tax details', () => {
  it('a product takes an HSN code and a GST rate; a wrong one is refused with a sentence', async () => {
    await taxProduct(products[0]!, '0405', 12);
    const bad = await put(`/api/products/${products[0]!._id}`, { hsnCode: '12a' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('HSN code: 4, 6 or 8 digits');
    const rate = await put(`/api/products/${products[0]!._id}`, { gstRate: 7 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json<{ message: string }>().message).toContain('GST rate');
    // Cleared with an empty code; the rate stays.
    const cleared = await put(`/api/products/${products[0]!._id}`, { hsnCode: '' });
    expect(cleared.json<Product>().hsnCode).toBeUndefined();
    expect(cleared.json<Product>().gstRate).toBe(12);
  });

  it('the tax profile is the admin’s: unset at first, a mistyped GSTIN or one of another state refused', async () => {
    expect((await t.app.inject({ url: '/api/store/tax-profile', headers: asha.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/store/tax-profile', headers: admin.headers })).json()).toBeNull();
    const typo = await put('/api/store/tax-profile', { ...PROFILE, gstin: '27AAPFU0939F1ZW' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ message: string }>().message).toMatch(/last character/);
    const elsewhere = await put('/api/store/tax-profile', { ...PROFILE, stateCode: '29' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toMatch(/state/);
    expect((await put('/api/store/tax-profile', { ...PROFILE, stateCode: '00' })).statusCode).toBe(400);
  });
});

describe('the bill', () => {
  it('without a GSTIN the store issues a plain bill: no tax on it, numbered at delivery', async () => {
    const order = await newOrder(asha, [{ product: products[1]!._id, qty: 1 }]);
    const before = (await billOf(order._id)).json<BillDocument>();
    expect(before).toMatchObject({ kind: 'bill', number: null, issuedAt: null, taxes: [], hsnSummary: [] });
    expect(before.seller.gstin).toBeNull();
    expect((await put(`/api/orders/${order._id}/deliver`, {})).statusCode).toBe(200);
    const issued = (await billOf(order._id, asha.headers)).json<BillDocument>();
    expect(issued.kind).toBe('bill');
    expect(issued.number).toMatch(new RegExp(`^KN/${year}/\\d{6}$`));
    expect(issued.totals).toMatchObject({ cgst: 0, sgst: 0, roundOff: 0, total: order.totalPrice });
  });

  it('with a GSTIN: a tax invoice with items at three rates and the small-cart fee at 18%, tax per rate and per HSN, adding up to the total', async () => {
    expect((await put('/api/store/tax-profile', PROFILE)).statusCode).toBe(200);
    await taxProduct(products[0]!, '0405', 12);
    await taxProduct(products[1]!, '1905', 18);
    await taxProduct(products[2]!, '0401', 0);
    await taxProduct(products[3]!, '2106', 5);
    const order = await newOrder(ravi, [
      { product: products[0]!._id, qty: 2 },
      { product: products[1]!._id, qty: 1 },
      { product: products[2]!._id, qty: 1 },
      { product: products[3]!._id, qty: 3 },
    ]);
    const bill = (await billOf(order._id, ravi.headers)).json<BillDocument>();
    expect(bill).toMatchObject({ kind: 'taxInvoice', number: null, against: null });
    expect(bill.seller).toEqual({ ...PROFILE, stateName: 'Maharashtra' });
    expect(bill.lines.filter((line) => line.kind === 'item').map((line) => [line.hsn, line.gstRate, line.qty])).toEqual(
      [
        ['0405', 12, 2],
        ['1905', 18, 1],
        ['0401', 0, 1],
        ['2106', 5, 3],
      ],
    );
    expect(bill.taxes.map((rate) => rate.gstRate)).toEqual(
      [0, 5, 12, 18].filter((rate) => bill.lines.some((line) => line.gstRate === rate)),
    );
    const fee = bill.lines.find((line) => line.kind === 'fee');
    if (order.smallCartFee > 0) expect(fee).toMatchObject({ hsn: '996813', gstRate: 18, amount: order.smallCartFee });
    else expect(fee).toBeUndefined();
    expectItAddsUp(bill);
    // Each line's taxable value is its amount with the tax taken out (inclusive prices).
    for (const line of bill.lines)
      expect(rupeesToPaise(line.taxableValue)).toBe(
        Math.round((rupeesToPaise(line.amount) * 100) / (100 + line.gstRate)),
      );
    expect(bill.totalInWords.en).toMatch(/Rupees/);
    expect(bill.totalInWords.hi).toMatch(/रुपये/);
  });

  it('delivery numbers it from this year’s series; the issued invoice never changes, even when the store’s details do', async () => {
    const order = await newOrder(asha, [{ product: products[0]!._id, qty: 1 }]);
    expect((await put(`/api/orders/${order._id}/deliver`, {})).statusCode).toBe(200);
    const issued = (await billOf(order._id)).json<BillDocument>();
    expect(issued.kind).toBe('taxInvoice');
    expect(issued.number).toMatch(new RegExp(`^KN/${year}/\\d{6}$`));
    expect(issued.issuedAt).not.toBeNull();
    // Delivered again: nothing new.
    expect((await put(`/api/orders/${order._id}/deliver`, {})).statusCode).toBe(200);
    await put('/api/store/tax-profile', { ...PROFILE, legalName: 'Renamed Stores LLP' });
    await taxProduct(products[0]!, '0405', 18);
    expect((await billOf(order._id)).json<BillDocument>()).toEqual(issued);
    await put('/api/store/tax-profile', PROFILE);
    await taxProduct(products[0]!, '0405', 12);
  });

  it('paid online, the invoice comes once it is packed (its lines fixed); the store cancels: a credit note from its own series reverses it', async () => {
    const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, products[1]!._id, 2);
    expect((await billOf(order._id, asha.headers)).json<BillDocument>().number).toBeNull();
    await pressOnPayPage(t, redirectUrl, 'success');
    // Paid, but a line may still be short at packing (and refunded): not numbered yet.
    expect((await billOf(order._id, asha.headers)).json<BillDocument>().number).toBeNull();
    expect((await put(`/api/orders/${order._id}/packing`, {})).statusCode).toBe(200);
    expect((await put(`/api/orders/${order._id}/packed`, {})).statusCode).toBe(200);
    const invoice = (await billOf(order._id, asha.headers)).json<BillDocument>();
    expect(invoice.number).toMatch(new RegExp(`^KN/${year}/`));
    expect((await billOf(order._id, asha.headers, '?document=creditNote')).statusCode).toBe(404);
    const cancelled = await put(`/api/orders/${order._id}/cancel`, { reason: 'Rider unavailable' });
    expect(cancelled.statusCode).toBe(200);
    const note = (await billOf(order._id, asha.headers, '?document=creditNote')).json<BillDocument>();
    expect(note).toMatchObject({
      kind: 'creditNote',
      against: { number: invoice.number, issuedAt: invoice.issuedAt },
      lines: invoice.lines,
      totals: invoice.totals,
    });
    expect(note.number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));
    // The invoice keeps its number.
    expect((await billOf(order._id, asha.headers)).json<BillDocument>()).toEqual(invoice);
  });

  it('paid online, short at packing, then packed: the invoice is the bag as it went out, the refund already off it', async () => {
    const { order, redirectUrl } = await pendingPhonePeOrder(t, ravi, products[2]!._id, 3);
    await pressOnPayPage(t, redirectUrl, 'success');
    await put(`/api/orders/${order._id}/packing`, {});
    const short = await put(`/api/orders/${order._id}/lines/${products[2]!._id}`, { qty: 1 });
    expect(short.statusCode).toBe(200);
    const lowered = short.json<Order>();
    await put(`/api/orders/${order._id}/packed`, {});
    const invoice = (await billOf(order._id, ravi.headers)).json<BillDocument>();
    expect(invoice.number).not.toBeNull();
    expect(invoice.lines.filter((line) => line.kind === 'item').map((line) => line.qty)).toEqual([1]);
    expect(invoice.totals.total).toBe(lowered.totalPrice);
    expectItAddsUp(invoice);
    // A short empties the shelf's count: back on the shelf for the tests after.
    await setShelf(t, products[2]!._id, { stock: 10_000 });
  });

  it('paid online and cancelled before it was packed: nothing was supplied, so no invoice and no credit note', async () => {
    const { order, redirectUrl } = await pendingPhonePeOrder(t, ravi, products[1]!._id, 1);
    await pressOnPayPage(t, redirectUrl, 'success');
    expect((await put(`/api/orders/${order._id}/cancel`, { reason: 'Customer asked' })).statusCode).toBe(200);
    expect((await billOf(order._id, ravi.headers)).json<BillDocument>().number).toBeNull();
    expect((await billOf(order._id, ravi.headers, '?document=creditNote')).statusCode).toBe(404);
  });

  it('a cash order cancelled before delivery was never invoiced: no credit note; nobody else reads a bill', async () => {
    const order = await newOrder(asha, [{ product: products[2]!._id, qty: 1 }]);
    await put(`/api/orders/${order._id}/cancel`, { reason: 'Customer asked' });
    const none = await billOf(order._id, asha.headers, '?document=creditNote');
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toMatch(/no credit note/);
    expect((await billOf(order._id, ravi.headers)).statusCode).toBe(404);
    expect((await billOf(order._id, asha.headers, '?document=receipt')).statusCode).toBe(400);
  });

  it('50 deliveries at once across two instances take 50 numbers in a row: no gap, no repeat', async () => {
    const shoppers = [asha, ravi];
    const orders: Order[] = [];
    for (let i = 0; i < 50; i += 1)
      orders.push(await newOrder(shoppers[i % 2]!, [{ product: products[i % 4]!._id, qty: 1 }]));
    const [{ last }] = (await t.database.db.query<{ last: number | null }>(
      "SELECT max(number) AS last FROM invoices WHERE series = 'invoice'",
    )) as [{ last: number | null }];
    const answers = await Promise.all(
      orders.map((order, i) => put(`/api/orders/${order._id}/deliver`, {}, admin.headers, i % 2 ? other : t.app)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    const numbers = await t.database.db.query<{ number: number }>(
      "SELECT number FROM invoices WHERE series = 'invoice' AND order_id = ANY($1::text[]) ORDER BY number",
      [orders.map((order) => order._id)],
    );
    const first = (last ?? 0) + 1;
    expect(numbers.map((row) => row.number)).toEqual(orders.map((_, i) => first + i));
  });

  it('the PDF: the same bill on A4 as an attachment, in English or Hindi, numbered or not yet', async () => {
    const order = await newOrder(ravi, [{ product: products[0]!._id, qty: 1 }]);
    const pdf = (lang: string) =>
      t.app.inject({ url: `/api/orders/${order._id}/bill.pdf?lang=${lang}`, headers: ravi.headers });
    const before = await pdf('hi');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toBe(`attachment; filename="bill-${order.orderNumber}.pdf"`);
    expect(before.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await put(`/api/orders/${order._id}/deliver`, {});
    const after = await pdf('en');
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect((await pdf('fr')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/orders/${order._id}/bill.pdf`, headers: asha.headers })).statusCode).toBe(
      404,
    );
  });
});
