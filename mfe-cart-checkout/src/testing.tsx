import type { ReactNode } from 'react';
import { createAppStore, setAddresses, setCredentials, type SavedAddress } from '@kirana/shared';
import { renderWithRouter } from '@kirana/shared/testing';

export const palmGrove: SavedAddress = {
  society: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  societyName: 'Palm Grove',
  wing: 'B',
  flatNumber: '304',
  locality: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  areaName: 'Wakad',
};
export const customer = {
  _id: 'cccccccccccccccccccccccc',
  name: 'Asha',
  phoneNumber: '9876543210',
  isAdmin: false,
  token: 'token-1',
  userAddresses: [],
};
export const tomato = {
  _id: '0123456789abcdef01234567',
  name: 'Tomato Hybrid',
  productImages: ['/t.svg'],
  sellingPrice: 30,
  mrp: 36,
  quantityLabel: '500 g',
  stock: 40,
  qty: 2,
};
export const milk = {
  _id: '0123456789abcdef01234568',
  name: 'Toned Milk',
  productImages: ['/m.svg'],
  sellingPrice: 27.5,
  quantityLabel: '500 ml',
  stock: 40,
  qty: 1,
};

/** A store with a signed-in customer, and their address unless `address: null`. */
export function signedInStore(options: { address?: SavedAddress | null } = {}) {
  const store = createAppStore();
  store.dispatch(setCredentials(customer));
  if (options.address !== null) store.dispatch(setAddresses([options.address ?? palmGrove]));
  return store;
}

export { mockApi, type RecordedCall } from '@kirana/shared/testing';

/** Renders `element` at `path` under a router that also shows where navigation went (home and order pages only show that). */
export function renderAt(element: ReactNode, store = createAppStore(), path = '/') {
  return renderWithRouter(element, path, { store, elsewhere: ['/', '/order/:id'] });
}
