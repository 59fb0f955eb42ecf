import {
  balanceDue,
  daysOwed,
  daysOwedLabel,
  KHATA_PAYMENT_MAX_PAISE,
  khataAmountProblem,
  settleOldestFirst,
} from './khata';

describe('settleOldestFirst', () => {
  const orders = [
    { id: 'a', totalPaise: 15000 },
    { id: 'b', totalPaise: 20000 },
    { id: 'c', totalPaise: 5000 },
  ];

  it('settles the oldest first, each in full, and keeps the rest as credit', () => {
    expect(settleOldestFirst(20000, orders)).toEqual({ settled: [orders[0]], creditLeftPaise: 5000 });
    expect(settleOldestFirst(35000, orders)).toEqual({ settled: [orders[0], orders[1]], creditLeftPaise: 0 });
  });

  it('never lets a younger, smaller order jump the queue', () => {
    // 10000 covers c (5000) but not a: nothing is settled until a is covered.
    expect(settleOldestFirst(10000, orders)).toEqual({ settled: [], creditLeftPaise: 10000 });
  });

  it('keeps an overpayment as credit when every order is settled', () => {
    expect(settleOldestFirst(50000, orders)).toEqual({ settled: orders, creditLeftPaise: 10000 });
    expect(settleOldestFirst(-5, orders)).toEqual({ settled: [], creditLeftPaise: 0 });
  });
});

describe('amounts and balance', () => {
  it('takes whole paise from 1 to the maximum', () => {
    expect(khataAmountProblem(1)).toBeNull();
    expect(khataAmountProblem(KHATA_PAYMENT_MAX_PAISE)).toBeNull();
    for (const bad of [0, -100, 10.5, KHATA_PAYMENT_MAX_PAISE + 1, Number.NaN])
      expect(khataAmountProblem(bad)).toMatch(/^Enter the amount received, from ₹0.01 to ₹1,00,000/);
  });

  it('owes what is left after credit, never below 0', () => {
    expect(balanceDue(35000, 5000)).toBe(30000);
    expect(balanceDue(0, 5000)).toBe(0);
  });

  it('counts whole days owed', () => {
    const since = new Date('2026-11-20T10:00:00Z');
    expect(daysOwed(since, new Date('2026-11-20T20:00:00Z'))).toBe(0);
    expect(daysOwed(since, new Date('2026-11-23T10:00:01Z'))).toBe(3);
    expect([0, 1, 3].map(daysOwedLabel)).toEqual(['since today', 'for 1 day', 'for 3 days']);
  });
});
