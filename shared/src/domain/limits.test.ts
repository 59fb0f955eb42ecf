import * as limits from './limits';

describe('business constants (R14, R15, R19, R23, R24, R25, R29)', () => {
  it('match the spec', () => {
    expect(limits.OTP_LENGTH).toBe(6);
    expect(limits.OTP_RESEND_SECONDS).toBe(30);
    expect(limits.PHONE_LENGTH).toBe(10);
    expect(limits.MAX_QTY_PER_LINE).toBe(5);
    expect(limits.SMALL_CART_FEE).toBe(20);
    expect(limits.SMALL_CART_THRESHOLD).toBe(100);
    expect(limits.DELIVERY_FEE).toBe(0);
    expect(limits.DELIVERY_PROMISE_MINUTES).toEqual({ min: 30, max: 35 });
    expect(limits.WING_MAX_LENGTH).toBe(1);
    expect(limits.FLAT_MAX_LENGTH).toBe(4);
  });
});
