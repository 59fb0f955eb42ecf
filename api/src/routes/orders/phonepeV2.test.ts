import type { PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import type { PhonePeV2Config } from '../../payments/phonepe/config';
import { WEBHOOK_PATH } from '../../payments/phonepe';
import { PhonePeV2Client } from '../../payments/phonepe/v2Client';
import { webhookAuthorization } from '../../payments/phonepe/v2Webhook';
import {
  paymentStatusOf,
  pendingPhonePeOrder,
  phonePeNetwork,
  pressOnPayPage,
  readOrderAs,
  startPhonePe,
} from '../../../test/phonePe';
import { reconcilePendingPayments } from '../../orders/reconcilePending';
import { productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { buildTestApp, type TestApp } from '../../../test/testApp';

const net = phonePeNetwork();

let t: TestApp;
let asha: Shopper;
let products: Product[];
const v2 = () => t.config.phonePe as PhonePeV2Config;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { intercept: net.intercept });
  asha = await shopperWithAddress(t, '9876566666');
  products = await productsInStock(t, 20);
});
afterEach(() => net.reset());
afterAll(() => t.close());

const readOrder = (id: string) => readOrderAs(t, asha.headers, id);
const paise = (rupees: number) => Math.round(rupees * 100);
const sentTo = net.sentTo;

/** What PhonePe posts to the webhook URL, with the Authorization it makes from the dashboard's username and password. */
function webhook(
  body: unknown,
  authorization: string | null = webhookAuthorization(v2().webhookUsername, v2().webhookPassword),
) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(authorization !== null ? { authorization } : {}) },
    payload: JSON.stringify(body),
  });
}
/** PhonePe's own order id for an attempt, as the pay answer gave it and the store kept it ('OMO123' for an attempt it does not know). */
const phonePeOrderIdOf = async (merchantOrderId: string) =>
  (
    await t.database.db.query<{ provider_order_id: string | null }>(
      'SELECT provider_order_id FROM payment_transactions WHERE id = $1',
      [merchantOrderId],
    )
  )[0]?.provider_order_id ?? 'OMO123';
const orderEvent = async (
  merchantOrderId: string,
  state: string,
  amount: number,
  event = state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
) => ({
  event,
  payload: {
    merchantOrderId,
    orderId: await phonePeOrderIdOf(merchantOrderId),
    state,
    amount,
    expireAt: Date.now() + 60_000,
    paymentDetails: [{ paymentMode: 'UPI_INTENT', transactionId: 'OM123', timestamp: Date.now(), amount, state }],
  },
});
/** What the attempt row says. */
const attemptRow = async (id: string) =>
  (
    await t.database.db.query<{ state: string; response_code: string | null; provider_order_id: string | null }>(
      'SELECT state, response_code, provider_order_id FROM payment_transactions WHERE id = $1',
      [id],
    )
  )[0];

describe('paying with PhonePe Standard Checkout v2 (the default)', () => {
  it('is the configured protocol when nothing says otherwise', () => {
    expect(t.config.phonePe.version).toBe('v2');
    expect(t.app.payments).toBeInstanceOf(PhonePeV2Client);
  });

  it('asks PhonePe for a checkout of exactly the total in paise, expiring with the stock hold, returning to /orderstatus', async () => {
    const before = await stockOf(t, products[0]!._id);
    const res = await startPhonePe(t, asha, products[0]!._id);
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
    expect(order).toMatchObject({ paymentMethod: 'PHONEPE', paymentStatus: 'PENDING', isPaid: false });
    expect(await stockOf(t, products[0]!._id)).toBe(before - 2);
    const [pay] = sentTo('/checkout/v2/pay');
    expect(pay!.headers.Authorization).toMatch(/^O-Bearer \S+$/);
    const body = JSON.parse(pay!.body!);
    expect(body).toEqual({
      merchantOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{1,63}$/),
      amount: paise(order.totalPrice),
      expireAfter: 900,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        merchantUrls: {
          redirectUrl: `http://localhost:3000/orderstatus?transactionId=${body.merchantOrderId}&orderId=${order._id}`,
        },
      },
    });
    expect(redirectUrl).toBe(`http://api.test/dev/phonepe/checkout/${body.merchantOrderId}`);
    const page = await t.app.inject(new URL(redirectUrl).pathname);
    expect(page.body).toContain(`₹${order.totalPrice.toFixed(2)}`);
    for (const button of ['Pay', 'Fail', 'Pay, but lose the webhook', 'Let it expire'])
      expect(page.body).toContain(`>${button}</button>`);
  });

  it('Pay: the webhook marks the order paid before the customer is back on /orderstatus', async () => {
    const { order, redirectUrl, transactionId } = await pendingPhonePeOrder(t, asha, products[1]!._id);
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const back = await pressOnPayPage(t, redirectUrl, 'success');
    off();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:3000/orderstatus?transactionId=${transactionId}&orderId=${order._id}`,
    );
    expect(heard).toEqual([order._id]);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    net.sent = [];
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('paid');
    expect(net.sent).toEqual([]); // already final: PhonePe is not asked
  });

  it('Fail: the order is cancelled and its stock goes back', async () => {
    const before = await stockOf(t, products[2]!._id);
    const { order, redirectUrl, transactionId } = await pendingPhonePeOrder(t, asha, products[2]!._id);
    await pressOnPayPage(t, redirectUrl, 'failure');
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('failed');
    expect(await readOrder(order._id)).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED' });
    expect(await stockOf(t, products[2]!._id)).toBe(before);
  });

  it('a webhook that never arrives: the return check asks GET /checkout/v2/order/{id}/status and settles it', async () => {
    const { order, redirectUrl, transactionId } = await pendingPhonePeOrder(t, asha, products[3]!._id);
    await pressOnPayPage(t, redirectUrl, 'success-no-webhook');
    expect((await readOrder(order._id)).isPaid).toBe(false);
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('paid');
    expect(sentTo(`/checkout/v2/order/${transactionId}/status`)).toHaveLength(1);
  });

  it('a payment left to expire fails, and the stock it held goes back', async () => {
    const before = await stockOf(t, products[4]!._id);
    const { order, redirectUrl, transactionId } = await pendingPhonePeOrder(t, asha, products[4]!._id);
    await pressOnPayPage(t, redirectUrl, 'expire');
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('failed');
    expect(await stockOf(t, products[4]!._id)).toBe(before);
  });

  it('while PhonePe says pending, the order stays pending', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[5]!._id);
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('pending');
    expect((await readOrder(order._id)).paymentStatus).toBe('PENDING');
  });

  it('when PhonePe refuses the pay request, nothing is ordered and the stock is back', async () => {
    const before = await stockOf(t, products[6]!._id);
    net.answer = (request) =>
      request.url.endsWith('/checkout/v2/pay') ? { status: 500, body: { code: 'INTERNAL_SERVER_ERROR' } } : undefined;
    const res = await startPhonePe(t, asha, products[6]!._id);
    expect(res.statusCode).toBe(502);
    expect(await stockOf(t, products[6]!._id)).toBe(before);
  });
});

describe('pending-payment reconciliation', () => {
  /** As if the attempt had started `minutes` ago. */
  const startedAgo = (transactionId: string, minutes: number) =>
    t.database.db.query(
      `UPDATE payment_transactions SET created_at = now() - make_interval(mins => $2::int) WHERE id = $1`,
      [transactionId, minutes],
    );

  it('settles payments PhonePe closed whose webhook never came and whose customer never returned: paid, or failed with the stock back', async () => {
    net.answer = (request) => (request.url.endsWith(WEBHOOK_PATH) ? { status: 503, body: null } : undefined);
    const paid = await pendingPhonePeOrder(t, asha, products[11]!._id);
    await pressOnPayPage(t, paid.redirectUrl, 'success');
    const before = await stockOf(t, products[12]!._id);
    const expired = await pendingPhonePeOrder(t, asha, products[12]!._id);
    await pressOnPayPage(t, expired.redirectUrl, 'expire');
    const fresh = await pendingPhonePeOrder(t, asha, products[13]!._id);
    await startedAgo(paid.transactionId, 17);
    await startedAgo(expired.transactionId, 17);
    net.reset();

    expect(await reconcilePendingPayments(t.app)).toBe(2);
    expect(await readOrder(paid.order._id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    expect(await readOrder(expired.order._id)).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED' });
    expect(await stockOf(t, products[12]!._id)).toBe(before);
    // A payment still inside its 15 minutes is left to PhonePe and the customer.
    expect((await readOrder(fresh.order._id)).paymentStatus).toBe('PENDING');
    expect(sentTo(`/checkout/v2/order/${fresh.transactionId}/status`)).toEqual([]);
    // Settled: the next sweep has nothing to ask.
    expect(await reconcilePendingPayments(t.app)).toBe(0);
  });
});

describe('PhonePe v2 webhooks', () => {
  it('a forged webhook (wrong or missing Authorization) is refused with 401 and changes nothing', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[7]!._id);
    const body = await orderEvent(transactionId, 'COMPLETED', paise(order.totalPrice));
    for (const authorization of [
      null,
      '',
      webhookAuthorization(v2().webhookUsername, 'guessed-password'),
      `SHA256 ${webhookAuthorization(v2().webhookUsername, v2().webhookPassword)}x`,
    ]) {
      const res = await webhook(body, authorization);
      expect(res.statusCode).toBe(401);
    }
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentStatus: 'PENDING' });
  });

  it('a malformed webhook is refused with 400 and changes nothing', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[7]!._id);
    for (const body of [
      [],
      { event: 'checkout.order.completed' },
      { payload: { merchantOrderId: transactionId, state: 'COMPLETED' } },
      await orderEvent(transactionId, 'SOMETHING', 100),
    ]) {
      expect((await webhook(body)).statusCode).toBe(400);
    }
    expect((await readOrder(order._id)).isPaid).toBe(false);
  });

  it('a duplicate webhook is harmless: paid once, heard once, a late "failed" changes nothing', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[8]!._id);
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const completed = await orderEvent(transactionId, 'COMPLETED', paise(order.totalPrice));
    expect((await webhook(completed)).statusCode).toBe(200);
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ isPaid: true });
    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await webhook(await orderEvent(transactionId, 'FAILED', paise(order.totalPrice)))).statusCode).toBe(200);
    off();
    expect(await readOrder(order._id)).toEqual(paid);
    expect(heard).toEqual([order._id]);
  });

  it('a completed payment for another amount than the order total does not mark it paid', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[9]!._id);
    expect(
      (await webhook(await orderEvent(transactionId, 'COMPLETED', paise(order.totalPrice) - 100))).statusCode,
    ).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentStatus: 'PENDING' });
  });

  it('an event the store does not use, or an order it does not know, is acknowledged and changes nothing', async () => {
    expect(
      (await webhook({ event: 'subscription.notification.completed', payload: { state: 'COMPLETED' } })).statusCode,
    ).toBe(200);
    expect((await webhook(await orderEvent('NOSUCHORDER', 'COMPLETED', 1000))).statusCode).toBe(200);
  });

  it('the v1 callback is not served to a v2 store', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/phonepe-callback', payload: { response: 'e30=' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PhonePe v2 edge states (every order state PhonePe documents)', () => {
  it('a webhook whose payload.state is EXPIRED (PhonePe’s sample) cancels the unpaid order and returns its stock, as FAILED does', async () => {
    const before = await stockOf(t, products[14]!._id);
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[14]!._id);
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    // PhonePe's SDK documentation prints its expired sample under an order event named "completed":
    // payload.state decides, never the event's name.
    for (const event of ['checkout.order.completed', 'checkout.order.failed']) {
      const res = await webhook(await orderEvent(transactionId, 'EXPIRED', paise(order.totalPrice), event));
      expect(res.statusCode).toBe(200);
    }
    off();
    expect(heard).toEqual([order._id]);
    expect(await readOrder(order._id)).toMatchObject({ isCancelled: true, isPaid: false, paymentStatus: 'FAILED' });
    expect(await stockOf(t, products[14]!._id)).toBe(before);
    expect(await attemptRow(transactionId)).toMatchObject({ state: 'FAILED', response_code: 'EXPIRED' });
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('failed');
  });

  it('pg.order.completed and pg.order.failed (the names PhonePe’s other checkout and SDK pages use) settle the order too', async () => {
    const paid = await pendingPhonePeOrder(t, asha, products[15]!._id);
    const res = await webhook(
      await orderEvent(paid.transactionId, 'COMPLETED', paise(paid.order.totalPrice), 'pg.order.completed'),
    );
    expect(res.statusCode).toBe(200);
    expect(await readOrder(paid.order._id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });

    const before = await stockOf(t, products[16]!._id);
    const failed = await pendingPhonePeOrder(t, asha, products[16]!._id);
    expect(
      (
        await webhook(
          await orderEvent(failed.transactionId, 'FAILED', paise(failed.order.totalPrice), 'pg.order.failed'),
        )
      ).statusCode,
    ).toBe(200);
    expect(await readOrder(failed.order._id)).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED' });
    expect(await stockOf(t, products[16]!._id)).toBe(before);
  });

  it('a webhook or a status answer that says PENDING is acknowledged and changes nothing', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[17]!._id);
    expect((await webhook(await orderEvent(transactionId, 'PENDING', paise(order.totalPrice)))).statusCode).toBe(200);
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('pending');
    expect(await readOrder(order._id)).toMatchObject({ isCancelled: false, isPaid: false, paymentStatus: 'PENDING' });
    expect(await attemptRow(transactionId)).toMatchObject({ state: 'PENDING' });
  });

  it('the status call answering EXPIRED fails the payment when the customer is back, and the stock goes back', async () => {
    const before = await stockOf(t, products[18]!._id);
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[18]!._id);
    const orderId = await phonePeOrderIdOf(transactionId);
    net.answer = (request) =>
      request.url.endsWith(`/checkout/v2/order/${transactionId}/status`)
        ? {
            status: 200,
            body: {
              orderId,
              state: 'EXPIRED',
              amount: paise(order.totalPrice),
              expireAt: Date.now(),
              paymentDetails: [],
            },
          }
        : undefined;
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('failed');
    expect(await readOrder(order._id)).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED' });
    expect(await stockOf(t, products[18]!._id)).toBe(before);
  });

  it('the simulator’s "Let it expire" closes the order as EXPIRED, as PhonePe’s sample shows, and the store fails it', async () => {
    const { order, redirectUrl, transactionId } = await pendingPhonePeOrder(t, asha, products[19]!._id);
    await pressOnPayPage(t, redirectUrl, 'expire');
    const [sent] = sentTo(WEBHOOK_PATH);
    expect(JSON.parse(sent!.body!)).toMatchObject({
      event: 'checkout.order.failed',
      payload: { merchantOrderId: transactionId, state: 'EXPIRED' },
    });
    expect(await readOrder(order._id)).toMatchObject({ isCancelled: true, paymentStatus: 'FAILED' });
  });
});

describe('PhonePe’s own order id (the pay answer’s orderId)', () => {
  it('is kept with the payment attempt', async () => {
    net.answer = (request) =>
      request.url.endsWith('/checkout/v2/pay')
        ? {
            status: 200,
            body: {
              orderId: 'OMO2403282020198641071317',
              state: 'PENDING',
              expireAt: Date.now() + 900_000,
              redirectUrl: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=abc',
            },
          }
        : undefined;
    const res = await startPhonePe(t, asha, products[0]!._id, { qty: 1 });
    expect(res.statusCode).toBe(201);
    const merchantOrderId = JSON.parse(sentTo('/checkout/v2/pay')[0]!.body!).merchantOrderId as string;
    expect(await attemptRow(merchantOrderId)).toMatchObject({
      state: 'PENDING',
      provider_order_id: 'OMO2403282020198641071317',
    });
  });

  it('a webhook or status answer naming another PhonePe order than the one kept settles nothing', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[1]!._id);
    expect(await attemptRow(transactionId)).toMatchObject({ provider_order_id: expect.stringMatching(/^OMO/) });
    const completed = await orderEvent(transactionId, 'COMPLETED', paise(order.totalPrice));
    const forged = { ...completed, payload: { ...completed.payload, orderId: 'OMOSOMEONEELSE' } };
    expect((await webhook(forged)).statusCode).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentStatus: 'PENDING' });
    expect(await attemptRow(transactionId)).toMatchObject({ state: 'PENDING', response_code: 'ORDER_ID_MISMATCH' });
    net.answer = (request) =>
      request.url.endsWith(`/checkout/v2/order/${transactionId}/status`)
        ? { status: 200, body: { ...forged.payload, merchantOrderId: undefined } }
        : undefined;
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('pending');
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentStatus: 'PENDING' });
    net.reset();
    // The right one still settles it.
    expect((await webhook(completed)).statusCode).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
  });
});

describe('the OAuth token', () => {
  it('is fetched once (form-encoded client credentials) for many checkouts starting at once', async () => {
    const fresh = await buildTestApp({}, undefined, {
      intercept: (request) => {
        net.sent.push(request);
        return undefined;
      },
    });
    try {
      const shopper = await shopperWithAddress(fresh, '9876566667');
      const [product] = await productsInStock(fresh, 30);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => startPhonePe(fresh, shopper, product!._id, { qty: 1 })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const tokenCalls = sentTo('/v1/oauth/token');
      expect(tokenCalls).toHaveLength(1);
      expect(tokenCalls[0]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(tokenCalls[0]!.body))).toEqual({
        client_id: 'KIRANANOWDEV',
        client_version: '1',
        client_secret: expect.any(String),
        grant_type: 'client_credentials',
      });
      expect(sentTo('/checkout/v2/pay')).toHaveLength(6);
    } finally {
      await fresh.close();
    }
  });

  it('a token PhonePe stops accepting is replaced and the call made once more', async () => {
    const { order, transactionId } = await pendingPhonePeOrder(t, asha, products[10]!._id);
    let refusals = 0;
    net.answer = (request) =>
      request.url.includes('/checkout/v2/order/') && refusals++ === 0
        ? { status: 401, body: { code: 'UNAUTHORIZED' } }
        : undefined;
    expect(await paymentStatusOf(t, asha, transactionId, order._id)).toBe('pending');
    expect(sentTo('/v1/oauth/token')).toHaveLength(1);
    expect(sentTo(`/checkout/v2/order/${transactionId}/status`)).toHaveLength(2);
  });
});
