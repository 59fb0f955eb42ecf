import { billIssued, hasCreditNote } from './billDocuments';

const cash = { isDelivered: false, isPaid: false, isCancelled: false, paymentMethod: 'COD' as const };

describe('an order’s bill documents', () => {
  it('a bill is issued once the order is delivered, or paid online; not for a cash order on its way', () => {
    expect(billIssued(cash)).toBe(false);
    expect(billIssued({ ...cash, isDelivered: true })).toBe(true);
    expect(billIssued({ ...cash, paymentMethod: 'PHONEPE', isPaid: true })).toBe(true);
    expect(billIssued({ ...cash, paymentMethod: 'PHONEPE', isPaid: false })).toBe(false);
    // Paid at the door before delivery is recorded (UPI, the khata): the bill is numbered at delivery.
    expect(billIssued({ ...cash, isPaid: true, paidWith: 'UPI' })).toBe(false);
  });

  it('a credit note is there for an order cancelled after it was paid, or with money owed back or refunded', () => {
    expect(hasCreditNote({ ...cash, isCancelled: true })).toBe(false);
    expect(hasCreditNote({ ...cash, isPaid: true })).toBe(false);
    expect(hasCreditNote({ ...cash, isCancelled: true, isPaid: true })).toBe(true);
    expect(hasCreditNote({ ...cash, isCancelled: true, refundDue: 115 })).toBe(true);
    expect(hasCreditNote({ ...cash, isCancelled: true, refund: { amount: 115, state: 'refunded' } })).toBe(true);
    expect(hasCreditNote({ ...cash, isCancelled: true, refundDue: null, refund: null })).toBe(false);
  });
});
