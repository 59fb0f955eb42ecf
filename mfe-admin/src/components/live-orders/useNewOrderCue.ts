import { useCallback, useRef, useState } from 'react';
import { isOpenOrder, type Order } from '@kirana/shared';
import { useLiveOrders } from '@kirana/shared/extended';
import { playNewOrderTone } from './newOrderSound';

/** An order first heard of within this long of being placed counts as new (some slack for clocks). */
const NEW_ORDER_WINDOW_MS = 5 * 60_000;
/** The notice lists at most this many; older arrivals are in the queue anyway. */
const MAX_ARRIVALS = 5;

export interface NewOrderCue {
  /** New orders heard of since the screen opened, newest first. */
  arrivals: Order[];
  isNew(orderId: string): boolean;
  dismiss(orderId: string): void;
  dismissAll(): void;
}

/**
 * Keeps order caches live from the socket (through `useLiveOrders`) and notices the orders that
 * are new: open, just placed, and neither on screen already (`shown`) nor heard of before. Each
 * new order plays the chime once (when sound is on) and stays highlighted until dismissed, delivered
 * or cancelled.
 */
export function useNewOrderCue(shown: readonly Order[] = []): NewOrderCue {
  const [arrivals, setArrivals] = useState<Order[]>([]);
  const heard = useRef(new Set<string>());
  const onScreen = useRef(shown);
  onScreen.current = shown;

  const onOrder = useCallback((order: Order) => {
    const known = heard.current.has(order._id) || onScreen.current.some((o) => o._id === order._id);
    heard.current.add(order._id);
    // Delivered or cancelled (a failed PhonePe payment) since it arrived: nothing new to act on any more.
    if (!isOpenOrder(order)) setArrivals((current) => (current.some((o) => o._id === order._id) ? current.filter((o) => o._id !== order._id) : current));
    if (known || !isOpenOrder(order) || Date.now() - Date.parse(order.createdAt) > NEW_ORDER_WINDOW_MS) return;
    setArrivals((current) => [order, ...current.filter((o) => o._id !== order._id)].slice(0, MAX_ARRIVALS));
    playNewOrderTone();
  }, []);
  useLiveOrders(onOrder);

  const isNew = useCallback((orderId: string) => arrivals.some((o) => o._id === orderId), [arrivals]);
  const dismiss = useCallback((orderId: string) => setArrivals((current) => current.filter((o) => o._id !== orderId)), []);
  const dismissAll = useCallback(() => setArrivals([]), []);
  return { arrivals, isNew, dismiss, dismissAll };
}
