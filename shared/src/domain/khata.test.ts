import { balanceDue, daysOwed, daysOwedLabel, KHATA_PAYMENT_MAX_PAISE, khataAmountProblem } from './khata';

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
