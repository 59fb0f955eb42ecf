import { nextPaymentCheckDelayMs, ONLINE_PAYMENT_TIMEOUT_MS } from './paymentStatusChecks';

/** Walks the schedule from the start of a payment and returns the moments (in s) a check happens. */
function checkMoments(limitMs: number): number[] {
  const moments: number[] = [];
  let at = 0;
  for (;;) {
    const delay = nextPaymentCheckDelayMs(at);
    if (delay === null || at + delay > limitMs) return moments;
    at += delay;
    moments.push(at / 1000);
  }
}

describe('PhonePe pending-payment checks', () => {
  it('first checks 25 s after the payment started', () => {
    expect(nextPaymentCheckDelayMs(0)).toBe(25_000);
    expect(nextPaymentCheckDelayMs(10_000)).toBe(15_000);
  });

  it('then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s', () => {
    const moments = checkMoments(235_000);
    expect(moments.slice(0, 11)).toEqual([25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55]);
    expect(moments.slice(11, 21)).toEqual([61, 67, 73, 79, 85, 91, 97, 103, 109, 115]);
    expect(moments.slice(21, 27)).toEqual([125, 135, 145, 155, 165, 175]);
    expect(moments.slice(27)).toEqual([205, 235]);
  });

  it('then every minute until the 15-minute timeout, and not after', () => {
    expect(nextPaymentCheckDelayMs(300_000)).toBe(60_000);
    expect(nextPaymentCheckDelayMs(ONLINE_PAYMENT_TIMEOUT_MS - 10_000)).toBe(10_000);
    expect(nextPaymentCheckDelayMs(ONLINE_PAYMENT_TIMEOUT_MS)).toBeNull();
  });
});
