import type { Order, PhonePeOrderResponse, Product } from '@kirana/shared/domain';
import { callbackChecksum, toBase64Json } from '../../payments/phonepe/checksum';
import type { PhonePeV1Config } from '../../payments/phonepe/config';
import { orderBody, productsInStock, shopperWithAddress, type Shopper } from '../../../test/shopper';
import { PRODUCTION_ENV } from '../../../test/productionEnv';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let asha: Shopper;
let products: Product[];
const v1 = () => t.config.phonePe as PhonePeV1Config;

beforeAll(async () => {
  // A merchant that holds v1 salt keys.
  t = await buildTestApp({ PHONEPE_API_VERSION: 'v1' });
  asha = await shopperWithAddress(t, '9876599999');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

async function pendingOrder(): Promise<{ order: Order; transactionId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/phonepe-order',
    headers: asha.headers,
    payload: orderBody(asha, [{ product: products[0]!._id, qty: 1 }], 'PHONEPE'),
  });
  const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
  return { order, transactionId: decodeURIComponent(new URL(redirectUrl).pathname.split('/').pop()!) };
}

/** What PhonePe posts to the callback URL: a base64 status payload and its X-VERIFY. */
function callback(
  transactionId: string,
  amountPaise: number,
  options: { saltKey?: string; merchantId?: string; code?: string } = {},
) {
  const response = toBase64Json({
    success: true,
    code: options.code ?? 'PAYMENT_SUCCESS',
    message: 'Your payment is successful.',
    data: {
      merchantId: options.merchantId ?? v1().merchantId,
      merchantTransactionId: transactionId,
      transactionId: 'T2403011234',
      amount: amountPaise,
      state: 'COMPLETED',
    },
  });
  const salt = { saltKey: options.saltKey ?? v1().saltKey, saltIndex: v1().saltIndex };
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/phonepe-callback',
    headers: { 'x-verify': callbackChecksum(response, salt) },
    payload: { response },
  });
}

const readOrder = async (id: string) =>
  (await t.app.inject({ url: `/api/orders/${id}`, headers: asha.headers })).json<Order>();
const paise = (rupees: number) => Math.round(rupees * 100);

describe('PhonePe v1 server-to-server callback', () => {
  it('with a bad checksum is refused and the order stays unpaid', async () => {
    const { order, transactionId } = await pendingOrder();
    const res = await callback(transactionId, paise(order.totalPrice), { saltKey: 'not-our-salt-key' });
    expect(res.statusCode).toBe(400);
    expect((await readOrder(order._id)).isPaid).toBe(false);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/orders/phonepe-callback',
      payload: { response: toBase64Json({ code: 'PAYMENT_SUCCESS' }) },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('for another amount than the order total does not mark it paid', async () => {
    const { order, transactionId } = await pendingOrder();
    const res = await callback(transactionId, paise(order.totalPrice) - 100);
    expect(res.statusCode).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ isPaid: false, paymentStatus: 'PENDING' });
  });

  it('for another merchant is not believed', async () => {
    const { order, transactionId } = await pendingOrder();
    expect((await callback(transactionId, paise(order.totalPrice), { merchantId: 'SOMEONEELSE' })).statusCode).toBe(
      400,
    );
    expect((await readOrder(order._id)).isPaid).toBe(false);
  });

  it('marks the order paid once; a repeated callback changes nothing', async () => {
    const { order, transactionId } = await pendingOrder();
    const heard: string[] = [];
    const off = t.app.orderEvents.onChanged((id) => heard.push(id));
    await callback(transactionId, paise(order.totalPrice));
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    await callback(transactionId, paise(order.totalPrice));
    await callback(transactionId, paise(order.totalPrice), { code: 'PAYMENT_ERROR' });
    off();
    expect(await readOrder(order._id)).toEqual(paid);
    expect(heard).toEqual([order._id]);
  });
});

describe('the PhonePe v1 simulator speaks the real protocol', () => {
  it('refuses a pay request or a status check whose X-VERIFY is wrong', async () => {
    const request = toBase64Json({ merchantId: v1().merchantId, merchantTransactionId: 'T1', amount: 1000 });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/dev/phonepe/pg/v1/pay',
      headers: { 'x-verify': 'abc###1' },
      payload: { request },
    });
    expect(pay.statusCode).toBe(401);
    expect(pay.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
    const status = await t.app.inject({
      url: `/dev/phonepe/pg/v1/status/${v1().merchantId}/T1`,
      headers: { 'x-verify': 'abc###1', 'x-merchant-id': v1().merchantId },
    });
    expect(status.statusCode).toBe(401);
  });

  it('is not served in production', async () => {
    const production = await buildTestApp({ ...PRODUCTION_ENV });
    try {
      expect((await production.app.inject('/dev/phonepe/pay/T1')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
