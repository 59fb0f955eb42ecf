/** What the order routes need from PhonePe, whichever protocol (v1 or v2) the store is configured for. */

/** Where a payment stands according to PhonePe. `unknown` means ask again later. */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

export interface PhonePeStatus {
  outcome: PaymentOutcome;
  /** PhonePe's code (v1) or state and error code (v2), kept with the attempt. */
  code: string;
  /** The merchant id a v1 answer names; null for v2. */
  merchantId: string | null;
  /** Our id for the attempt: v1's merchantTransactionId, v2's merchantOrderId. */
  merchantTransactionId: string | null;
  /** PhonePe's own transaction id. */
  providerReference: string | null;
  /** PhonePe's own id for the order (v2's `orderId`, "OMO…"); null for v1. */
  providerOrderId: string | null;
  amountPaise: number | null;
}

export interface PayRequest {
  /** Our attempt id: merchantTransactionId (v1) or merchantOrderId (v2). */
  merchantTransactionId: string;
  merchantUserId: string;
  amountPaise: number;
  redirectUrl: string;
  /** v1 only: v2 webhooks go where the merchant set them in PhonePe's dashboard. */
  callbackUrl: string;
  /** How long PhonePe keeps the payment open (v2); matches how long the order holds its stock. */
  expireAfterSeconds: number;
  mobileNumber?: string;
}

export interface PayAnswer {
  redirectUrl: string;
  providerOrderId: string | null;
}

export interface PaymentGateway {
  readonly version: 'v1' | 'v2';
  /** Starts a payment: the URL to send the customer to, and PhonePe's own order id (v2; null for v1). */
  pay(request: PayRequest): Promise<PayAnswer>;
  status(merchantTransactionId: string): Promise<PhonePeStatus>;
}

export class PhonePeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhonePeError';
  }
}
