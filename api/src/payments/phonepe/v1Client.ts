import {
  checksumMatches,
  callbackChecksum,
  fromBase64Json,
  PAY_PATH,
  payChecksum,
  statusChecksum,
  statusPath,
  toBase64Json,
} from './checksum';
import type {
  GatewayPaymentStatus,
  PayAnswer,
  PaymentGateway,
  PaymentNotice,
  PaymentOutcome,
  PayRequest,
  ProviderNotice,
} from '../gateway';
import { fetchTransport, isJson, text, type HttpTransport } from '../transport';
import type { PhonePeV1Config } from './config';
import { PhonePeError } from './errors';
import { CALLBACK_PATH } from './paths';

const FAILED_CODES = new Set([
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'PAYMENT_CANCELLED',
  'TIMED_OUT',
  'AUTHORIZATION_FAILED',
]);

/** A v1 status: the merchant it names too, which a callback must match. */
export type PhonePeV1Status = GatewayPaymentStatus & { merchantId: string | null };

/** Reads a status answer or a decoded callback: PhonePe asks merchants to decide on `code`. */
export function readStatus(payload: unknown): PhonePeV1Status {
  const body = isJson(payload) ? payload : {};
  const data = isJson(body.data) ? body.data : {};
  const code = text(body.code) ?? 'UNKNOWN';
  const outcome: PaymentOutcome =
    code === 'PAYMENT_SUCCESS'
      ? 'paid'
      : code === 'PAYMENT_PENDING'
        ? 'pending'
        : FAILED_CODES.has(code)
          ? 'failed'
          : 'unknown';
  return {
    outcome,
    code,
    merchantId: text(data.merchantId),
    attemptId: text(data.merchantTransactionId),
    providerReference: text(data.transactionId),
    providerOrderId: null,
    amountPaise: typeof data.amount === 'number' && Number.isInteger(data.amount) ? data.amount : null,
  };
}

/**
 * PhonePe PG v1 (salt key): pay request, status check, and server-to-server callback checks. v1 has no
 * refund call this store uses: refunds are paid back by hand.
 */
export class PhonePeV1Client implements PaymentGateway {
  readonly version = 'v1';
  readonly noticePath = CALLBACK_PATH;
  readonly refunds = null;
  constructor(
    private readonly config: PhonePeV1Config,
    private readonly http: HttpTransport = fetchTransport,
  ) {}

  /** Starts a PAY_PAGE payment and answers the URL to send the customer to. */
  async pay(request: PayRequest): Promise<PayAnswer> {
    const payload = toBase64Json({
      merchantId: this.config.merchantId,
      merchantTransactionId: request.attemptId,
      merchantUserId: request.customerId,
      amount: request.amountPaise,
      redirectUrl: request.returnUrl,
      redirectMode: 'REDIRECT',
      callbackUrl: request.notifyUrl,
      ...(request.mobileNumber ? { mobileNumber: request.mobileNumber } : {}),
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    const response = await this.http({
      method: 'POST',
      url: this.config.baseUrl + PAY_PATH,
      headers: { 'Content-Type': 'application/json', 'X-VERIFY': payChecksum(payload, this.config) },
      body: JSON.stringify({ request: payload }),
    });
    const body = isJson(response.body) ? response.body : {};
    const data = isJson(body.data) ? body.data : {};
    const instrument = isJson(data.instrumentResponse) ? data.instrumentResponse : {};
    const redirect = isJson(instrument.redirectInfo) ? instrument.redirectInfo : {};
    const url = text(redirect.url);
    if (response.status !== 200 || body.success !== true || !url) {
      throw new PhonePeError(
        `PhonePe refused the pay request (HTTP ${response.status}, ${text(body.code) ?? 'no code'})`,
      );
    }
    return { redirectUrl: url, providerOrderId: null };
  }

  async status(merchantTransactionId: string): Promise<PhonePeV1Status> {
    const response = await this.http({
      method: 'GET',
      url: this.config.baseUrl + statusPath(this.config.merchantId, merchantTransactionId),
      headers: {
        'Content-Type': 'application/json',
        'X-VERIFY': statusChecksum(this.config.merchantId, merchantTransactionId, this.config),
        'X-MERCHANT-ID': this.config.merchantId,
      },
    });
    const status = readStatus(response.body);
    if (status.attemptId && status.attemptId !== merchantTransactionId) {
      throw new PhonePeError('PhonePe answered about a different transaction');
    }
    return status;
  }

  /** A callback's status when its X-VERIFY is right and it is for this merchant; otherwise null. */
  verifyCallback(xVerifyHeader: string | undefined, base64Response: string): PhonePeV1Status | null {
    if (!checksumMatches(xVerifyHeader, callbackChecksum(base64Response, this.config))) return null;
    const status = readStatus(fromBase64Json(base64Response));
    return status.merchantId === this.config.merchantId ? status : null;
  }

  /**
   * The server-to-server callback (`{ response }`, base64, signed in X-VERIFY): believed only with a
   * valid X-VERIFY naming this merchant. One that names no attempt changes nothing.
   */
  readNotice({ headers, body }: ProviderNotice): PaymentNotice {
    const response = isJson(body) ? text(body.response) : null;
    const xVerify = headers['x-verify'];
    const status = response ? this.verifyCallback(typeof xVerify === 'string' ? xVerify : undefined, response) : null;
    if (!status) return { kind: 'refused' };
    const { attemptId } = status;
    return attemptId ? { kind: 'payment', status: { ...status, attemptId } } : { kind: 'other', event: status.code };
  }

  /** Nothing to fetch before the first payment. */
  async warmUp(): Promise<void> {}
}
