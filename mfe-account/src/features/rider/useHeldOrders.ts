import { useCallback, useEffect, useRef, useState } from 'react';
import { type RiderOrder, SWIPE_SUCCESS_MS } from '@kirana/shared';
import { compareWalkingOrder } from '@kirana/shared/extended';

/** What a card does while its swipe is saved and for the success state after it. */
export interface Hold {
  /** The swipe started: keep this order on screen as it is now, whatever the run hears meanwhile. */
  hold(order: RiderOrder): void;
  /**
   * The change was saved, `saved` being the order as the API answered it (its success shows for
   * 1.5 s, R76, while the card already says what is now true), or refused (null: let go now).
   */
  release(orderId: string, saved: RiderOrder | null): void;
  /** The API's answer to a change whose success is still showing, if any. */
  savedAs(orderId: string): RiderOrder | undefined;
}

/**
 * A swiped order stays on screen as it was until its success state has shown: the change's own
 * `riderOrderUpdated` (delivered and paid: off the run) would otherwise take the card away mid-swipe.
 * Once saved, the API's answer is kept beside it (`savedAs`) for the card's facts: Delivered, Paid.
 */
export function useHeldOrders(run: readonly RiderOrder[]): { shown: RiderOrder[]; hold: Hold } {
  const [held, setHeld] = useState<Record<string, RiderOrder>>({});
  const [saved, setSaved] = useState<Record<string, RiderOrder>>({});
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const letGo = useCallback((orderId: string) => {
    setHeld(({ [orderId]: _gone, ...rest }) => rest);
    setSaved(({ [orderId]: _gone, ...rest }) => rest);
  }, []);
  const hold: Hold = {
    hold: useCallback((order: RiderOrder) => setHeld((was) => ({ ...was, [order._id]: order })), []),
    release: useCallback(
      (orderId: string, answer: RiderOrder | null) => {
        if (!answer) return letGo(orderId);
        setSaved((was) => ({ ...was, [orderId]: answer }));
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          letGo(orderId);
        }, SWIPE_SUCCESS_MS);
        timers.current.add(timer);
      },
      [letGo],
    ),
    savedAs: (orderId: string) => saved[orderId],
  };

  const kept = Object.values(held);
  const shown =
    kept.length === 0 ? [...run] : [...run.filter((order) => !held[order._id]), ...kept].sort(compareWalkingOrder);
  return { shown, hold };
}
