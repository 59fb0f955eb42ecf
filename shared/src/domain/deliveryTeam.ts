/**
 * The delivery team (issue 14): who may do what, the handoff code's rule and the timeline's
 * events. One place for the API and the screens built on it.
 */

import { isOpenOrder } from './deliveryPromise';

/** A user's role. Admins come only from configuration (ADMIN_PHONES): `admin` is `isAdmin`. */
export const USER_ROLES = ['customer', 'rider', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The role a user has: an admin is an admin whatever else they are; a rider only while active. */
export function roleOf(user: { isAdmin: boolean; isRider: boolean }): UserRole {
  if (user.isAdmin) return 'admin';
  return user.isRider ? 'rider' : 'customer';
}

/** The code the customer reads out at the door: four digits. */
export const HANDOFF_CODE_PATTERN = /^[0-9]{4}$/;
export const HANDOFF_CODE_LENGTH = 4;
/**
 * The code to show the customer: while the order is still to be delivered (not once delivered or
 * cancelled), and only when the API sent one (it sends it to the order's customer alone).
 */
export function openHandoffCode(order: {
  isDelivered: boolean;
  isCancelled: boolean;
  handoffCode?: string | null | undefined;
}): string | null {
  const code = order.handoffCode;
  return isOpenOrder(order) && code && HANDOFF_CODE_PATTERN.test(code) ? code : null;
}

/** Wrong codes a rider may try on one order; after that the order is flagged for the admin and tries stop. */
export const HANDOFF_MAX_TRIES = 5;

/** How a delivery was confirmed: the customer's code (a rider), or an admin without it. */
export const DELIVERED_WITH = ['CODE', 'ADMIN'] as const;
export type DeliveredWith = (typeof DELIVERED_WITH)[number];

/** What an order's timeline records, oldest first. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'payment_undone',
  'assigned',
  'taken',
  'delivered',
  'delivery_undone',
  'handoff_refused',
  'handoff_flagged',
  'cash_collected',
  'cancelled',
  'handed_over',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** At most this many orders in one assignment. */
export const ASSIGN_MAX_ORDERS = 100;
/** The largest hand-over an admin may record at once: ₹10,00,000 in paise. */
export const HANDOVER_MAX_PAISE = 100_000_000;
