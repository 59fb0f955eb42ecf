import { MAX_QTY_PER_LINE } from './limits';

/** The most a line can hold: 5, or fewer when fewer are in stock. */
export function maxQtyFor(stock: number | undefined): number {
  if (stock === undefined) return MAX_QTY_PER_LINE;
  return Math.max(0, Math.min(MAX_QTY_PER_LINE, Math.floor(stock)));
}

export function canIncrement(qty: number, stock?: number): boolean {
  return qty < maxQtyFor(stock);
}

/** What − does: one fewer, or 0 meaning "remove the line" when the line holds 1. */
export function decrementedQty(qty: number): number {
  return qty <= 1 ? 0 : qty - 1;
}

/** Clamp a requested quantity into 1..5 (whole units). */
export function clampQty(qty: number): number {
  if (!Number.isFinite(qty)) return 1;
  return Math.min(MAX_QTY_PER_LINE, Math.max(1, Math.floor(qty)));
}
