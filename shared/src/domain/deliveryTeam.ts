/**
 * The delivery team (R59–R70): who may do what, the handoff code's rule (R67) and the timeline's
 * events (R38). One place for the API and the screens built on it.
 */

import { isOpenOrder } from './deliveryPromise';
import type { PaymentMethod } from './paymentMethods';

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
  'packing',
  'packed',
  'picked_up',
  'refund_requested',
  'refunded',
  'refund_failed',
  'refund_mismatch',
  'handover_voided',
  'line_short',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** At most this many orders in one assignment. */
export const ASSIGN_MAX_ORDERS = 100;
/** The largest hand-over an admin may record at once: ₹10,00,000 in paise. */
export const HANDOVER_MAX_PAISE = 100_000_000;
/** Why a hand-over is voided: the Cash page and the orders' History show it. */
export const HANDOVER_VOID_REASON_LENGTH = { min: 3, max: 200 } as const;

/** What walking order and the run's rule read of an order as a rider sees it. */
interface RunOrder {
  _id: string;
  address: { society: string; societyName: string; wing: string; flatNumber: string };
  riderId: string | null;
  isDelivered: boolean;
  isCancelled: boolean;
  amountToCollect: number;
  cashCollected: boolean;
  createdAt: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Walking order, one rule for the API's run and the rider's screen: society, then wing, then flat
 * as a number (101 before 1002), then the older order first.
 */
export function compareWalkingOrder(a: RunOrder, b: RunOrder): number {
  return (
    byText(a.address.societyName, b.address.societyName) ||
    byText(a.address.society, b.address.society) ||
    byText(a.address.wing, b.address.wing) ||
    a.address.flatNumber.length - b.address.flatNumber.length ||
    byText(a.address.flatNumber, b.address.flatNumber) ||
    byText(a.createdAt, b.createdAt) ||
    byText(a._id, b._id)
  );
}

/**
 * Whether an order belongs on this rider's run (`GET /api/rider/run`): theirs, not cancelled, and
 * still to deliver, or delivered with its cash still to collect.
 */
export function onRiderRun(order: RunOrder, riderId: string): boolean {
  if (order.riderId !== riderId || order.isCancelled) return false;
  return !order.isDelivered || (order.amountToCollect > 0 && !order.cashCollected);
}

/** What riders' rules read of an order's state and payment. */
interface RiderVisible {
  isDelivered: boolean;
  isCancelled: boolean;
  paymentMethod: PaymentMethod;
  isPaid: boolean;
}

/**
 * An order for riders to deliver: not delivered or cancelled, and cash on delivery or paid (an
 * order paid online waits for its payment). The API's SQL (`OPEN_ORDER`) is the same rule.
 */
export const openForRiders = (order: RiderVisible): boolean =>
  isOpenOrder(order) && (order.paymentMethod === 'COD' || order.isPaid);

/** On the riders' Unassigned list (`GET /api/rider/unassigned`): open for riders, and nobody has it. */
export const takeableByRiders = (order: RiderVisible & { riderId: string | null }): boolean =>
  order.riderId === null && openForRiders(order);

/**
 * Whether riders may have had this order on their Unassigned list: every cash-on-delivery order
 * (open and nobody's from the moment it is placed), an order paid online once paid (an online
 * payment is never taken back). An order paid online whose payment never came is never named to riders.
 */
export const knownToRiders = (order: Pick<RiderVisible, 'paymentMethod' | 'isPaid'>): boolean =>
  order.paymentMethod === 'COD' || order.isPaid;

/** Cash the rider still has to take at the door for this order (0: nothing, it is paid). */
export const cashToCollect = (order: Pick<RunOrder, 'amountToCollect' | 'cashCollected'>): number =>
  order.cashCollected ? 0 : order.amountToCollect;

export interface RunWing<T> {
  wing: string;
  orders: T[];
}
export interface RunSociety<T> {
  society: string;
  societyName: string;
  wings: RunWing<T>[];
}

/** A run as the rider walks it: society → wing → flat, each group in walking order. */
export function groupRun<T extends RunOrder>(orders: readonly T[]): RunSociety<T>[] {
  const societies: RunSociety<T>[] = [];
  for (const order of [...orders].sort(compareWalkingOrder)) {
    let society = societies[societies.length - 1];
    if (society?.society !== order.address.society) {
      society = { society: order.address.society, societyName: order.address.societyName, wings: [] };
      societies.push(society);
    }
    let wing = society.wings[society.wings.length - 1];
    if (wing?.wing !== order.address.wing) {
      wing = { wing: order.address.wing, orders: [] };
      society.wings.push(wing);
    }
    wing.orders.push(order);
  }
  return societies;
}

/**
 * The rider's name as their customer reads it: the first word only (R38b), so a customer learns
 * who is coming and no more. A name of one word is itself; an empty one stays empty.
 */
export function riderFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Directions to a society for whoever delivers: a maps search on it (Google Maps' documented search URL). */
export function directionsUrl(address: { societyName: string; areaName: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.societyName}, ${address.areaName}`)}`;
}
