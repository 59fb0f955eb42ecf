import { IDEMPOTENCY_HEADER } from '@kirana/shared/contracts';
import type { Order, PaymentVerification, PhonePeOrderResponse } from '@kirana/shared/domain';
import type { HttpRequest } from '../src/payments/transport';
import { orderBody, type Shopper } from './shopper';
import type { TestApp } from './testApp';

/** A customer starts paying with PhonePe for `qty` of one product (optionally with an Idempotency-Key). */
export const startPhonePe = (
  t: TestApp,
  shopper: Shopper,
  productId: string,
  options: { key?: string; qty?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/phonepe-order',
    headers: { ...shopper.headers, ...(options.key ? { [IDEMPOTENCY_HEADER]: options.key } : {}) },
    payload: orderBody(shopper, [{ product: productId, qty: options.qty ?? 2 }], 'PHONEPE'),
  });

/** A pending PhonePe order and our id for its payment attempt (the last segment of the pay page URL). */
export async function pendingPhonePeOrder(
  t: TestApp,
  shopper: Shopper,
  productId: string,
  qty = 1,
): Promise<{ order: Order; redirectUrl: string; transactionId: string }> {
  const res = await startPhonePe(t, shopper, productId, { qty });
  if (res.statusCode !== 201) throw new Error(`could not start a PhonePe payment: ${res.body}`);
  const { order, redirectUrl } = res.json<PhonePeOrderResponse>();
  return { order, redirectUrl, transactionId: transactionOf(redirectUrl) };
}

export const transactionOf = (redirectUrl: string) =>
  decodeURIComponent(new URL(redirectUrl).pathname.split('/').pop()!);

/** The customer presses a button on the simulator's pay page (Pay is `success`, Fail is `failure`). */
export const pressOnPayPage = (t: TestApp, redirectUrl: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** The customer is back on /orderstatus, which asks the API where the payment stands. */
export const verifyPayment = (
  t: TestApp,
  shopper: Shopper,
  transactionId: string,
  orderId: string,
  path = '/api/orders//verify-payment',
) => t.app.inject({ url: `${path}?transactionId=${transactionId}&orderId=${orderId}`, headers: shopper.headers });

export const paymentStatusOf = async (t: TestApp, shopper: Shopper, transactionId: string, orderId: string) =>
  (await verifyPayment(t, shopper, transactionId, orderId)).json<PaymentVerification>().status;

export const readOrderAs = async (t: TestApp, headers: Record<string, string>, id: string) =>
  (await t.app.inject({ url: `/api/orders/${id}`, headers })).json<Order>();

/**
 * The API's calls to PhonePe (in tests, the simulator) as they go out: `sent` records each one,
 * and `answer` may stand in for the network (a refusal, a lost webhook) by returning a response.
 */
export function phonePeNetwork() {
  const network = {
    sent: [] as HttpRequest[],
    answer: (_request: HttpRequest): { status: number; body: unknown } | undefined => undefined,
    intercept: (request: HttpRequest) => {
      network.sent.push(request);
      return network.answer(request);
    },
    /** Forgets what was sent and lets everything through again. */
    reset() {
      network.sent = [];
      network.answer = () => undefined;
    },
    /** The calls whose path ends with `path`. */
    sentTo: (path: string) => network.sent.filter((request) => new URL(request.url).pathname.endsWith(path)),
  };
  return network;
}
