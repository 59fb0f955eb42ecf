import type { Product, ReorderLine } from '../schemas/types';
import { maxQtyFor } from './cartLine';
import { formatRupees } from './money';
import { inEnglish, type Say } from './say';

/**
 * Reorder: a past order's lines go into the cart at today's prices, each capped by today's stock
 * and the 5-per-line rule (on top of what the cart already holds), and the shopper is told, once,
 * what could not come along or is not as it was.
 */
export interface ReorderPlan {
  /** Cart lines to write: the product as it is today and the line's new quantity. */
  lines: { product: Product; qty: number }[];
  /** Units added to the cart. */
  added: number;
  /** No longer sold, or out of stock. */
  unavailable: string[];
  /** Fewer than ordered could be put in the cart (`qty` in the cart now, `wanted` with this order's). */
  fewer: { name: string; qty: number; wanted: number }[];
  /** Sold at another price today. */
  repriced: { name: string; was: number; now: number }[];
}

export function planReorder(lines: readonly ReorderLine[], inCart: (productId: string) => number): ReorderPlan {
  const plan: ReorderPlan = { lines: [], added: 0, unavailable: [], fewer: [], repriced: [] };
  for (const line of lines) {
    const product = line.product;
    if (!product || maxQtyFor(product.stock) === 0) {
      plan.unavailable.push(line.name);
      continue;
    }
    const held = inCart(product._id);
    const wanted = held + line.qty;
    const qty = Math.max(held, Math.min(wanted, maxQtyFor(product.stock)));
    if (qty > held) {
      plan.lines.push({ product, qty });
      plan.added += qty - held;
    }
    if (qty < wanted) plan.fewer.push({ name: product.name, qty, wanted });
    if (product.sellingPrice !== line.price)
      plan.repriced.push({ name: product.name, was: line.price, now: product.sellingPrice });
  }
  return plan;
}

/** The one toast: what went into the cart, then anything unavailable or changed. */
export function reorderMessage(
  plan: ReorderPlan,
  say: Say = inEnglish,
): { kind: 'success' | 'warning' | 'error'; text: string } {
  const added =
    plan.added === 1
      ? say('Added 1 item to your cart at today’s prices.')
      : say('Added {count} items to your cart at today’s prices.', { count: plan.added });
  const parts = [plan.added > 0 ? added : say('Nothing could be added to your cart.')];
  if (plan.unavailable.length > 0)
    parts.push(say('Not available now: {names}.', { names: plan.unavailable.join(', ') }));
  if (plan.fewer.length > 0) {
    const fewer = plan.fewer
      .map((f) => say('{name} ({qty} of {wanted})', { name: f.name, qty: f.qty, wanted: f.wanted }))
      .join(', ');
    parts.push(say('Fewer than you asked for: {lines}.', { lines: fewer }));
  }
  if (plan.repriced.length > 0) {
    const prices = plan.repriced
      .map((r) => say('{name} {now} (was {was})', { name: r.name, now: formatRupees(r.now), was: formatRupees(r.was) }))
      .join(', ');
    parts.push(say('New prices: {lines}.', { lines: prices }));
  }
  const kind = plan.added === 0 ? 'error' : parts.length > 1 ? 'warning' : 'success';
  return { kind, text: parts.join(' ') };
}
