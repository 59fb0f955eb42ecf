import type { Order } from '../schemas/types';
import type { Bill } from './bill';

/**
 * A placed order's bill, read as the cart's is: what it charged, and whether the small-cart fee
 * was waived (the server charged none, its item total being ₹100 or more), so an order's bill
 * shows the fee the same way the cart did: ₹20 struck out and ₹0.
 */
export function billOf(order: Pick<Order, 'itemsPrice' | 'smallCartFee' | 'deliveryFee' | 'totalPrice'>): Bill {
  return {
    itemsPrice: order.itemsPrice,
    smallCartFee: order.smallCartFee,
    smallCartFeeWaived: order.smallCartFee === 0,
    deliveryFee: order.deliveryFee,
    toPay: order.totalPrice,
  };
}
