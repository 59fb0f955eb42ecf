import { DELIVERY_FEE, SMALL_CART_FEE, SMALL_CART_THRESHOLD } from './limits';
import { paiseToRupees, rupeesToPaise } from './money';

export interface PricedLine {
  sellingPrice: number;
  qty: number;
}

export interface Bill {
  /** Σ sellingPrice × qty, rounded to 2 decimals. Also the cart's stored total. */
  itemsPrice: number;
  /** What the small-cart fee adds to this bill: SMALL_CART_FEE or 0. */
  smallCartFee: number;
  /** True when the fee row shows the fee struck out and 0. */
  smallCartFeeWaived: boolean;
  deliveryFee: number;
  /** itemsPrice + smallCartFee + deliveryFee: what the customer pays. */
  toPay: number;
}

export function itemsPricePaise(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + rupeesToPaise(line.sellingPrice) * line.qty, 0);
}

/**
 * The small-cart fee applies while the item total is under ₹100 (R15). The fee row shows what is
 * charged, so at ₹100.00 it reads 20 struck out and 0 and To Pay adds nothing.
 */
export function smallCartFeeFor(itemsPrice: number): number {
  return rupeesToPaise(itemsPrice) < rupeesToPaise(SMALL_CART_THRESHOLD) ? SMALL_CART_FEE : 0;
}

export function computeBill(lines: readonly PricedLine[]): Bill {
  const itemsPaise = itemsPricePaise(lines);
  const itemsPrice = paiseToRupees(itemsPaise);
  const smallCartFee = lines.length === 0 ? 0 : smallCartFeeFor(itemsPrice);
  const toPayPaise = itemsPaise + rupeesToPaise(smallCartFee) + rupeesToPaise(DELIVERY_FEE);
  return {
    itemsPrice,
    smallCartFee,
    smallCartFeeWaived: smallCartFee === 0,
    deliveryFee: DELIVERY_FEE,
    toPay: paiseToRupees(toPayPaise),
  };
}
