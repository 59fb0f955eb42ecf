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
import type { PhonePeV1Config } from './config';
import {
  PhonePeError,
  type PayAnswer,
  type PaymentGateway,
  type PaymentOutcome,
  type PayRequest,
  type PhonePeStatus,
} from './gateway';
import { fetchTransport, isJson, text, type HttpTransport } from './transport';

const FAILED_CODES = new Set([
  'PAYMENT_ERROR',
  'PAYMENT_DECLINED',
  'PAYMENT_CANCELLED',
  'TIMED_OUT',
  'AUTHORIZATION_FAILED',
]);

/** Reads a status answer or a decoded callback: PhonePe asks merchants to decide on `code`. */
export function readStatus(payload: unknown): PhonePeStatus {
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
    merchantTransactionId: text(data.merchantTransactionId),
    providerReference: text(data.transactionId),
    providerOrderId: null,
    amountPaise: typeof data.amount === 'number' && Number.isInteger(data.amount) ? data.amount : null,
  };
}

/** PhonePe PG v1 (salt key): pay request, status check, and server-to-server callback checks. */
export class PhonePeV1Client implements PaymentGateway {
  readonly version = 'v1';
  constructor(
    private readonly config: PhonePeV1Config,
    private readonly http: HttpTransport = fetchTransport,
  ) {}

  /** Starts a PAY_PAGE payment and answers the URL to send the customer to. */
  async pay(request: PayRequest): Promise<PayAnswer> {
    const payload = toBase64Json({
      merchantId: this.config.merchantId,
      merchantTransactionId: request.merchantTransactionId,
      merchantUserId: request.merchantUserId,
      amount: request.amountPaise,
      redirectUrl: request.redirectUrl,
      redirectMode: 'REDIRECT',
      callbackUrl: request.callbackUrl,
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

  async status(merchantTransactionId: string): Promise<PhonePeStatus> {
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
    if (status.merchantTransactionId && status.merchantTransactionId !== merchantTransactionId) {
      throw new PhonePeError('PhonePe answered about a different transaction');
    }
    return status;
  }

  /** A callback's status when its X-VERIFY is right and it is for this merchant; otherwise null. */
  verifyCallback(xVerifyHeader: string | undefined, base64Response: string): PhonePeStatus | null {
    if (!checksumMatches(xVerifyHeader, callbackChecksum(base64Response, this.config))) return null;
    const status = readStatus(fromBase64Json(base64Response));
    return status.merchantId === this.config.merchantId ? status : null;
  }
}
