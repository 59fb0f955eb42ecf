import {
  rupeesToPaise,
  type CustomerKhata,
  type DuesList,
  type KhataBalance,
  type KhataPaymentRecorded,
  type Order,
  type Product,
  type SalesReport,
} from '@kirana/shared/domain';
import { markDelivered, markPaid, placeOrder } from '../../../test/adminOrders';
import { productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: SignedIn;
let products: Product[];
let phone = 9876510000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000071', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 50);
});
afterAll(() => t.close());

const newCustomer = (name = 'Meera') => shopperWithAddress(t, String(phone++), '101', { name });
const totalPaise = (order: Order) => rupeesToPaise(order.totalPrice);
/** An order of one unit of the same product, delivered and left unpaid: owed. */
async function owedOrder(customer: Shopper, qty = 1): Promise<Order> {
  const order = await placeOrder(t, customer, [{ product: products[0]!._id, qty }]);
  return markDelivered(t, admin, order._id);
}
const pay = (customerId: string, body: unknown, by: SignedIn = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${customerId}/khata/payments`,
    headers: by.headers,
    payload: body as object,
  });
const khataOf = async (customerId: string) =>
  (await t.app.inject({ url: `/api/users/${customerId}/khata`, headers: admin.headers })).json<CustomerKhata>();
const mine = async (customer: Shopper) =>
  (await t.app.inject({ url: '/api/khata/mine', headers: customer.headers })).json<KhataBalance>();
const orderOf = async (orderId: string) =>
  (await t.app.inject({ url: `/api/orders/${orderId}`, headers: admin.headers })).json<Order>();

describe('Record payment: oldest first, the rest as credit', () => {
  it('a payment covers the oldest order, then goes on the next as far as it reaches; the balance and the customer’s own page show the rest', async () => {
    const meera = await newCustomer();
    const older = await owedOrder(meera);
    const newer = await owedOrder(meera, 2);
    const owed = totalPaise(older) + totalPaise(newer);
    expect(await khataOf(meera.userId)).toMatchObject({
      owedPaise: owed,
      creditPaise: 0,
      balanceDuePaise: owed,
      unpaidOrders: 2,
    });

    const heard: string[] = [];
    const stop = t.app.orderEvents.onChanged((id) => heard.push(id));
    const res = await pay(meera.userId, { amountPaise: totalPaise(older) + 1000, method: 'UPI' });
    stop();
    expect(res.statusCode).toBe(201);
    const recorded = res.json<KhataPaymentRecorded>();
    // The older one is paid; ₹10 goes on the newer one, which is still owed for the rest.
    expect(recorded.settledOrders).toEqual([older._id]);
    expect(recorded).toMatchObject({
      owedPaise: totalPaise(newer) - 1000,
      creditPaise: 0,
      balanceDuePaise: totalPaise(newer) - 1000,
      unpaidOrders: 1,
    });
    expect(recorded.orders).toEqual([
      expect.objectContaining({ _id: newer._id, totalPaise: totalPaise(newer), duePaise: totalPaise(newer) - 1000 }),
    ]);
    expect(recorded.payments).toEqual([
      expect.objectContaining({ amountPaise: totalPaise(older) + 1000, method: 'UPI' }),
    ]);
    expect(heard).toEqual([older._id, newer._id]);
    expect(await orderOf(older._id)).toMatchObject({ isPaid: true, paidWith: 'KHATA', amountDue: 0 });
    expect(await orderOf(newer._id)).toMatchObject({
      isPaid: false,
      amountDue: (totalPaise(newer) - 1000) / 100,
    });
    expect(await mine(meera)).toEqual({
      owedPaise: totalPaise(newer) - 1000,
      creditPaise: 0,
      balanceDuePaise: totalPaise(newer) - 1000,
      unpaidOrders: 1,
    });
  });

  it('keeps an overpayment as credit, which settles the next order delivered unpaid', async () => {
    const ravi = await newCustomer('Ravi');
    const first = await owedOrder(ravi);
    await pay(ravi.userId, { amountPaise: totalPaise(first) * 3, method: 'CASH' });
    expect(await khataOf(ravi.userId)).toMatchObject({
      owedPaise: 0,
      creditPaise: totalPaise(first) * 2,
      balanceDuePaise: 0,
      unpaidOrders: 0,
    });

    const next = await owedOrder(ravi);
    expect(next).toMatchObject({ isDelivered: true, isPaid: true, paidWith: 'KHATA' });
    expect(await mine(ravi)).toMatchObject({ owedPaise: 0, creditPaise: totalPaise(first) * 2 - totalPaise(next) });

    // Credit that does not cover an order goes on it in part: what is due on it is less, and no credit is left.
    const big = await owedOrder(ravi, 5);
    const credit = totalPaise(first) * 2 - totalPaise(next);
    expect(big.isPaid).toBe(false);
    expect(big.amountDue).toBe((totalPaise(big) - credit) / 100);
    expect(await mine(ravi)).toEqual({
      owedPaise: totalPaise(big) - credit,
      creditPaise: 0,
      balanceDuePaise: totalPaise(big) - credit,
      unpaidOrders: 1,
    });
  });

  it('two payments recorded at once settle two orders, never the same one twice', async () => {
    for (let round = 0; round < 3; round++) {
      const asha = await newCustomer('Asha');
      const a = await owedOrder(asha);
      const b = await owedOrder(asha);
      expect(totalPaise(a)).toBe(totalPaise(b));
      const answers = await Promise.all([
        pay(asha.userId, { amountPaise: totalPaise(a), method: 'CASH' }),
        pay(asha.userId, { amountPaise: totalPaise(b), method: 'UPI' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      // Each payment settled exactly one order, and not the same one.
      expect(answers.flatMap((r) => r.json<KhataPaymentRecorded>().settledOrders).sort()).toEqual(
        [a._id, b._id].sort(),
      );
      expect(await khataOf(asha.userId)).toMatchObject({
        owedPaise: 0,
        creditPaise: 0,
        balanceDuePaise: 0,
        unpaidOrders: 0,
      });
      expect((await orderOf(a._id)).paidWith).toBe('KHATA');
      expect((await orderOf(b._id)).paidWith).toBe('KHATA');
    }
  });

  it('the same payment sent again with its Idempotency-Key (a retry, or the proxy trying another instance, even at once) is recorded once', async () => {
    const kiran = await newCustomer('Kiran');
    const owed = await owedOrder(kiran);
    const amount = totalPaise(owed) + 500;
    const keyed = (key: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/${kiran.userId}/khata/payments`,
        headers: { ...admin.headers, 'idempotency-key': key },
        payload: body,
      });
    const answers = await Promise.all([
      keyed('khata-pay-0001', { amountPaise: amount, method: 'CASH' }),
      keyed('khata-pay-0001', { amountPaise: amount, method: 'CASH' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const again = await keyed('khata-pay-0001', { amountPaise: amount, method: 'CASH' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<KhataPaymentRecorded>()).toMatchObject({ creditPaise: 500, settledOrders: [] });
    expect((await khataOf(kiran.userId)).payments).toHaveLength(1);

    // The key with another amount is refused in words, and nothing more is recorded.
    const other = await keyed('khata-pay-0001', { amountPaise: 1000, method: 'CASH' });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(
      'This form already recorded a different payment. Check the payments recorded, then record this one again.',
    );
    // A new key is a new payment.
    expect((await keyed('khata-pay-0002', { amountPaise: 1000, method: 'UPI' })).statusCode).toBe(201);
    expect(await khataOf(kiran.userId)).toMatchObject({ creditPaise: 1500 });
    expect((await khataOf(kiran.userId)).payments).toHaveLength(2);
  });
});

describe('The khata and the order page’s own payment marks', () => {
  it('an order paid at the door is not owed; a payment recorded later stays credit', async () => {
    const neha = await newCustomer('Neha');
    const order = await owedOrder(neha);
    await markPaid(t, admin, order._id, 'UPI');
    expect(await mine(neha)).toMatchObject({ owedPaise: 0, unpaidOrders: 0 });
    const res = (await pay(neha.userId, { amountPaise: 5000, method: 'CASH' })).json<KhataPaymentRecorded>();
    expect(res).toMatchObject({ settledOrders: [], creditPaise: 5000 });
    expect((await orderOf(order._id)).paidWith).toBe('UPI');
  });

  it('refuses to undo a khata settlement as a payment; undoing the delivery gives the credit back', async () => {
    const kabir = await newCustomer('Kabir');
    const order = await owedOrder(kabir);
    await pay(kabir.userId, { amountPaise: totalPaise(order), method: 'CASH' });
    const undoPay = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}/pay`,
      headers: admin.headers,
    });
    expect(undoPay.statusCode).toBe(409);
    expect(undoPay.json<{ message: string }>().message).toMatch(
      /paid from the customer’s khata, so it cannot be undone here/,
    );
    expect(await mine(kabir)).toMatchObject({ owedPaise: 0, creditPaise: 0 });

    // Credit settles a delivery at once; the swipe's Undo takes back the delivery and that settlement.
    const next = await placeOrder(t, kabir, [{ product: products[0]!._id, qty: 1 }]);
    await pay(kabir.userId, { amountPaise: totalPaise(next), method: 'CASH' });
    expect((await markDelivered(t, admin, next._id)).paidWith).toBe('KHATA');
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${next._id}/deliver`,
      headers: admin.headers,
    });
    expect(undone.json<Order>()).toMatchObject({
      isDelivered: false,
      isPaid: false,
      paidWith: null,
      paymentStatus: 'UNPAID',
    });
    expect(await mine(kabir)).toMatchObject({ owedPaise: 0, creditPaise: totalPaise(next) });
  });

  it('counts each rupee once in the reports: khata money when it was received, door and online payments by method', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const report = (
      await t.app.inject({ url: `/api/reports/sales?from=${today}&to=${today}`, headers: admin.headers })
    ).json<SalesReport>();
    const [row] = await t.database.db.query<{ khata: string; payments: string }>(
      `SELECT (SELECT coalesce(sum(amount_paise), 0) FROM khata_payments) AS khata,
              (SELECT coalesce(sum(total_price_paise), 0) FROM orders WHERE is_paid AND paid_with <> 'KHATA') AS payments`,
    );
    expect(rupeesToPaise(report.totals.collectedWith.khata)).toBe(Number(row!.khata));
    expect(rupeesToPaise(report.totals.collected)).toBe(Number(row!.khata) + Number(row!.payments));
    expect(Number(row!.khata)).toBeGreaterThan(0);
  });
});

describe('Dues', () => {
  it('lists customers who owe, by amount or by age, with what is left after credit', async () => {
    const dues = (await t.app.inject({ url: '/api/khata/dues', headers: admin.headers })).json<DuesList>();
    expect(dues.items.length).toBeGreaterThan(0);
    const amounts = dues.items.map((d) => d.balanceDuePaise);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(dues.totalDuePaise).toBe(amounts.reduce((x, y) => x + y, 0));
    for (const due of dues.items) expect((await khataOf(due.customer._id)).balanceDuePaise).toBe(due.balanceDuePaise);
    const byAge = (await t.app.inject({ url: '/api/khata/dues?sort=age', headers: admin.headers })).json<DuesList>();
    const since = byAge.items.map((d) => d.owedSince);
    expect(since).toEqual([...since].sort());
    // Settled customers are not listed.
    const settledIds = new Set(dues.items.map((d) => d.customer._id));
    expect(dues.items.every((d) => d.balanceDuePaise > 0 && settledIds.has(d.customer._id))).toBe(true);
  });
});

describe('Checks', () => {
  it('takes whole paise from 1 to ₹1,00,000, cash or UPI, with a shopkeeper’s message', async () => {
    const sita = await newCustomer('Sita');
    for (const amountPaise of [0, -500, 10.5, 10_000_001, '500']) {
      const res = await pay(sita.userId, { amountPaise, method: 'CASH' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Enter the amount received, from ₹0.01 to ₹1,00,000/);
    }
    const badMethod = await pay(sita.userId, { amountPaise: 100, method: 'CHEQUE' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json<{ message: string }>().message).toMatch(/cash or by UPI/);
    expect((await t.database.db.query('SELECT 1 FROM khata_payments WHERE user_id = $1', [sita.userId])).length).toBe(
      0,
    );
  });

  it('is the admin’s alone; an unknown customer or an admin’s account is refused', async () => {
    const gita = await newCustomer('Gita');
    expect((await pay(gita.userId, { amountPaise: 100, method: 'CASH' }, gita)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/users/${gita.userId}/khata/payments`,
          payload: { amountPaise: 100, method: 'CASH' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${gita.userId}/khata`, headers: gita.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/khata/dues', headers: gita.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/khata/mine' })).statusCode).toBe(401);
    expect((await pay('0123456789abcdef01234567', { amountPaise: 100, method: 'CASH' })).statusCode).toBe(404);
    expect((await pay(admin.userId, { amountPaise: 100, method: 'CASH' })).statusCode).toBe(400);
  });
});
