import { canIncrement, clampQty, decrementedQty, maxQtyFor } from './cartLine';

describe('cart line quantity (R14)', () => {
  it('plus works up to 5', () => {
    expect(canIncrement(4)).toBe(true);
    expect(canIncrement(5)).toBe(false);
  });
  it('never beyond stock', () => {
    expect(maxQtyFor(3)).toBe(3);
    expect(canIncrement(3, 3)).toBe(false);
    expect(maxQtyFor(0)).toBe(0);
    expect(maxQtyFor(40)).toBe(5);
  });
  it('minus at 1 removes the line', () => {
    expect(decrementedQty(1)).toBe(0);
    expect(decrementedQty(3)).toBe(2);
  });
  it('clamps requested quantities into 1..5', () => {
    expect(clampQty(9)).toBe(5);
    expect(clampQty(0)).toBe(1);
    expect(clampQty(2.7)).toBe(2);
    expect(clampQty(Number.NaN)).toBe(1);
  });
});
