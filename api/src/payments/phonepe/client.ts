import { checksumMatches, callbackChecksum, fromBase64Json, PAY_PATH, payChecksum, statusChecksum, statusPath, toBase64Json } from './checksum';
import type { PhonePeConfig } from './config';

/** The one outbound call shape, so tests can route PhonePe traffic to the simulator in-process. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export type HttpTransport = (request: HttpRequest) => Promise<{ status: number; body: unknown }>;

const TIMEOUT_MS = 10_000;

export const fetchTransport: HttpTransport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
};

/** Where a payment stands according to PhonePe. `unknown` means ask again later. */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

export interface PhonePeStatus {
  outcome: PaymentOutcome;
  code: string;
  merchantId: string | null;
  merchantTransactionId: string | null;
  /** PhonePe's own transaction id. */
  providerReference: string | null;
  amountPaise: number | null;
}

export interface PayRequest {
  merchantTransactionId: string;
  merchantUserId: string;
  amountPaise: number;
  redirectUrl: string;
  callbackUrl: string;
  mobileNumber?: string;
}

export class PhonePeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhonePeError';
  }
}

const FAILED_CODES = new Set(['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'PAYMENT_CANCELLED', 'TIMED_OUT', 'AUTHORIZATION_FAILED']);

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Reads a status answer or a decoded callback: PhonePe asks merchants to decide on `code`. */
export function readStatus(payload: unknown): PhonePeStatus {
  const body = isJson(payload) ? payload : {};
  const data = isJson(body.data) ? body.data : {};
  const code = text(body.code) ?? 'UNKNOWN';
  const outcome: PaymentOutcome =
    code === 'PAYMENT_SUCCESS' ? 'paid' : code === 'PAYMENT_PENDING' ? 'pending' : FAILED_CODES.has(code) ? 'failed' : 'unknown';
  return {
    outcome,
    code,
    merchantId: text(data.merchantId),
    merchantTransactionId: text(data.merchantTransactionId),
    providerReference: text(data.transactionId),
    amountPaise: typeof data.amount === 'number' && Number.isInteger(data.amount) ? data.amount : null,
  };
}

/** PhonePe PG (standard checkout): pay request, status check, and server-to-server callback checks. */
export class PhonePeClient {
  constructor(
    private readonly config: PhonePeConfig,
    private readonly http: HttpTransport = fetchTransport,
  ) {}

  /** Starts a PAY_PAGE payment and answers the URL to send the customer to. */
  async pay(request: PayRequest): Promise<{ redirectUrl: string }> {
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
      throw new PhonePeError(`PhonePe refused the pay request (HTTP ${response.status}, ${text(body.code) ?? 'no code'})`);
    }
    return { redirectUrl: url };
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

declare module 'fastify' {
  interface FastifyInstance {
    phonePe: PhonePeClient;
  }
}
