export const PAYMENT_METHODS = ['COD', 'PHONEPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  PHONEPE: 'PhonePe',
};

/**
 * How a paid order's money came in: PhonePe's checkout, cash or the store's UPI at the door, or the
 * customer's khata (a payment the store recorded against their tab settled it).
 */
export type PaidWith = 'CASH' | 'UPI' | 'PHONEPE' | 'KHATA';
export const PAID_WITH_LABELS: Record<PaidWith, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  PHONEPE: 'PhonePe',
  KHATA: 'Khata',
};
