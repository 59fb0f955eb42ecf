export const PAYMENT_METHODS = ['COD', 'PHONEPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  PHONEPE: 'PhonePe',
};

/**
 * How a paid order's money came in: online at checkout (`ONLINE_PAYMENT_METHOD`), cash or the store's
 * UPI at the door, or the customer's khata (a payment the store recorded against their tab settled it).
 */
export type PaidWith = 'CASH' | 'UPI' | 'PHONEPE' | 'KHATA';
/**
 * The method paid online, at checkout, through the store's payment provider (`app.payments` in the API):
 * its stored value in `orders.payment_method`, `orders.paid_with` and the money ledger. Its label is the
 * provider's name. Code that means "paid online" says this, not the value.
 */
export const ONLINE_PAYMENT_METHOD = 'PHONEPE' satisfies PaymentMethod & PaidWith;

export const PAID_WITH_LABELS: Record<PaidWith, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  PHONEPE: 'PhonePe',
  KHATA: 'Khata',
};
