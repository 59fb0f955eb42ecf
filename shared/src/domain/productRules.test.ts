import { savingOf } from './money';
import {
  IMAGE_PATH_PATTERN,
  isValidQuantityLabel,
  isValidStock,
  isWholePaise,
  LOW_STOCK_AT,
  brokenPriceRule,
  priceProblem,
  stockLevel,
} from './productRules';

describe('product rules', () => {
  it('prices are whole paise from ₹0.01 to ₹1,00,000, selling at most the MRP', () => {
    expect(isWholePaise(19.99)).toBe(true);
    expect(isWholePaise(0.07)).toBe(true);
    expect(isWholePaise(19.999)).toBe(false);
    expect(priceProblem({ mrp: 30, sellingPrice: 24 })).toBeNull();
    expect(priceProblem({ mrp: 30, sellingPrice: 30 })).toBeNull();
    // A sentence a person reads (R78); which field it is about comes apart, for the form.
    expect(priceProblem({ mrp: 30, sellingPrice: 31 })).toBe('Selling price cannot be more than the MRP');
    expect(brokenPriceRule({ mrp: 30, sellingPrice: 31 })?.field).toBe('sellingPrice');
    expect(priceProblem({ mrp: 0, sellingPrice: 0 })).toMatch(/^Enter a price/);
    expect(brokenPriceRule({ mrp: 0, sellingPrice: 0 })?.field).toBe('mrp');
    expect(brokenPriceRule({ mrp: 30, sellingPrice: 24.005 })?.field).toBe('sellingPrice');
    expect(brokenPriceRule({ mrp: 1e6, sellingPrice: 24 })?.field).toBe('mrp');
  });

  it('a quantity label names an amount briefly', () => {
    for (const label of ['500 g', '1 L', '6 pcs', '1 bunch', '2 x 200 ml'])
      expect(isValidQuantityLabel(label)).toBe(true);
    for (const label of ['', '   ', 'some', '1'.repeat(31)]) expect(isValidQuantityLabel(label)).toBe(false);
  });

  it('images are paths this store serves', () => {
    expect(IMAGE_PATH_PATTERN.test('/uploads/3f2a9c.png')).toBe(true);
    expect(IMAGE_PATH_PATTERN.test('/images/seed/tomato-hybrid.svg')).toBe(true);
    for (const bad of [
      'https://evil.example/x.png',
      '/uploads/../config.ts',
      '/uploads/x.html',
      'data:image/png;base64,AA',
      '/images/x.png',
    ]) {
      expect(IMAGE_PATH_PATTERN.test(bad)).toBe(false);
    }
  });

  it('the saving is what the MRP is above the selling price', () => {
    expect(savingOf({ mrp: 30, sellingPrice: 24 })).toEqual({ rupees: 6, percent: 20 });
    expect(savingOf({ mrp: 99.99, sellingPrice: 89.5 })).toEqual({ rupees: 10.49, percent: 10 });
    expect(savingOf({ mrp: 45, sellingPrice: 45 })).toEqual({ rupees: 0, percent: 0 });
  });

  it('stock is a whole count up to the limit; low at or below LOW_STOCK_AT, out at 0', () => {
    for (const stock of [0, 1, 100000]) expect(isValidStock(stock)).toBe(true);
    for (const stock of [-1, 2.5, 100001, Number.NaN]) expect(isValidStock(stock)).toBe(false);
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(LOW_STOCK_AT)).toBe('low');
    expect(stockLevel(LOW_STOCK_AT + 1)).toBe('plenty');
  });
});
