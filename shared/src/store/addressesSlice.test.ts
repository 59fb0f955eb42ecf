import { clearAddresses, removeAddress, setAddress, setAddresses } from './addressesSlice';
import { setCredentials } from './authSlice';
import { createAppStore } from './store';
import { STORAGE_KEYS } from './storage';
import { customer, palmGroveB304 } from '../../testing';

const base = palmGroveB304;
const other = { ...base, flatNumber: '102' };
const user = { ...customer, token: 't' };

describe('address transitions', () => {
  beforeEach(() => window.localStorage.clear());

  it('setting a list replaces all addresses', () => {
    const store = createAppStore();
    store.dispatch(setAddresses([base]));
    store.dispatch(setAddresses([other]));
    expect(store.getState().addresses.list).toEqual([other]);
  });

  it('setting one adds it only if no stored address has the same flat, wing and society', () => {
    const store = createAppStore();
    store.dispatch(setAddress(base));
    store.dispatch(setAddress({ ...base, societyName: 'renamed' }));
    store.dispatch(setAddress(other));
    expect(store.getState().addresses.list).toEqual([base, other]);
  });

  it('removal matches on society, wing and flat', () => {
    const store = createAppStore();
    store.dispatch(setAddresses([base, other]));
    store.dispatch(removeAddress({ society: base.society, wing: base.wing, flatNumber: base.flatNumber }));
    expect(store.getState().addresses.list).toEqual([other]);
  });

  it('clearing empties the list', () => {
    const store = createAppStore();
    store.dispatch(setAddresses([base, other]));
    store.dispatch(clearAddresses());
    expect(store.getState().addresses.list).toEqual([]);
  });

  it('a signed-in user’s addresses are kept in browser storage', () => {
    const store = createAppStore();
    store.dispatch(setCredentials(user));
    store.dispatch(setAddress(base));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.addresses) ?? '[]')).toEqual([base]);
  });
});
