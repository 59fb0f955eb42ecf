/**
 * The one set of fixtures for front-end tests, as the API answers them: one customer (Asha) and
 * the store's admin, one delivery area (Wakad and Baner, four societies) and Asha's saved address
 * in it, one product and one category (with overrides), two lines in a cart, and a paginated answer.
 * Orders and the dashboard's summary are ./orders, the sales report ./reports. Tests build
 * variations from these rather than their own copies.
 */
import type {
  Category,
  CustomerSummary,
  Locality,
  Product,
  SavedAddress,
  SessionInit,
  Society,
} from '../src/schemas/types';
import type { UserRole } from '../src/domain/deliveryTeam';
import { setAddresses } from '../src/store/addressesSlice';
import { setCredentials } from '../src/store/authSlice';
import { createAppStore } from '../src/store/store';

/** The API host component tests configure (`setRuntimeConfig({ apiHost: TEST_API })`). */
export const TEST_API = 'http://api.test';

export const wakad: Locality = { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', areaName: 'Wakad' };
export const baner: Locality = { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', areaName: 'Baner' };
const society = (n: number, societyName: string, { _id: locality, areaName }: Locality): Society => ({
  _id: `aaaaaaaaaaaaaaaaaaaaaaa${n}`,
  societyName,
  locality,
  areaName,
});
export const palmGrove = society(1, 'Palm Grove', wakad);
export const parkStreet = society(2, 'Park Street Residency', wakad);
export const greenMeadows = society(3, 'Green Meadows', wakad);
export const banerHeights = society(4, 'Baner Heights', baner);
/** Every society the store delivers to, in the order the API lists them. */
export const societies: Society[] = [palmGrove, parkStreet, greenMeadows, banerHeights];

/** Asha's saved address: B-304, Palm Grove, Wakad. */
export const palmGroveB304: SavedAddress = {
  society: palmGrove._id,
  societyName: 'Palm Grove',
  wing: 'B',
  flatNumber: '304',
  locality: wakad._id,
  areaName: 'Wakad',
};

/** The customer, as the API answers a profile (no token: add one where a test needs it). */
export const customer = {
  _id: 'cccccccccccccccccccccccc',
  name: 'Asha',
  phoneNumber: '9876543210',
  isAdmin: false,
  userAddresses: [] as SavedAddress[],
};

/** The customer as the admin's customer list shows her: full name, two orders, two addresses. */
export const asha: CustomerSummary = {
  ...customer,
  name: 'Asha Patil',
  createdAt: '2026-01-05T06:30:00.000Z',
  orderCount: 2,
  totalSpent: 1234.5,
  lastOrderAt: '2026-03-12T14:15:00.000Z',
  userAddresses: [
    palmGroveB304,
    {
      society: banerHeights._id,
      societyName: 'Baner Heights',
      wing: 'A',
      flatNumber: '1201',
      locality: baner._id,
      areaName: 'Baner',
    },
  ],
};

/** Ravi, in the admin's customer list: signed in once, never ordered, no name given. */
export const ravi: CustomerSummary = {
  _id: 'c0c0c0c0c0c0c0c0c0c0c0c2',
  name: '',
  phoneNumber: '7012345678',
  isAdmin: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  orderCount: 0,
  totalSpent: 0,
  lastOrderAt: null,
  userAddresses: [],
};

/** The store's admin, as the API answers a profile. */
export const admin = {
  _id: 'dddddddddddddddddddddddd',
  name: 'Store admin',
  phoneNumber: '9000000000',
  isAdmin: true,
  userAddresses: [] as SavedAddress[],
};

/** Raju, a rider of the store's delivery team, as the API answers his profile. */
export const rider = {
  _id: 'eeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Raju',
  phoneNumber: '9123456780',
  isAdmin: false,
  role: 'rider' as UserRole,
  userAddresses: [] as SavedAddress[],
};

/** A store with `user` (the customer unless given) signed in with `token`, and `addresses` saved. */
export function signedInStore({
  user = customer,
  token = 'token-1',
  addresses = [],
}: {
  user?: typeof customer & { role?: UserRole };
  token?: string;
  addresses?: SavedAddress[];
} = {}) {
  const store = createAppStore();
  store.dispatch(setCredentials({ ...user, token, userAddresses: addresses }));
  store.dispatch(setAddresses(addresses));
  return store;
}

/** A store with the admin signed in (token `admin-token`). */
export const adminStore = () => signedInStore({ user: admin, token: 'admin-token' });

/** A store with Raju the rider signed in (token `rider-token`). */
export const riderStore = () => signedInStore({ user: rider, token: 'rider-token' });

/** `GET {host}/`: a fresh browser session each time it is asked. */
let sessions = 0;
export const aSession = (): { body: SessionInit } => ({
  body: { sessionId: `session-${++sessions}`, sessionExpiryTime: Date.now() + 12 * 3_600_000 },
});

/** A product as the API answers it (Toned Milk, in Dairy), with `overrides`. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '0123456789abcdef01234567',
    name: 'Toned Milk',
    description: 'Pasteurised toned milk, 3% fat.',
    category: 'Dairy',
    categoryId: 'cccccccccccccccccccccc01',
    productImages: [`${TEST_API}/images/seed/toned-milk.svg`],
    mrp: 28,
    sellingPrice: 27,
    quantityLabel: '500 ml',
    stock: 40,
    inStock: true,
    isActive: true,
    ...overrides,
  };
}

/** A category as the API answers it (Dairy), with `overrides`. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    _id: 'cccccccccccccccccccccc01',
    name: 'Dairy',
    slug: 'dairy',
    image: `${TEST_API}/images/seed/category-dairy.svg`,
    sortOrder: 1,
    productCount: 1,
    ...overrides,
  };
}

export const dairy = aCategory();
export const bakery = aCategory({
  _id: 'cccccccccccccccccccccc02',
  name: 'Bakery',
  slug: 'bakery',
  sortOrder: 2,
  productCount: 0,
});

/** Two lines of a cart as the cart keeps them: two tomatoes and a milk. */
export const tomatoInCart = {
  _id: '0123456789abcdef01234567',
  name: 'Tomato Hybrid',
  productImages: ['/t.svg'],
  sellingPrice: 30,
  mrp: 36,
  quantityLabel: '500 g',
  stock: 40,
  qty: 2,
};
export const milkInCart = {
  _id: '0123456789abcdef01234568',
  name: 'Toned Milk',
  productImages: ['/m.svg'],
  sellingPrice: 27.5,
  quantityLabel: '500 ml',
  stock: 40,
  qty: 1,
};

/** One page of a paginated answer (`{ items, page, pageSize, total, pages }`). */
export function aPage<T>(items: T[], { page = 1, pageSize = 20, total = items.length } = {}) {
  return { items, page, pageSize, total, pages: Math.ceil(total / pageSize) };
}
