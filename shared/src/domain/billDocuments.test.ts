import { billIssued, hasCreditNote } from './billDocuments';

const cash = { isDelivered: false, isPaid: false, isCancelled: false, paymentMethod: 'COD' as const };

describe('an order’s bill documents', () => {
  it('a bill is issued once the order is delivered, or paid online; not for a cash order on its way', () => {
    expect(billIssued(cash)).toBe(false);
    expect(billIssued({ ...cash, isDelivered: true })).toBe(true);
    // Paid online, it is invoiced once packed (a line may still be short before).
    expect(billIssued({ ...cash, paymentMethod: 'PHONEPE', isPaid: true })).toBe(false);
    expect(billIssued({ ...cash, paymentMethod: 'PHONEPE', isPaid: true, packedAt: '2026-11-29T10:00:00Z' })).toBe(
      true,
    );
    expect(billIssued({ ...cash, paymentMethod: 'PHONEPE', isPaid: false })).toBe(false);
    // Paid at the door before delivery is recorded (UPI, the khata): the bill is numbered at delivery.
    expect(billIssued({ ...cash, isPaid: true, paidWith: 'UPI' })).toBe(false);
  });

  it('a credit note is there for an order paid online, packed (so invoiced) and then cancelled', () => {
    const online = {
      ...cash,
      paymentMethod: 'PHONEPE' as const,
      isPaid: true,
      paidWith: 'PHONEPE' as const,
      packedAt: '2026-11-29T10:00:00Z',
    };
    expect(hasCreditNote({ ...cash, isCancelled: true })).toBe(false);
    expect(hasCreditNote(online)).toBe(false);
    expect(hasCreditNote({ ...online, isCancelled: true })).toBe(true);
    expect(hasCreditNote({ ...online, isCancelled: true, refund: { amount: 115, state: 'refunded' } })).toBe(true);
    // Cancelled before it was packed: never invoiced.
    expect(hasCreditNote({ ...online, packedAt: null, isCancelled: true })).toBe(false);
    // Cash taken at the door and then the order cancelled: no bill was issued, so no credit note.
    expect(hasCreditNote({ ...cash, isCancelled: true, isPaid: true, paidWith: 'CASH', refundDue: 115 })).toBe(false);
  });
});
