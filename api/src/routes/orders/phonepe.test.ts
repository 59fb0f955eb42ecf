import type { PaymentVerification, PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import type { HttpRequest } from '../../payments/transport';
import {
  pressOnPayPage as press,
  readOrderAs,
  startPhonePe as startPhonePeAs,
  transactionOf,
  verifyPayment,
} from '../../../test/phonePe';
import { orderBody, productsInStock, shopperWithAddress, stockOf, type Shopper } from '../../../test/shopper';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** Set by a test to make the "network" drop or refuse some PhonePe traffic. */
let network: (request: HttpRequest) => { status: number; body: unknown } | undefined = () => undefined;

let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let products: Product[];

beforeAll(async () => {
  // v1 (salt key) merchants keep paying as before; phonepeV2.test.ts covers Standard Checkout v2.
  t = await buildTestApp({ PHONEPE_API_VERSION: 'v1' }, undefined, { intercept: (request) => network(request) });
  asha = await shopperWithAddress(t, '9876577777');
  ravi = await shopperWithAddress(t, '9876588888', '404');
  products = await productsInStock(t, 20);
});
afterEach(() => {
  network = () => undefined;
});
afterAll(() => t.close());

const startPhonePe = (shopper: Shopper, productIndex = 0, key?: string) =>
  startPhonePeAs(t, shopper, products[productIndex]!._id, key ? { key } : {});
const pressOnPayPage = (redirectUrl: string, outcome: 'success' | 'failure') => press(t, redirectUrl, outcome);
const verify = (shopper: Shopper, transactionId: string, orderId: string, path?: string) =>
  verifyPayment(t, shopper, transactionId, orderId, path);
const readOrder = (shopper: Shopper, id: string) => readOrderAs(t, shopper.headers, id);

describe('paying with PhonePe v1 (salt key)', () => {
  it('creates the order and a PhonePe pay page for exactly its total', async () => {
    const before = await stockOf(t, products[0]!._id);
    const res = await startPhonePe(asha);
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
    expect(order).toMatchObject({ paymentMethod: 'PHONEPE', paymentStatus: 'PENDING', isPaid: false });
    expect(redirectUrl).toMatch(/^http:\/\/api\.test\/dev\/phonepe\/pay\//);
    expect(await stockOf(t, products[0]!._id)).toBe(before - 2);
    const page = await t.app.inject(new URL(redirectUrl).pathname);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`₹${order.totalPrice.toFixed(2)}`);
    expect(page.body).toMatch(/>Pay</);
    expect(page.body).toMatch(/>Fail</);
  });

  it('Pay: the signed callback marks the order paid, the customer returns to /orderstatus, verify-payment says paid', async () => {
    const { order, redirectUrl } = (await startPhonePe(asha)).json<PhonePeOrderResponse>();
    const transactionId = transactionOf(redirectUrl);
    expect((await verify(asha, transactionId, order._id)).json<PaymentVerification>().status).toBe('pending');
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    const back = await pressOnPayPage(redirectUrl, 'success');
    off();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:3000/orderstatus?transactionId=${transactionId}&orderId=${order._id}`,
    );
    expect(heard).toEqual([order._id]);
    const verified = await verify(asha, transactionId, order._id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<PaymentVerification>()).toMatchObject({
      status: 'paid',
      order: { _id: order._id, isPaid: true, paymentStatus: 'PAID' },
    });
    expect(
      (await verify(asha, transactionId, order._id, '/api/orders/verify-payment')).json<PaymentVerification>().status,
    ).toBe('paid');
  });

  it('Fail: the order is cancelled, its stock goes back, and verify-payment says failed', async () => {
    const before = await stockOf(t, products[1]!._id);
    const { order, redirectUrl } = (await startPhonePe(asha, 1)).json<PhonePeOrderResponse>();
    await pressOnPayPage(redirectUrl, 'failure');
    const verified = (await verify(asha, transactionOf(redirectUrl), order._id)).json<PaymentVerification>();
    expect(verified).toMatchObject({
      status: 'failed',
      order: { isPaid: false, isCancelled: true, paymentStatus: 'FAILED' },
    });
    expect(await stockOf(t, products[1]!._id)).toBe(before);
  });

  it('when the callback never arrives, verify-payment asks PhonePe for the status and settles it', async () => {
    network = (request) =>
      request.url.endsWith('/api/orders/phonepe-callback') ? { status: 503, body: null } : undefined;
    const { order, redirectUrl } = (await startPhonePe(asha)).json<PhonePeOrderResponse>();
    await pressOnPayPage(redirectUrl, 'success');
    expect((await readOrder(asha, order._id)).isPaid).toBe(false);
    expect((await verify(asha, transactionOf(redirectUrl), order._id)).json<PaymentVerification>().status).toBe('paid');
  });

  it('verify-payment for someone else’s order is a 404', async () => {
    const { order, redirectUrl } = (await startPhonePe(asha)).json<PhonePeOrderResponse>();
    const res = await verify(ravi, transactionOf(redirectUrl), order._id);
    expect(res.statusCode).toBe(404);
    const theirs = (await startPhonePe(ravi)).json<PhonePeOrderResponse>();
    expect((await verify(asha, transactionOf(theirs.redirectUrl), order._id)).statusCode).toBe(404);
  });

  it('the same Idempotency-Key answers the same order and pay page', async () => {
    const first = await startPhonePe(asha, 2, 'phonepe-attempt-0001');
    const second = await startPhonePe(asha, 2, 'phonepe-attempt-0001');
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<PhonePeOrderResponse>()).toEqual(first.json<PhonePeOrderResponse>());
  });

  it('when PhonePe refuses the pay request, nothing is ordered or charged and the same key can try again', async () => {
    const before = await stockOf(t, products[3]!._id);
    network = (request) =>
      request.url.endsWith('/pg/v1/pay')
        ? { status: 500, body: { success: false, code: 'INTERNAL_SERVER_ERROR' } }
        : undefined;
    const refused = await startPhonePe(asha, 3, 'phonepe-attempt-0002');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^PhonePe is not answering right now\. Your order was not placed/);
    expect(await stockOf(t, products[3]!._id)).toBe(before);
    network = () => undefined;
    const retried = await startPhonePe(asha, 3, 'phonepe-attempt-0002');
    expect(retried.statusCode).toBe(201);
  });

  it('cash on delivery is refused on the PhonePe route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-order',
      headers: asha.headers,
      payload: orderBody(asha, [{ product: products[0]!._id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(400);
  });
});
