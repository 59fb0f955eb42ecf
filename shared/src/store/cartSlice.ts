import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { computeBill } from '../domain/bill';
import { toFixed2 } from '../domain/money';
import { clampQty } from '../domain/cartLine';
import type { PaymentMethod } from '../domain/paymentMethods';
import type { SavedAddress } from '../schemas/types';

export const DEFAULT_CATEGORY = 'defaultCategory';

export interface CartItem {
  _id: string;
  name: string;
  /** The product's Hindi name, when it has one (shown in Hindi). */
  nameHi?: string;
  productImages: string[];
  sellingPrice: number;
  qty: number;
  category: string;
  quantityLabel?: string;
  mrp?: number;
  /** Units on hand when the item was added; the server re-checks at order time. */
  stock?: number;
}

export interface CartState {
  cartItems: CartItem[];
  shippingAddress: SavedAddress | Record<string, never>;
  paymentMethod: PaymentMethod | '';
  /** Σ sellingPrice × qty, 2 decimals. */
  itemsPrice: string;
  /** The stored cart total equals the items price; the fees are added at To Pay (R15). */
  totalPrice: string;
}

export const emptyCart: CartState = {
  cartItems: [],
  shippingAddress: {},
  paymentMethod: '',
  itemsPrice: '0.00',
  totalPrice: '0.00',
};

function recalculate(state: CartState): void {
  const { itemsPrice } = computeBill(state.cartItems);
  state.itemsPrice = toFixed2(itemsPrice);
  state.totalPrice = state.itemsPrice;
}

export type AddToCartPayload = Omit<CartItem, 'category'> & { category?: string };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** Same _id replaces the line (that is how quantity changes), otherwise appends. */
    addToCart(state, action: PayloadAction<AddToCartPayload>) {
      const item: CartItem = {
        ...action.payload,
        category: action.payload.category || DEFAULT_CATEGORY,
        qty: clampQty(action.payload.qty),
      };
      const index = state.cartItems.findIndex((line) => line._id === item._id);
      if (index >= 0) state.cartItems[index] = item;
      else state.cartItems.push(item);
      recalculate(state);
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.cartItems = state.cartItems.filter((line) => line._id !== action.payload);
      recalculate(state);
    },
    saveShippingAddress(state, action: PayloadAction<SavedAddress>) {
      state.shippingAddress = action.payload;
    },
    savePaymentMethod(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    clearCartItems(state) {
      state.cartItems = [];
      recalculate(state);
    },
  },
});

export const { addToCart, removeFromCart, saveShippingAddress, savePaymentMethod, clearCartItems } = cartSlice.actions;
