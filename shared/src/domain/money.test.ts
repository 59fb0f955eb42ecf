import fc from 'fast-check';
import { formatCount, formatRupees, paiseToRupees, round2, rupeesToPaise, toFixed2 } from './money';

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
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(12345678, { compact: true })).toBe('₹1,23,45,678');
    expect(formatRupees(-55)).toBe('₹-55.00');
    expect(formatRupees(0.004)).toBe('₹0.00');
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(Number.NaN)).toBe('₹NaN');
  });
  it('writes what Intl writes for en-IN and hi-IN, for any amount (without making a NumberFormat per page)', () => {
    const paise = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
    fc.assert(
      fc.property(paise, fc.boolean(), fc.constantFrom('en-IN', 'hi-IN'), (p, compact, intl) => {
        const value = p / 100;
        const expected =
          compact && Number.isInteger(value)
            ? `₹${value.toLocaleString(intl)}`
            : `₹${value.toLocaleString(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
        expect(formatRupees(value, { compact, locale: intl === 'hi-IN' ? 'hi' : 'en' })).toBe(expected);
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });

  it('writes a count as Intl writes it for en-IN and hi-IN (the "#" of a plural message)', () => {
    const count = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
    fc.assert(
      fc.property(count, fc.constantFrom('en-IN', 'hi-IN'), (n, intl) => {
        expect(formatCount(n)).toBe(new Intl.NumberFormat(intl).format(n));
      }),
      { seed: 20261129, numRuns: 2000 },
    );
    expect([formatCount(0), formatCount(1), formatCount(1000), formatCount(-12345678)]).toEqual([
      '0',
      '1',
      '1,000',
      '-1,23,45,678',
    ]);
    expect(formatCount(1.5)).toBe('1.5');
  });
});
