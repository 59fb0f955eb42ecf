export const PAYMENT_METHODS = ['COD', 'PHONEPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  PHONEPE: 'PhonePe',
};
