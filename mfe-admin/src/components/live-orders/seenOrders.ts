import { readJson, writeJson } from '@kirana/shared';

/**
 * The new orders this device's admin has opened or dismissed, kept in local storage so a reload (or
 * another tab) does not announce them again: the watch starts afresh on every load and would
 * otherwise take the next change heard of a recent order (packed, taken by a rider) for its arrival.
 * Each id keeps when it was acknowledged; a day later it no longer matters (only orders placed in the
 * last few minutes are announced) and is forgotten.
 */
export const SEEN_ORDERS_KEY = 'kn-admin:orders-seen';
const KEEP_MS = 24 * 60 * 60_000;
/** Far more than a day's orders: the oldest go first. */
const MOST = 500;

type Seen = Record<string, number>;

const isSeen = (value: unknown): value is Seen =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((at) => typeof at === 'number');

function read(now: number): Seen {
  const stored = readJson('local', SEEN_ORDERS_KEY, isSeen) ?? {};
  const kept = Object.entries(stored)
    .filter(([, at]) => now - at < KEEP_MS)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MOST);
  return Object.fromEntries(kept);
}

/** The ids acknowledged on this device (in any tab) within the last day. */
export function seenOrders(now = Date.now()): Set<string> {
  return new Set(Object.keys(read(now)));
}

/** Remembers that these orders were opened or dismissed. */
export function markOrdersSeen(orderIds: readonly string[], now = Date.now()): void {
  if (orderIds.length === 0) return;
  const seen = read(now);
  for (const id of orderIds) seen[id] = now;
  writeJson('local', SEEN_ORDERS_KEY, seen);
}

/** Calls `listener` when another tab acknowledges orders, with every id acknowledged. */
export function onOrdersSeenElsewhere(listener: (seen: Set<string>) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === SEEN_ORDERS_KEY) listener(seenOrders());
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
