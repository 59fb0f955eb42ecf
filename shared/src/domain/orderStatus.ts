import type { Order } from '../schemas/types';

/** How a status reads at a glance: done, still open, needs an eye, or gone wrong. */
export type StatusTone = 'done' | 'open' | 'warn' | 'bad';
export interface OrderStatusLabel {
  label: string;
  tone: StatusTone;
}

import { formatRupees } from './money';
import { STAGE_LABELS } from './orderStages';
import { ENGLISH_READER, type Reader } from './say';

type OrderFlags = Pick<
  Order,
  'isCancelled' | 'isDelivered' | 'isPaid' | 'paymentStatus' | 'refundDue' | 'refund' | 'paidWith'
>;

/** Cancelled because its online payment failed (nothing was charged), not by the store. */
export function cancelledByFailedPayment(order: Pick<Order, 'isCancelled' | 'paymentStatus'>): boolean {
  return order.isCancelled && order.paymentStatus === 'FAILED';
}

/** Where the goods are: the order's stage (nothing says "on the way" before a rider picked it up). */
export function deliveryState(order: Pick<Order, 'stage'>): OrderStatusLabel {
  const label = STAGE_LABELS[order.stage];
  if (order.stage === 'cancelled') return { label, tone: 'bad' };
  if (order.stage === 'delivered') return { label, tone: 'done' };
  return { label, tone: 'open' };
}

/**
 * Where the money is: paid (or owed back), to be paid at the door, waiting for the online payment, or failed. A
 * cancelled order's refund gives its word; an order still going out with part refunded (a line short at
 * packing) stays paid, unless that refund failed.
 */
export function paymentState(order: OrderFlags): OrderStatusLabel {
  if (order.isPaid && order.refund && (order.isCancelled || order.refund.state === 'failed'))
    return REFUND_LABELS[order.refund.state];
  if (order.isPaid && order.refundDue) return { label: 'Refund due', tone: 'bad' };
  if (order.isPaid)
    return {
      label: order.paidWith === 'UPI' ? 'Paid by UPI' : order.paidWith === 'KHATA' ? 'Paid from khata' : 'Paid',
      tone: 'done',
    };
  if (order.paymentStatus === 'FAILED') return { label: 'Payment failed', tone: 'bad' };
  if (order.isCancelled) return { label: 'Nothing to pay', tone: 'done' };
  if (order.paymentStatus === 'PENDING') return { label: 'Payment pending', tone: 'warn' };
  return { label: order.isDelivered ? 'Cash due' : 'Pay on delivery', tone: 'warn' };
}

const REFUND_LABELS: Record<NonNullable<Order['refund']>['state'], OrderStatusLabel> = {
  requested: { label: 'Refund requested', tone: 'warn' },
  refunded: { label: 'Refunded', tone: 'done' },
  failed: { label: 'Refund failed', tone: 'bad' },
};

const REFUND_SENTENCES: Record<NonNullable<Order['refund']>['state'], string> = {
  requested: '{amount} refund requested',
  refunded: '{amount} refunded',
  failed: 'Refund of {amount} failed',
};

/**
 * The refund through the payment provider in one sentence: "₹X refund requested", "₹X refunded" or "Refund of ₹X failed", in the
 * reader's language (English by default); null when there is none.
 */
export function refundSentence(order: Pick<Order, 'refund'>, reader: Reader = ENGLISH_READER): string | null {
  if (!order.refund) return null;
  const { amount, state } = order.refund;
  return reader.say(REFUND_SENTENCES[state], { amount: formatRupees(amount, { locale: reader.locale }) });
}
