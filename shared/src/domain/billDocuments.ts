import type { Order } from '../schemas/types';
import { ONLINE_PAYMENT_METHOD } from './paymentMethods';

type BillFacts = Pick<Order, 'isDelivered' | 'isPaid' | 'isCancelled' | 'paymentMethod'> &
  Partial<Pick<Order, 'paidWith' | 'refundDue' | 'refund'>>;

/** Paid online at checkout (not cash, the store's UPI or the khata at the door). */
const paidOnline = (order: BillFacts): boolean =>
  order.isPaid && (order.paymentMethod === ONLINE_PAYMENT_METHOD || order.paidWith === ONLINE_PAYMENT_METHOD);

/**
 * Whether the order's bill has its number (a tax invoice or bill issued): once it is delivered or
 * paid online (`BillDocument.number`). Before, the bill can be printed for packing but says its
 * number comes at delivery; the customer is offered the bill's PDF from then on.
 */
export const billIssued = (order: BillFacts): boolean => order.isDelivered || paidOnline(order);

/**
 * Whether a cancelled order has a credit note against its bill: it was cancelled after it was paid
 * (money owed back or refunded), so its bill had been issued (`GET …/bill?document=creditNote`).
 */
export const hasCreditNote = (order: BillFacts): boolean =>
  order.isCancelled && (order.isPaid || (order.refundDue ?? null) !== null || (order.refund ?? null) !== null);
