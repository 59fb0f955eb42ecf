import type { PhonePeV2Config } from './config';
import {
  PhonePeError,
  type PayAnswer,
  type PaymentGateway,
  type PaymentOutcome,
  type PayRequest,
  type PhonePeStatus,
} from './gateway';
import { fetchTransport, isJson, paise, text, type HttpRequest, type HttpTransport } from './transport';
import { TokenSource } from './v2Token';

export const PAY_PATH_V2 = '/checkout/v2/pay';
export const orderStatusPath = (merchantOrderId: string) =>
  `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`;
export const REFUND_PATH = '/payments/v2/refund';
export const refundStatusPath = (merchantRefundId: string) =>
  `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;

/** PhonePe's rule for merchantOrderId and merchantRefundId. */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

type Json = Record<string, unknown>;

/** Where a refund stands according to PhonePe (v2 states PENDING, CONFIRMED, COMPLETED, FAILED). */
export type RefundOutcome = 'completed' | 'failed' | 'pending' | 'unknown';
export interface RefundStatus {
  outcome: RefundOutcome;
  state: string;
  merchantRefundId: string | null;
  providerReference: string | null;
  amountPaise: number | null;
}

/**
 * An order's root `state`. PhonePe's Order Status reference lists PENDING, FAILED and COMPLETED; its
 * SDK samples also show EXPIRED for an order closed unpaid at its `expireAfter`, which ends the
 * payment as FAILED does. CREATED (an older sample) has not been paid yet. Anything else is asked
 * about again later.
 */
const paymentOutcome = (state: string | null): PaymentOutcome => {
  switch (state) {
    case 'COMPLETED':
      return 'paid';
    case 'FAILED':
    case 'EXPIRED':
      return 'failed';
    case 'PENDING':
    case 'CREATED':
      return 'pending';
    default:
      return 'unknown';
  }
};

const refundOutcome = (state: string | null): RefundOutcome =>
  state === 'COMPLETED'
    ? 'completed'
    : state === 'FAILED'
      ? 'failed'
      : state === 'PENDING' || state === 'CONFIRMED'
        ? 'pending'
        : 'unknown';

/**
 * Reads an order status answer or a checkout webhook's `payload`: the order's root `state` is
 * what PhonePe asks merchants to decide on; the completed attempt names PhonePe's transaction.
 */
export function readOrderState(payload: unknown, merchantOrderId: string | null = null): PhonePeStatus {
  const body = isJson(payload) ? payload : {};
  const state = text(body.state);
  const attempts = Array.isArray(body.paymentDetails) ? body.paymentDetails.filter(isJson) : [];
  const completed = attempts.find((attempt) => attempt.state === 'COMPLETED');
  const outcome = paymentOutcome(state);
  return {
    outcome,
    code: [state ?? 'UNKNOWN', text(body.errorCode)].filter(Boolean).join(' '),
    merchantId: null,
    merchantTransactionId: text(body.merchantOrderId) ?? merchantOrderId,
    providerReference: text(completed?.transactionId) ?? text(body.orderId),
    providerOrderId: text(body.orderId),
    // What was collected: the completed attempt's amount when there is one, else the order's.
    amountPaise: completed ? paise(completed.amount) : paise(body.amount),
  };
}

export function readRefundState(payload: unknown, merchantRefundId: string | null = null): RefundStatus {
  const body = isJson(payload) ? payload : {};
  const state = text(body.state) ?? 'UNKNOWN';
  return {
    outcome: refundOutcome(state),
    state: [state, text(body.errorCode)].filter(Boolean).join(' '),
    merchantRefundId: text(body.merchantRefundId) ?? merchantRefundId,
    providerReference: text(body.refundId),
    amountPaise: paise(body.amount),
  };
}

/** PhonePe Standard Checkout v2: OAuth token, pay, order status, refund and refund status. */
export class PhonePeV2Client implements PaymentGateway {
  readonly version = 'v2';
  readonly tokens: TokenSource;

  constructor(
    private readonly config: PhonePeV2Config,
    private readonly http: HttpTransport = fetchTransport,
    now: () => number = Date.now,
  ) {
    this.tokens = new TokenSource(config, http, now);
  }

  /** An authorised call; a token PhonePe no longer accepts is dropped and the call made once more with a new one. */
  private async call(request: {
    method: HttpRequest['method'];
    url: string;
    body?: Json;
  }): Promise<{ status: number; body: Json }> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.tokens.get();
      const response = await this.http({
        method: request.method,
        url: this.config.baseUrl + request.url,
        headers: { 'Content-Type': 'application/json', Authorization: `O-Bearer ${token}` },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      });
      if (response.status === 401 && attempt === 0) {
        this.tokens.forget(token);
        continue;
      }
      return { status: response.status, body: isJson(response.body) ? response.body : {} };
    }
  }

  /** Answers PhonePe's checkout URL and its own id for the order (`orderId`), kept with the attempt. */
  async pay(request: PayRequest): Promise<PayAnswer> {
    if (!MERCHANT_ID_PATTERN.test(request.merchantTransactionId))
      throw new PhonePeError('merchantOrderId must be 1 to 63 letters, digits, _ or -');
    const response = await this.call({
      method: 'POST',
      url: PAY_PATH_V2,
      body: {
        merchantOrderId: request.merchantTransactionId,
        amount: request.amountPaise,
        expireAfter: request.expireAfterSeconds,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
      },
    });
    const url = text(response.body.redirectUrl);
    if (response.status !== 200 || !url) {
      throw new PhonePeError(
        `PhonePe refused the pay request (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    }
    return { redirectUrl: url, providerOrderId: text(response.body.orderId) };
  }

  async status(merchantOrderId: string): Promise<PhonePeStatus> {
    const response = await this.call({ method: 'GET', url: orderStatusPath(merchantOrderId) });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe did not answer the status check (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readOrderState(response.body, merchantOrderId);
  }

  /** Asks PhonePe to pay back `amountPaise` of a completed order; the same merchantRefundId is one refund. */
  async refund(request: {
    merchantRefundId: string;
    merchantOrderId: string;
    amountPaise: number;
  }): Promise<RefundStatus> {
    const response = await this.call({
      method: 'POST',
      url: REFUND_PATH,
      body: {
        merchantRefundId: request.merchantRefundId,
        originalMerchantOrderId: request.merchantOrderId,
        amount: request.amountPaise,
      },
    });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe refused the refund (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readRefundState(response.body, request.merchantRefundId);
  }

  async refundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const response = await this.call({ method: 'GET', url: refundStatusPath(merchantRefundId) });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe did not answer the refund status check (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readRefundState(response.body, merchantRefundId);
  }
}
