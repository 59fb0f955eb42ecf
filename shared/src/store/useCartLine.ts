import { useCallback } from 'react';
import { decrementedQty, maxQtyFor } from '../domain/cartLine';
import type { Product } from '../schemas/types';
import { addToCart, DEFAULT_CATEGORY, removeFromCart, type CartItem } from './cartSlice';
import { useAppDispatch, useAppSelector } from './hooks';

/** What a cart line needs to know about a product (a Product from the API, or a line already in the cart). */
export type CartProduct = Pick<Product, '_id' | 'name' | 'productImages' | 'sellingPrice'> &
  Partial<Pick<Product, 'nameHi' | 'mrp' | 'quantityLabel' | 'stock' | 'category'>>;

export function toCartItem(product: CartProduct, qty: number): CartItem {
  return {
    _id: product._id,
    name: product.name,
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    productImages: product.productImages,
    sellingPrice: product.sellingPrice,
    qty,
    category: product.category || DEFAULT_CATEGORY,
    ...(product.quantityLabel !== undefined ? { quantityLabel: product.quantityLabel } : {}),
    ...(product.mrp !== undefined ? { mrp: product.mrp } : {}),
    ...(product.stock !== undefined ? { stock: product.stock } : {}),
  };
}

/**
 * One product's cart line, the same wherever it is changed (card, product page, cart):
 * + adds one up to 5 and never beyond stock; − at 1 removes the line (R14).
 */
export function useCartLine(product: CartProduct) {
  const dispatch = useAppDispatch();
  const qty = useAppSelector((state) => state.cart.cartItems.find((line) => line._id === product._id)?.qty ?? 0);
  const max = maxQtyFor(product.stock);

  const increment = useCallback(() => {
    if (qty < max) dispatch(addToCart(toCartItem(product, qty + 1)));
  }, [dispatch, product, qty, max]);

  const decrement = useCallback(() => {
    const next = decrementedQty(qty);
    if (next === 0) dispatch(removeFromCart(product._id));
    else dispatch(addToCart(toCartItem(product, next)));
  }, [dispatch, product, qty]);

  return { qty, max, canIncrement: qty < max, outOfStock: max === 0, increment, decrement };
}
