import { computeBill, smallCartFeeFor } from './bill';
import { DELIVERY_FEE, SMALL_CART_FEE } from './limits';

describe('the bill (R15)', () => {
  it('adds sellingPrice × qty and rounds to 2 decimals', () => {
    const bill = computeBill([
      { sellingPrice: 0.1, qty: 3 },
      { sellingPrice: 0.2, qty: 1 },
      { sellingPrice: 33.335, qty: 1 },
    ]);
    expect(bill.itemsPrice).toBe(33.84);
  });

  it('charges the ₹20 small-cart fee under ₹100 and includes it in To Pay', () => {
    const bill = computeBill([{ sellingPrice: 99.99, qty: 1 }]);
    expect(bill).toEqual({
      itemsPrice: 99.99,
      smallCartFee: SMALL_CART_FEE,
      smallCartFeeWaived: false,
      deliveryFee: 0,
      toPay: 119.99,
    });
  });

  it('waives the fee at exactly ₹100 (the fee applies only under 100)', () => {
    const bill = computeBill([{ sellingPrice: 50, qty: 2 }]);
    expect(bill.smallCartFee).toBe(0);
    expect(bill.smallCartFeeWaived).toBe(true);
    expect(bill.toPay).toBe(100);
  });

  it('waives the fee above ₹100', () => {
    const bill = computeBill([{ sellingPrice: 100.01, qty: 1 }]);
    expect(bill.smallCartFee).toBe(0);
    expect(bill.toPay).toBe(100.01);
  });

  it('keeps the delivery fee at 0', () => {
    expect(DELIVERY_FEE).toBe(0);
    expect(computeBill([{ sellingPrice: 10, qty: 1 }]).deliveryFee).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(computeBill([])).toMatchObject({ itemsPrice: 0, smallCartFee: 0, toPay: 0 });
  });

  it('decides the fee on paise, not floating point', () => {
    expect(smallCartFeeFor(0.1 + 0.2 + 99.7)).toBe(0); // 100.00000000000001 in floats
    expect(smallCartFeeFor(99.999)).toBe(0); // rounds to 100.00
    expect(smallCartFeeFor(99.994)).toBe(20);
  });
});
