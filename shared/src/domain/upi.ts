import { orderNumber } from './orderNumber';

/** A UPI id (VPA) as banks issue them: a handle, `@`, and the bank or app's name, e.g. `kirananow@okaxis`. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export interface UpiPayee {
  /** The store's UPI id (pa). */
  id: string;
  /** The name the customer's UPI app shows (pn). */
  name: string;
}

/**
 * The `upi://pay` link (NPCI's UPI linking specification) for exactly one order: the store as
 * payee, what is still due on it in rupees with two decimals (the total less any khata money
 * already put on it), INR, and the order number as the note, so the payment in the store's UPI
 * app names the order it is for.
 */
export function upiPayUrl(payee: UpiPayee, order: { _id: string; amountDue: number }): string {
  const params: [string, string][] = [
    ['pa', payee.id],
    ['pn', payee.name],
    ['am', order.amountDue.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${orderNumber(order._id)}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** A cash-on-delivery order still to be paid: the one the customer may pay at the door by UPI. */
export const payableByUpi = (order: { paymentMethod: string; isPaid: boolean; isCancelled: boolean }): boolean =>
  order.paymentMethod === 'COD' && !order.isPaid && !order.isCancelled;
