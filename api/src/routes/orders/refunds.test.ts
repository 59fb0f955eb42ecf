import { type Order, type Product, rupeesToPaise, type SalesReport, STORE_TIME_ZONE } from '@kirana/shared/domain';
import { WEBHOOK_PATH } from '../../payments/phonepe';
import type { PhonePeV2Config } from '../../payments/phonepe/config';
import { webhookAuthorization } from '../../payments/phonepe/v2Webhook';
import { pendingPhonePeOrder, phonePeNetwork, pressOnPayPage, readOrderAs } from '../../../test/phonePe';
import { productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { LEDGER_HOLDS, ledgerViolations } from '../../../test/ledger';

const net = phonePeNetwork();

let t: TestApp;
let asha: Shopper;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { intercept: net.intercept });
  asha = await shopperWithAddress(t, '9876555555');
  admin = await signInAs(t.database.db, '9000000012', { isAdmin: true, name: 'Store Admin' });
  products = await productsInStock(t, 20);
});
afterEach(() => net.reset());
afterAll(() => t.close());

const refundRequests = () => net.sentTo('/payments/v2/refund');
const cancel = (orderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/cancel`,
    headers: admin.headers,
    payload: { reason: 'Out of stock tonight, sorry' },
  });
const adminRead = (id: string) => readOrderAs(t, admin.headers, id);
const refundCheck = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/refund-check`, headers: admin.headers });
const refundId = (orderId: string) => `R${orderId}`;
/** The simulator settles a pending refund now (PhonePe's own timing is not ours to choose). */
const settleRefundAtPhonePe = (orderId: string, outcome: 'success' | 'failure') =>
  t.app.inject({
    method: 'POST',
    url: `/dev/phonepe/refunds/${refundId(orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

async function paidOrder(productIndex: number): Promise<Order> {
  const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, products[productIndex]!._id);
  await pressOnPayPage(t, redirectUrl, 'success');
  const paid = await adminRead(order._id);
  expect(paid.isPaid).toBe(true);
  return paid;
}

describe('refunds through PhonePe (v2) when the store cancels a paid order', () => {
  it('asks PhonePe to refund exactly what was paid, once, and shows it requested; the refund webhook marks it refunded', async () => {
    const order = await paidOrder(0);
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const res = await cancel(order._id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>()).toMatchObject({
      isCancelled: true,
      isPaid: true,
      refundDue: order.totalPrice,
      refund: { amount: order.totalPrice, state: 'requested' },
    });
    const [request, ...more] = refundRequests();
    expect(more).toEqual([]);
    expect(request!.headers.Authorization).toMatch(/^O-Bearer /);
    const body = JSON.parse(request!.body!);
    expect(body).toEqual({
      merchantRefundId: refundId(order._id),
      originalMerchantOrderId: expect.any(String),
      amount: Math.round(order.totalPrice * 100),
    });

    const settled = await settleRefundAtPhonePe(order._id, 'success');
    expect(settled.json()).toEqual({ state: 'COMPLETED' });
    off();
    const refunded = await adminRead(order._id);
    expect(refunded).toMatchObject({ refundDue: null, refund: { amount: order.totalPrice, state: 'refunded' } });
    // The customer reads the same.
    expect((await readOrderAs(t, asha.headers, order._id)).refund).toEqual({
      amount: order.totalPrice,
      state: 'refunded',
    });
    expect(heard.filter((id) => id === order._id).length).toBeGreaterThanOrEqual(2);
  });

  it('Reports count the PhonePe payment when it came in and the refund apart, once it completes', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());
    const totals = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/reports/sales?from=${day}&to=${day}`, headers: admin.headers })
      ).json<SalesReport>().totals;
    const before = await totals();
    const order = await paidOrder(1);
    await cancel(order._id);
    // Requested is not yet gone: nothing is refunded until PhonePe completes it.
    expect((await totals()).refunded).toBe(before.refunded);
    await settleRefundAtPhonePe(order._id, 'success');
    const after = await totals();
    expect(rupeesToPaise(after.refunded) - rupeesToPaise(before.refunded)).toBe(rupeesToPaise(order.totalPrice));
    expect(rupeesToPaise(after.collectedWith.phonePe) - rupeesToPaise(before.collectedWith.phonePe)).toBe(
      rupeesToPaise(order.totalPrice),
    );
  });

  it('a repeated click or a racing second cancel sends no second refund', async () => {
    const order = await paidOrder(1);
    const results = await Promise.all([cancel(order._id), cancel(order._id), cancel(order._id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await cancel(order._id)).statusCode).toBe(200);
    expect(refundRequests()).toHaveLength(1);
    const rows = await t.database.db.query<{ amount_paise: number }>(
      'SELECT amount_paise FROM payment_refunds WHERE order_id = $1',
      [order._id],
    );
    expect(rows).toEqual([{ amount_paise: Math.round(order.totalPrice * 100) }]);
  });

  it('a duplicate or forged refund webhook changes nothing; a failed refund shows failed and stays owed', async () => {
    const order = await paidOrder(2);
    await cancel(order._id);
    const event = {
      event: 'pg.refund.completed',
      payload: {
        merchantRefundId: refundId(order._id),
        refundId: 'OMR1',
        state: 'COMPLETED',
        amount: Math.round(order.totalPrice * 100),
      },
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { authorization: 'not-the-hash' },
      payload: event,
    });
    expect(forged.statusCode).toBe(401);
    expect((await adminRead(order._id)).refund?.state).toBe('requested');

    await settleRefundAtPhonePe(order._id, 'failure');
    const failed = await adminRead(order._id);
    expect(failed).toMatchObject({ refundDue: order.totalPrice, refund: { state: 'failed' } });
    const v2 = t.config.phonePe as PhonePeV2Config;
    const late = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { authorization: webhookAuthorization(v2.webhookUsername, v2.webhookPassword) },
      payload: event,
    });
    expect(late.statusCode).toBe(200);
    expect(await adminRead(order._id)).toEqual(failed);
  });

  it('a refund webhook for another amount settles nothing: the refund stays due, the History says so, and PhonePe’s status call decides', async () => {
    const order = await paidOrder(4);
    await cancel(order._id);
    const v2 = t.config.phonePe as PhonePeV2Config;
    const onePaisa = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { authorization: webhookAuthorization(v2.webhookUsername, v2.webhookPassword) },
      payload: {
        event: 'pg.refund.completed',
        payload: { merchantRefundId: refundId(order._id), refundId: 'OMR2', state: 'COMPLETED', amount: 1 },
      },
    });
    expect(onePaisa.statusCode).toBe(200);
    expect(await adminRead(order._id)).toMatchObject({
      refundDue: order.totalPrice,
      refund: { amount: order.totalPrice, state: 'requested' },
    });
    // The store's check went to PhonePe's refund status at once (PhonePe has not paid it back yet).
    expect(
      net.sent.filter((request) => request.url.endsWith(`/payments/v2/refund/${refundId(order._id)}/status`)),
    ).toHaveLength(1);

    await settleRefundAtPhonePe(order._id, 'success');
    expect(await adminRead(order._id)).toMatchObject({ refundDue: null, refund: { state: 'refunded' } });
    const history = await t.app.inject({ url: `/api/orders/${order._id}/timeline`, headers: admin.headers });
    const events = history.json<{ events: { kind: string; amountPaise?: number }[] }>().events;
    expect(events.filter((event) => event.kind.startsWith('refund'))).toEqual([
      expect.objectContaining({ kind: 'refund_requested', amountPaise: Math.round(order.totalPrice * 100) }),
      expect.objectContaining({ kind: 'refund_mismatch', amountPaise: 1 }),
      expect.objectContaining({ kind: 'refunded', amountPaise: Math.round(order.totalPrice * 100) }),
    ]);
  });

  it('when the refund webhook never arrives, the refund check asks PhonePe for the refund status', async () => {
    const order = await paidOrder(3);
    net.answer = (request) => (request.url.endsWith(WEBHOOK_PATH) ? { status: 503, body: null } : undefined);
    await cancel(order._id);
    await settleRefundAtPhonePe(order._id, 'success');
    expect((await adminRead(order._id)).refund?.state).toBe('requested');
    const checked = await refundCheck(order._id);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<Order>().refund).toEqual({ amount: order.totalPrice, state: 'refunded' });
    expect(
      net.sent.filter((request) => request.url.endsWith(`/payments/v2/refund/${refundId(order._id)}/status`)),
    ).toHaveLength(1);
  });

  it('when PhonePe is down at cancel time the refund stays requested, and the check sends it (once)', async () => {
    const order = await paidOrder(4);
    net.answer = (request) => (request.url.endsWith('/payments/v2/refund') ? { status: 503, body: null } : undefined);
    const res = await cancel(order._id);
    expect(res.json<Order>()).toMatchObject({ isCancelled: true, refund: { state: 'requested' } });
    net.answer = () => undefined;
    // The failed send is retried once its retry gap has passed.
    await t.database.db.query("UPDATE payment_refunds SET sent_at = now() - interval '1 minute' WHERE order_id = $1", [
      order._id,
    ]);
    await refundCheck(order._id);
    expect(refundRequests()).toHaveLength(2);
    expect((await adminRead(order._id)).refund?.state).toBe('requested');
    await settleRefundAtPhonePe(order._id, 'success');
    expect((await adminRead(order._id)).refund?.state).toBe('refunded');
  });

  it('money collected after the store cancelled is refunded too', async () => {
    const before = await stockOf(t, products[5]!._id);
    const { order, redirectUrl } = await pendingPhonePeOrder(t, asha, products[5]!._id);
    await cancel(order._id);
    expect(refundRequests()).toHaveLength(0);
    expect(await stockOf(t, products[5]!._id)).toBe(before);
    await pressOnPayPage(t, redirectUrl, 'success');
    expect(refundRequests()).toHaveLength(1);
    expect(await adminRead(order._id)).toMatchObject({
      isCancelled: true,
      isPaid: true,
      refund: { amount: order.totalPrice, state: 'requested' },
    });
  });

  it('cash orders and unpaid orders are not refunded through PhonePe', async () => {
    const { order } = await pendingPhonePeOrder(t, asha, products[6]!._id);
    expect((await cancel(order._id)).json<Order>()).toMatchObject({ isCancelled: true, refund: null, refundDue: null });
    expect(refundRequests()).toHaveLength(0);
  });

  it('every refund is in the money ledger, requested then completed, for its amount; the database refuses a refund beyond what was paid and a second ending', async () => {
    const order = await paidOrder(8);
    const total = Math.round(order.totalPrice * 100);
    await cancel(order._id);
    const entries = () =>
      t.database.db.query<{ kind: string; amount_paise: number }>(
        'SELECT kind, amount_paise FROM money_entries WHERE order_id = $1 ORDER BY id',
        [order._id],
      );
    expect(await entries()).toEqual([
      { kind: 'payment', amount_paise: total },
      { kind: 'refund_requested', amount_paise: total },
    ]);
    await settleRefundAtPhonePe(order._id, 'success');
    expect((await entries()).map((entry) => entry.kind)).toEqual(['payment', 'refund_requested', 'refund_completed']);
    expect(await ledgerViolations(t.database.db)).toEqual(LEDGER_HOLDS);

    const db = t.database.db;
    const [attempt] = await db.query<{ transaction_id: string; user_id: string }>(
      'SELECT r.transaction_id, o.user_id FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE r.order_id = $1',
      [order._id],
    );
    await db.query(
      'INSERT INTO payment_refunds (id, order_id, transaction_id, amount_paise) VALUES ($1, $2, $3, 100)',
      ['Rbeyond', order._id, attempt!.transaction_id],
    );
    const refundEntry = (kind: string, refund: string, amount: number) =>
      db.query(
        `INSERT INTO money_entries (kind, order_id, user_id, method, amount_paise, refund_id)
         VALUES ($1, $2, $3, 'PHONEPE', $4, $5)`,
        [kind, order._id, attempt!.user_id, amount, refund],
      );
    await expect(refundEntry('refund_requested', 'Rbeyond', 100)).rejects.toThrow(/exceed what was paid/);
    await expect(refundEntry('refund_failed', refundId(order._id), total)).rejects.toThrow();
    await expect(refundEntry('refund_completed', refundId(order._id), total)).rejects.toThrow();
    // The refund row left without its ledger entry is exactly what the invariants name.
    expect(await ledgerViolations(db)).toEqual({ ...LEDGER_HOLDS, refunds: [order._id] });
  });

  it('only an admin may check a refund', async () => {
    const order = await paidOrder(7);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/refund-check`, headers: asha.headers }))
        .statusCode,
    ).toBe(403);
    expect((await refundCheck('0123456789abcdef01234567')).statusCode).toBe(404);
  });
});

describe('a v1 (salt key) store', () => {
  it('keeps marking the refund due, and asks PhonePe for nothing', async () => {
    const v1 = await buildTestApp({ PHONEPE_API_VERSION: 'v1' }, undefined, {
      intercept: (request) => {
        net.sent.push(request);
        return undefined;
      },
    });
    try {
      const shopper = await shopperWithAddress(v1, '9876555556');
      const boss = await signInAs(v1.database.db, '9000000013', { isAdmin: true });
      const [product] = await productsInStock(v1, 20);
      const { order, redirectUrl } = await pendingPhonePeOrder(v1, shopper, product!._id);
      await pressOnPayPage(v1, redirectUrl, 'success');
      const res = await v1.app.inject({
        method: 'PUT',
        url: `/api/orders/${order._id}/cancel`,
        headers: boss.headers,
        payload: { reason: 'Out of stock tonight' },
      });
      expect(res.json<Order>()).toMatchObject({
        isCancelled: true,
        isPaid: true,
        refundDue: order.totalPrice,
        refund: null,
      });
      expect(net.sent.filter((request) => request.url.includes('refund'))).toEqual([]);
    } finally {
      await v1.close();
    }
  });
});
