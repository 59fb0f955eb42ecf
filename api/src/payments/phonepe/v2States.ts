import type { GatewayPaymentStatus, GatewayRefundStatus, PaymentOutcome, RefundOutcome } from '../gateway';
import { isJson, paise, text } from '../transport';

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

/** A refund's `state`: PENDING, CONFIRMED, COMPLETED or FAILED. */
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
export function readOrderState(payload: unknown, merchantOrderId: string | null = null): GatewayPaymentStatus {
  const body = isJson(payload) ? payload : {};
  const state = text(body.state);
  const attempts = Array.isArray(body.paymentDetails) ? body.paymentDetails.filter(isJson) : [];
  const completed = attempts.find((attempt) => attempt.state === 'COMPLETED');
  const outcome = paymentOutcome(state);
  return {
    outcome,
    code: [state ?? 'UNKNOWN', text(body.errorCode)].filter(Boolean).join(' '),
    attemptId: text(body.merchantOrderId) ?? merchantOrderId,
    providerReference: text(completed?.transactionId) ?? text(body.orderId),
    providerOrderId: text(body.orderId),
    // What was collected: the completed attempt's amount when there is one, else the order's.
    amountPaise: completed ? paise(completed.amount) : paise(body.amount),
  };
}

/** Reads a refund answer or a refund webhook's `payload`. */
export function readRefundState(payload: unknown, merchantRefundId: string | null = null): GatewayRefundStatus {
  const body = isJson(payload) ? payload : {};
  const state = text(body.state) ?? 'UNKNOWN';
  return {
    outcome: refundOutcome(state),
    code: [state, text(body.errorCode)].filter(Boolean).join(' '),
    refundId: text(body.merchantRefundId) ?? merchantRefundId,
    providerReference: text(body.refundId),
    amountPaise: paise(body.amount),
  };
}
