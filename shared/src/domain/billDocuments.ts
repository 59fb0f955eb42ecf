import type { Order } from '../schemas/types';
import { ONLINE_PAYMENT_METHOD } from './paymentMethods';

type BillFacts = Pick<Order, 'isDelivered' | 'isPaid' | 'isCancelled' | 'paymentMethod'> &
  Partial<Pick<Order, 'paidWith' | 'refundDue' | 'refund' | 'packedAt'>>;

/** Paid online at checkout (not cash, the store's UPI or the khata at the door). */
const paidOnline = (order: BillFacts): boolean =>
  order.isPaid && (order.paymentMethod === ONLINE_PAYMENT_METHOD || order.paidWith === ONLINE_PAYMENT_METHOD);

/** Paid online and packed: its lines can no longer change, so the server issued its invoice. */
const invoicedWhenPacked = (order: BillFacts): boolean => paidOnline(order) && (order.packedAt ?? null) !== null;

/**
 * Whether the order's bill has its number (a tax invoice or bill issued): once it is delivered, or
 * packed after it was paid online (`BillDocument.number`; api/src/invoices/issue.ts). Before, the
 * bill can be printed for packing but says its number comes later; the customer is offered the
 * bill's PDF from then on.
 */
export const billIssued = (order: BillFacts): boolean => order.isDelivered || invoicedWhenPacked(order);

/**
 * Whether a cancelled order has a credit note against its bill: it was paid online and packed
 * (invoiced), then cancelled (`GET …/bill?document=creditNote`). An order cancelled before that,
 * or cash taken at the door before a cancel, had no bill issued, so there is nothing to reverse.
 */
export const hasCreditNote = (order: BillFacts): boolean => order.isCancelled && invoicedWhenPacked(order);
