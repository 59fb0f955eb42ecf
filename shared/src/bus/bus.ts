import type { BusEventName, BusEvents } from './events';

type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /** Returns the function that unsubscribes. */
  on<K extends BusEventName>(name: K, handler: Handler<K>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<Handler<BusEventName>>>();
  return {
    emit(name, payload) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as Handler<typeof name>)(payload);
        } catch (error) {
          // One failing listener (one remote) must not stop the others hearing the event.
          console.error(`[bus] listener for ${name} failed`, error);
        }
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as Handler<BusEventName>);
      handlers.set(name, set);
      return () => set.delete(handler as Handler<BusEventName>);
    },
  };
}

/** The page's one bus: `@kirana/shared` is a federation singleton, so every remote gets this instance. */
export const bus: EventBus = createEventBus();
