import { isObjectId } from '../domain/objectId';
import type { SavedAddress } from '../schemas/types';
import type { StoredUser } from './authSlice';
import { emptyCart, type CartItem, type CartState } from './cartSlice';
import { readJson, readText, removeKeys, STORAGE_KEYS, writeJson, writeText } from './storage';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isCartItem(v: unknown): v is CartItem {
  return (
    isRecord(v) &&
    isObjectId(v._id) &&
    typeof v.name === 'string' &&
    typeof v.sellingPrice === 'number' &&
    typeof v.qty === 'number' &&
    Array.isArray(v.productImages)
  );
}

function isCart(v: unknown): v is CartState {
  return isRecord(v) && Array.isArray(v.cartItems) && v.cartItems.every(isCartItem);
}

function isSavedAddress(v: unknown): v is SavedAddress {
  return isRecord(v) && typeof v.society === 'string' && typeof v.wing === 'string' && typeof v.flatNumber === 'string';
}

const isAddressList = (v: unknown): v is SavedAddress[] => Array.isArray(v) && v.every(isSavedAddress);

function isStoredUser(v: unknown): v is StoredUser {
  return isRecord(v) && typeof v.phoneNumber === 'string' && typeof v.isAdmin === 'boolean';
}

export interface RestoredState {
  cart: CartState;
  auth: { userInfo: StoredUser | null };
  addresses: { list: SavedAddress[] };
  session: { sessionId: string | null; sessionExpiryTime: number | null };
}

/** On load, cart, user and addresses come back from browser storage; session from session storage. */
export function restoreState(): RestoredState {
  const cart = readJson('local', STORAGE_KEYS.cart, isCart);
  const user = readJson('local', STORAGE_KEYS.user, isStoredUser);
  const addresses = readJson('local', STORAGE_KEYS.addresses, isAddressList) ?? user?.userAddresses ?? [];
  const expiry = Number(readText('session', STORAGE_KEYS.sessionExpiryTime));
  return {
    cart: cart ? { ...emptyCart, ...cart } : emptyCart,
    auth: { userInfo: user },
    addresses: { list: addresses },
    session: {
      sessionId: readText('session', STORAGE_KEYS.sessionId),
      sessionExpiryTime: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
    },
  };
}

type Persisted = Pick<RestoredState, 'cart' | 'auth' | 'addresses' | 'session'>;

/** Writes each persisted slice to storage when it changes; a signed-out user is removed everywhere. */
export function persistChanges(previous: Persisted, next: Persisted): void {
  if (previous.cart !== next.cart) writeJson('local', STORAGE_KEYS.cart, next.cart);
  if (previous.auth !== next.auth) {
    if (next.auth.userInfo) writeJson('local', STORAGE_KEYS.user, next.auth.userInfo);
    else removeKeys([STORAGE_KEYS.user, STORAGE_KEYS.addresses]);
  }
  if (previous.addresses !== next.addresses && next.auth.userInfo) {
    writeJson('local', STORAGE_KEYS.addresses, next.addresses.list);
  }
  if (previous.session !== next.session && next.session.sessionId && next.session.sessionExpiryTime) {
    writeText('session', STORAGE_KEYS.sessionId, next.session.sessionId);
    writeText('session', STORAGE_KEYS.sessionExpiryTime, String(next.session.sessionExpiryTime));
  }
}
