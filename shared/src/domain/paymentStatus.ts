/**
 * Where an order's money stands:
 * - UNPAID: cash on delivery, collected at the door;
 * - PENDING: online payment started, not yet confirmed by the payment provider;
 * - PAID: confirmed by the payment provider, or recorded by the store admin;
 * - FAILED: the provider reported the payment failed; the order was cancelled and its stock returned.
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PENDING', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
