import type { CustomerList, CustomerSummary, Locality, Society } from '@kirana/shared';
import { banerHeights, palmGrove } from '../../testing';

export const wakad: Locality = { _id: palmGrove.locality, areaName: 'Wakad' };
export const baner: Locality = { _id: banerHeights.locality, areaName: 'Baner' };
export const societies: Society[] = [
  palmGrove,
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', societyName: 'Park Street Residency', locality: wakad._id, areaName: 'Wakad' },
  banerHeights,
];

/** Asha: two orders, two addresses. */
export const asha: CustomerSummary = {
  _id: 'c0c0c0c0c0c0c0c0c0c0c0c1',
  name: 'Asha Patil',
  phoneNumber: '9876543210',
  isAdmin: false,
  createdAt: '2026-01-05T06:30:00.000Z',
  orderCount: 2,
  totalSpent: 1234.5,
  lastOrderAt: '2026-03-12T14:15:00.000Z',
  userAddresses: [
    {
      society: societies[0]!._id,
      societyName: 'Palm Grove',
      wing: 'B',
      flatNumber: '304',
      locality: wakad._id,
      areaName: 'Wakad',
    },
    {
      society: societies[2]!._id,
      societyName: 'Baner Heights',
      wing: 'A',
      flatNumber: '1201',
      locality: baner._id,
      areaName: 'Baner',
    },
  ],
};

/** Ravi: signed in once, never ordered, no name given. */
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

/** A page of a paginated answer (`{ items, page, pageSize, total, pages }`). */
export function page<T>(
  items: T[],
  { page: current = 1, pageSize = 20, total = items.length } = {},
): Omit<CustomerList, 'items'> & { items: T[] } {
  return { items, page: current, pageSize, total, pages: Math.ceil(total / pageSize) };
}
