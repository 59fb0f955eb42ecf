/** What the admin's swipe does next for an order. */
export type DeliveryAction = 'deliver' | 'deliverAndPay' | 'pay';

/** Undelivered → deliver (paying too when unpaid); delivered but unpaid → pay; both done → nothing (R35). */
export function nextDeliveryAction(order: { isPaid: boolean; isDelivered: boolean }): DeliveryAction | null {
  if (!order.isDelivered) return order.isPaid ? 'deliver' : 'deliverAndPay';
  return order.isPaid ? null : 'pay';
}

/** The slider's words, exactly as the spec writes them (the trailing space is the spec's). */
export const DELIVERY_ACTION_LABELS: Record<DeliveryAction, string> = {
  deliver: 'Mark as Delivered',
  deliverAndPay: 'Mark as Paid & Delivered ',
  pay: 'Mark as Paid',
};

export const ORDER_TOASTS = {
  delivered: 'Order marked as delivered',
  paid: 'Payment successful and order updated!',
  undone: 'Undone: the order is as it was before the swipe',
} as const;

/** A swipe (delivered, paid) can be undone from the screen for this long after it lands. */
export const UNDO_SECONDS = 10;
/**
 * The server takes an undo this long after the mark (the screen's 10 s, plus a slow network's
 * worth), and only from the admin who made it; later it is a 409 and the order stays as marked.
 */
export const UNDO_ACCEPTED_SECONDS = 30;

/** Reasons a store gives most when it cancels an order; the admin may write another. */
export const CANCEL_REASONS = [
  'Items are out of stock',
  'Customer asked to cancel',
  'Cannot deliver to this address now',
  'Store is closing early',
] as const;
/** One limit for the reason, browser and server: the customer reads it on their order page. */
export const CANCEL_REASON_LENGTH = { min: 3, max: 200 } as const;
