import { payableByUpi, UPI_ID_PATTERN, upiPayUrl } from './upi';

describe('paying an order by UPI at the door', () => {
  const order = { _id: '65f1a2b3c4d5e6f7a8b9c0d1', amountDue: 245.5 };

  it('links to exactly what is due, to the store, with the order number as the note', () => {
    expect(upiPayUrl({ id: 'kirananow@okaxis', name: 'Kirana Now' }, order)).toBe(
      'upi://pay?pa=kirananow%40okaxis&pn=Kirana%20Now&am=245.50&cu=INR&tn=Order%20D5E6F7A8B9C0D1',
    );
    expect(upiPayUrl({ id: 'shop@ybl', name: 'Sharma & Sons' }, { ...order, amountDue: 62 })).toContain(
      'pn=Sharma%20%26%20Sons&am=62.00&',
    );
  });

  it('is for unpaid cash-on-delivery orders only', () => {
    const cod = { paymentMethod: 'COD', isPaid: false, isCancelled: false };
    expect(payableByUpi(cod)).toBe(true);
    expect(payableByUpi({ ...cod, isPaid: true })).toBe(false);
    expect(payableByUpi({ ...cod, isCancelled: true })).toBe(false);
    expect(payableByUpi({ ...cod, paymentMethod: 'PHONEPE' })).toBe(false);
  });

  it('knows a UPI id when it sees one', () => {
    for (const id of ['kirananow@okaxis', 'shop.name-1@ybl', '9000000000@paytm'])
      expect(UPI_ID_PATTERN.test(id)).toBe(true);
    for (const id of ['kirananow', '@okaxis', 'a@', 'two words@ybl', 'x@1bank'])
      expect(UPI_ID_PATTERN.test(id)).toBe(false);
  });
});
