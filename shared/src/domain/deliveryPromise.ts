import { DELIVERY_PROMISE_MINUTES } from './limits';

/** Where an open order stands against the 30–35 minute promise (R19, R20). */
export type DeliveryCountdown = { state: 'arriving'; minutesLeft: number } | { state: 'late' };

const MINUTE_MS = 60_000;

/**
 * Minutes left until the promise's far end (35 minutes after placing), never shown as less than
 * 1 while it lasts; past it the order is late. Only an open order (not delivered, not cancelled)
 * has a countdown.
 */
export function deliveryCountdown(placedAt: string | number | Date, now: number = Date.now()): DeliveryCountdown {
  const elapsedMs = Math.max(0, now - new Date(placedAt).getTime());
  const leftMs = DELIVERY_PROMISE_MINUTES.max * MINUTE_MS - elapsedMs;
  if (leftMs <= 0) return { state: 'late' };
  return { state: 'arriving', minutesLeft: Math.max(1, Math.ceil(leftMs / MINUTE_MS)) };
}

/** "Arriving in ~12 min", or "Running late — the store knows" once past the promise. */
export function deliveryCountdownText(countdown: DeliveryCountdown): string {
  return countdown.state === 'late' ? 'Running late — the store knows' : `Arriving in ~${countdown.minutesLeft} min`;
}

/** An order still on its way to the door. */
export const isOpenOrder = (order: { isDelivered: boolean; isCancelled: boolean }): boolean =>
  !order.isDelivered && !order.isCancelled;

/** Where an open order stands for the store: on time before 30 minutes, due until 35, late after. */
export type OrderAgeState = 'on-time' | 'due' | 'late';
export interface OrderAge {
  /** Whole minutes since the order was placed. */
  minutes: number;
  state: OrderAgeState;
}

/** The age the admin's queue shows beside each open order, against the 30–35 minute promise. */
export function orderAge(placedAt: string | number | Date, now: number = Date.now()): OrderAge {
  const minutes = Math.floor(Math.max(0, now - new Date(placedAt).getTime()) / MINUTE_MS);
  const state: OrderAgeState =
    minutes >= DELIVERY_PROMISE_MINUTES.max ? 'late' : minutes >= DELIVERY_PROMISE_MINUTES.min ? 'due' : 'on-time';
  return { minutes, state };
}
