/**
 * What the API needs from an online payment provider, in its own words: start a payment, ask where
 * one stands, read the provider's server-to-server notices, and (when the provider can) pay money
 * back. Each provider implements it in its own folder under `payments/`; `plugins/payments.ts` chooses the
 * configured one and decorates it as `app.payments`. Nothing outside a provider's folder speaks the
 * provider's protocol: orders, refunds, cash, khata and reports see only these types.
 */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Where a payment attempt stands by the provider's word. `failed` is final (declined, cancelled, or
 * expired unpaid at its `expireAfterSeconds`); `unknown` means ask again later.
 */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'unknown';

/** What the provider said about one payment attempt. */
export interface GatewayPaymentStatus {
  outcome: PaymentOutcome;
  /** The provider's own code (or state and error code), kept with the attempt. */
  code: string;
  /** Our id for the attempt, as the provider names it back; null when its answer does not say. */
  attemptId: string | null;
  /** The provider's own reference for the payment (its transaction id), kept with the order. */
  providerReference: string | null;
  /** The provider's own id for the payment it opened, when it has one (answered by `pay`); null otherwise. */
  providerOrderId: string | null;
  /** What the provider collected, in paise. */
  amountPaise: number | null;
}

export interface PayRequest {
  /** Our id for the attempt (a payment_transactions row); the provider names the payment by it. */
  attemptId: string;
  /** The paying customer's user id. */
  customerId: string;
  amountPaise: number;
  /** Where the provider sends the customer back when they are done (the storefront's /orderstatus). */
  returnUrl: string;
  /** Where the provider posts its server-to-server notice, for a provider told so with each payment. */
  notifyUrl: string;
  /** How long the provider keeps the payment open: as long as the order holds its stock. */
  expireAfterSeconds: number;
  mobileNumber?: string;
}

export interface PayAnswer {
  /** The provider's pay page, where the customer is sent. */
  redirectUrl: string;
  /** The provider's own id for the payment, kept with the attempt; null when it has none. */
  providerOrderId: string | null;
}

/** Where a refund stands by the provider's word. */
export type RefundOutcome = 'completed' | 'failed' | 'pending' | 'unknown';

/** What the provider said about one refund. */
export interface GatewayRefundStatus {
  outcome: RefundOutcome;
  /** The provider's own state (and error code), kept with the refund. */
  code: string;
  /** Our id for the refund (a payment_refunds row); null when its answer does not say. */
  refundId: string | null;
  providerReference: string | null;
  amountPaise: number | null;
}

/** Paying money back through the provider. Asking twice with the same `refundId` is one refund. */
export interface RefundGateway {
  /** Pays back `amountPaise` of the completed attempt `attemptId`. */
  refund(request: { refundId: string; attemptId: string; amountPaise: number }): Promise<GatewayRefundStatus>;
  refundStatus(refundId: string): Promise<GatewayRefundStatus>;
}

/** A notice the provider posted to the API (a callback or a webhook), as its route received it. */
export interface ProviderNotice {
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What a notice said, once read; `refused` when it is not believed to come from the provider. */
export type PaymentNotice =
  | { kind: 'refused' }
  | { kind: 'unreadable' }
  | { kind: 'payment'; status: GatewayPaymentStatus & { attemptId: string } }
  | { kind: 'refund'; status: GatewayRefundStatus & { refundId: string } }
  | { kind: 'other'; event: string };

export interface PaymentGateway {
  /** Starts a payment: the provider's pay page and its own id for the payment. Throws when it refuses. */
  pay(request: PayRequest): Promise<PayAnswer>;
  /** Asks the provider where an attempt stands (the source of truth when no notice came). */
  status(attemptId: string): Promise<GatewayPaymentStatus>;
  /** The API path the provider posts its notices to (the provider's callback or webhook route answers there). */
  readonly noticePath: string;
  /** Reads a notice the provider posted (checking it is the provider's first). */
  readNotice(notice: ProviderNotice): PaymentNotice;
  /** Paying back through the provider; null when the store pays refunds back by hand. */
  readonly refunds: RefundGateway | null;
  /** Gets ready for the first payment (a token, say); started at start, in the background. */
  warmUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured online payment provider (`plugins/payments.ts`). */
    payments: PaymentGateway;
  }
}
