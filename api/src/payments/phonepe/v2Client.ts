import type {
  GatewayPaymentStatus,
  GatewayRefundStatus,
  PayAnswer,
  PaymentGateway,
  PaymentNotice,
  PayRequest,
  ProviderNotice,
  RefundGateway,
} from '../gateway';
import { fetchTransport, isJson, text, type HttpRequest, type HttpTransport } from '../transport';
import type { PhonePeV2Config } from './config';
import { PhonePeError } from './errors';
import { WEBHOOK_PATH } from './paths';
import { readOrderState, readRefundState } from './v2States';
import { TokenSource } from './v2Token';
import { readWebhook, webhookAuthorized } from './v2Webhook';

export const PAY_PATH_V2 = '/checkout/v2/pay';
export const orderStatusPath = (merchantOrderId: string) =>
  `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`;
export const REFUND_PATH = '/payments/v2/refund';
export const refundStatusPath = (merchantRefundId: string) =>
  `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;

/** PhonePe's rule for merchantOrderId and merchantRefundId. */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

type Json = Record<string, unknown>;

/** PhonePe Standard Checkout v2: OAuth token, pay, order status, webhooks, refund and refund status. */
export class PhonePeV2Client implements PaymentGateway, RefundGateway {
  readonly version = 'v2';
  readonly tokens: TokenSource;
  /** v2 pays refunds back itself. */
  readonly noticePath = WEBHOOK_PATH;
  readonly refunds: RefundGateway = this;

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
    if (!MERCHANT_ID_PATTERN.test(request.attemptId))
      throw new PhonePeError('merchantOrderId must be 1 to 63 letters, digits, _ or -');
    // notifyUrl is v1's: v2 webhooks go where the merchant set them in PhonePe's dashboard.
    const response = await this.call({
      method: 'POST',
      url: PAY_PATH_V2,
      body: {
        merchantOrderId: request.attemptId,
        amount: request.amountPaise,
        expireAfter: request.expireAfterSeconds,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.returnUrl } },
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

  async status(merchantOrderId: string): Promise<GatewayPaymentStatus> {
    const response = await this.call({ method: 'GET', url: orderStatusPath(merchantOrderId) });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe did not answer the status check (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readOrderState(response.body, merchantOrderId);
  }

  /** Asks PhonePe to pay back `amountPaise` of a completed order; the same merchantRefundId is one refund. */
  async refund(request: { refundId: string; attemptId: string; amountPaise: number }): Promise<GatewayRefundStatus> {
    const response = await this.call({
      method: 'POST',
      url: REFUND_PATH,
      body: {
        merchantRefundId: request.refundId,
        originalMerchantOrderId: request.attemptId,
        amount: request.amountPaise,
      },
    });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe refused the refund (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readRefundState(response.body, request.refundId);
  }

  async refundStatus(merchantRefundId: string): Promise<GatewayRefundStatus> {
    const response = await this.call({ method: 'GET', url: refundStatusPath(merchantRefundId) });
    if (response.status !== 200)
      throw new PhonePeError(
        `PhonePe did not answer the refund status check (HTTP ${response.status}, ${text(response.body.code) ?? 'no code'})`,
      );
    return readRefundState(response.body, merchantRefundId);
  }

  /**
   * A webhook (payments and refunds): believed only with the Authorization header PhonePe makes from
   * the username and password set in its dashboard; a body that is not a webhook we can read is unreadable.
   */
  readNotice({ headers, body }: ProviderNotice): PaymentNotice {
    if (!webhookAuthorized(headers.authorization, this.config)) return { kind: 'refused' };
    const webhook = readWebhook(body);
    if (!webhook) return { kind: 'unreadable' };
    if (webhook.kind === 'order') return { kind: 'payment', status: webhook.status };
    if (webhook.kind === 'refund') return { kind: 'refund', status: webhook.status };
    return { kind: 'other', event: webhook.event };
  }

  /** Fetches the token, so the first checkout does not wait for it. */
  async warmUp(): Promise<void> {
    await this.tokens.get();
  }
}
