import { addToCart, clearCartItems, removeFromCart, saveShippingAddress, savePaymentMethod } from './cartSlice';
import { createAppStore } from './store';
import { STORAGE_KEYS } from './storage';
import { palmGroveB304 } from '../../testing';

const tomato = { _id: '0123456789abcdef01234567', name: 'Tomato', productImages: ['/t.svg'], sellingPrice: 30, qty: 1 };
const milk = {
  _id: '0123456789abcdef01234568',
  name: 'Toned Milk',
  productImages: [],
  sellingPrice: 27.5,
  qty: 2,
  category: 'Dairy',
};
const address = palmGroveB304;

function storedCart() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');
}

describe('cart transitions', () => {
  beforeEach(() => window.localStorage.clear());

  it('appends a new item, defaulting its category, and recalculates', () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomato));
    const cart = store.getState().cart;
    expect(cart.cartItems).toEqual([{ ...tomato, category: 'defaultCategory' }]);
    expect(cart.itemsPrice).toBe('30.00');
    expect(cart.totalPrice).toBe('30.00');
  });

  it('replaces the entry with the same _id instead of adding another', () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomato));
    store.dispatch(addToCart(milk));
    store.dispatch(addToCart({ ...tomato, qty: 3 }));
    const { cartItems, itemsPrice } = store.getState().cart;
    expect(cartItems.map((l) => [l.name, l.qty])).toEqual([
      ['Tomato', 3],
      ['Toned Milk', 2],
    ]);
    expect(itemsPrice).toBe('145.00');
  });

  it('never holds more than 5 of a line', () => {
    const store = createAppStore();
    store.dispatch(addToCart({ ...tomato, qty: 9 }));
    expect(store.getState().cart.cartItems[0]?.qty).toBe(5);
  });

  it('removes by _id and recalculates', () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomato));
    store.dispatch(addToCart(milk));
    store.dispatch(removeFromCart(tomato._id));
    expect(store.getState().cart.cartItems.map((l) => l._id)).toEqual([milk._id]);
    expect(store.getState().cart.itemsPrice).toBe('55.00');
  });

  it('replaces the shipping address and payment method', () => {
    const store = createAppStore();
    store.dispatch(saveShippingAddress(address));
    store.dispatch(saveShippingAddress({ ...address, flatNumber: '202' }));
    store.dispatch(savePaymentMethod('COD'));
    store.dispatch(savePaymentMethod('PHONEPE'));
    expect(store.getState().cart.shippingAddress).toEqual({ ...address, flatNumber: '202' });
    expect(store.getState().cart.paymentMethod).toBe('PHONEPE');
  });

  it('clearing empties the items', () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomato));
    store.dispatch(clearCartItems());
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().cart.itemsPrice).toBe('0.00');
  });

  it('saves every change to browser storage under the key cart', () => {
    const store = createAppStore();
    store.dispatch(addToCart(tomato));
    expect(storedCart().cartItems).toHaveLength(1);
    store.dispatch(removeFromCart(tomato._id));
    expect(storedCart().cartItems).toHaveLength(0);
  });
});
