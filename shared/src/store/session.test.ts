import { setAddresses } from './addressesSlice';
import { selectIsAdmin, selectIsAuth, setCredentials, signedOut } from './authSlice';
import { restoreState } from './persistence';
import { selectSessionIsLive, sessionStarted } from './sessionSlice';
import { createAppStore } from './store';
import { STORAGE_KEYS } from './storage';
import { customer, palmGroveB304 } from '../../testing';

const user = { ...customer, token: 'tok' };
const address = palmGroveB304;

describe('session and auth state', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('stores the login response as the user under the key user', () => {
    const store = createAppStore();
    store.dispatch(setCredentials(user));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(selectIsAuth(store.getState())).toBe(true);
    expect(selectIsAdmin(store.getState())).toBe(false);
  });

  it('restores cart, user and addresses from browser storage on load', () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    window.localStorage.setItem(STORAGE_KEYS.addresses, JSON.stringify([address]));
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        cartItems: [
          {
            _id: '0123456789abcdef01234567',
            name: 'Tomato',
            productImages: [],
            sellingPrice: 30,
            qty: 2,
            category: 'Veg',
          },
        ],
        itemsPrice: '60.00',
        totalPrice: '60.00',
        shippingAddress: {},
        paymentMethod: '',
      }),
    );
    const restored = restoreState();
    expect(restored.auth.userInfo).toEqual(user);
    expect(restored.addresses.list).toEqual([address]);
    expect(restored.cart.cartItems).toHaveLength(1);
  });

  it('ignores corrupt or foreign storage instead of crashing', () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ hello: 'world' }));
    const restored = restoreState();
    expect(restored.cart.cartItems).toEqual([]);
    expect(restored.auth.userInfo).toBeNull();
  });

  it('signing out clears user and addresses from local and session storage', () => {
    const store = createAppStore();
    store.dispatch(setCredentials(user));
    store.dispatch(setAddresses([address]));
    window.sessionStorage.setItem(STORAGE_KEYS.user, 'x');
    window.sessionStorage.setItem(STORAGE_KEYS.addresses, 'x');
    store.dispatch(signedOut());
    expect(store.getState().addresses.list).toEqual([]);
    for (const area of [window.localStorage, window.sessionStorage]) {
      expect(area.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(area.getItem(STORAGE_KEYS.addresses)).toBeNull();
    }
  });

  it('keeps the session in session storage with its expiry', () => {
    const store = createAppStore();
    const sessionExpiryTime = Date.now() + 3_600_000;
    store.dispatch(sessionStarted({ sessionId: 'abc', sessionExpiryTime }));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionId)).toBe('abc');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionExpiryTime)).toBe(String(sessionExpiryTime));
    expect(selectSessionIsLive(store.getState())).toBe(true);
    expect(restoreState().session).toEqual({ sessionId: 'abc', sessionExpiryTime });
  });

  it('an expired session is not live', () => {
    const store = createAppStore();
    store.dispatch(sessionStarted({ sessionId: 'abc', sessionExpiryTime: Date.now() - 1 }));
    expect(selectSessionIsLive(store.getState())).toBe(false);
  });
});
