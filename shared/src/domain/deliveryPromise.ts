import { DELIVERY_PROMISE_MINUTES } from './limits';

/** Where an open order stands against the 30–35 minute promise (spec §9). */
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
export const isOpenOrder = (order: { isDelivered: boolean; isCancelled: boolean }): boolean => !order.isDelivered && !order.isCancelled;
