import { formatRupees, paiseToRupees, round2, rupeesToPaise, toFixed2 } from './money';

describe('money', () => {
  it('converts rupees and paise without drift', () => {
    expect(rupeesToPaise(45.5)).toBe(4550);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(4550)).toBe(45.5);
  });
  it('rounds to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.344)).toBe(2.34);
    expect(toFixed2(3)).toBe('3.00');
  });
  it('formats for Indian shoppers', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(20, { compact: true })).toBe('₹20');
  });
});
