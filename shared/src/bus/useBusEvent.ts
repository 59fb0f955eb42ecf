import { useEffect, useRef } from 'react';
import { bus } from './bus';
import type { BusEventName, BusEvents } from './events';

/** Subscribes for the component's lifetime; the latest handler is always the one called. */
export function useBusEvent<K extends BusEventName>(name: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(name, (payload) => latest.current(payload)), [name]);
}
