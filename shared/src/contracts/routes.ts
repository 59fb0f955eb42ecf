import type { RemoteName } from './remotes';

export interface RouteOwner {
  remote: RemoteName;
  /** Without a user restored from storage the visitor is redirected to /. */
  requiresLogin: boolean;
}

/** Customer routes by first path segment ('' is the home page). */
export const CUSTOMER_ROUTES: Record<string, RouteOwner> = {
  '': { remote: 'mfe_catalog', requiresLogin: false },
  product: { remote: 'mfe_catalog', requiresLogin: false },
  'terms-and-policies': { remote: 'mfe_catalog', requiresLogin: false },
  cart: { remote: 'mfe_cart_checkout', requiresLogin: false },
  payment: { remote: 'mfe_cart_checkout', requiresLogin: true },
  orderstatus: { remote: 'mfe_cart_checkout', requiresLogin: true },
  account: { remote: 'mfe_account', requiresLogin: true },
  profile: { remote: 'mfe_account', requiresLogin: true },
  support: { remote: 'mfe_account', requiresLogin: true },
  address: { remote: 'mfe_account', requiresLogin: true },
  order: { remote: 'mfe_account', requiresLogin: true },
  /** The delivery team's screens: a rider signs in as a customer does (mfe-account shows anyone else why not). */
  rider: { remote: 'mfe_account', requiresLogin: true },
};

/** Segments only the admin route set has: anyone else typing them is sent to /. */
export const ADMIN_ONLY_SEGMENTS = [
  'orders',
  'products',
  'customers',
  'customer',
  'deliverylocation',
  'reports',
  'dues',
  'team',
  'cash',
] as const;

/** Pages every visitor may see whoever they are (an admin still reads the terms). */
export const PUBLIC_FOR_EVERYONE = ['terms-and-policies'] as const;

export function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}
