import { EventEmitter } from 'node:events';
import type { Order } from '@kirana/shared/domain';

/** Hears that an order changed; `committed` is the order as read right after that change, when the caller has it. */
export type OrderChangeListener = (orderId: string, committed?: Order) => void;

/**
 * The one place that hears "this order changed". Routes call `changed` after their transaction
 * commits; the realtime layer subscribes and broadcasts `orderUpdated` to the owner and admins.
 */
export class OrderEvents {
  private readonly emitter = new EventEmitter();

  constructor(
    private readonly reportError: (error: unknown) => void = (error) =>
      console.error('[orders] listener failed', error),
  ) {
    // One listener per realtime adapter and per test spy; never a leak worth a warning.
    this.emitter.setMaxListeners(50);
  }

  /**
   * Tells every listener; one failing listener neither stops the others nor fails the request that
   * committed. A caller that read the order after its commit passes it, so listeners announce this
   * change as it was (a second change committed meanwhile is announced by its own call).
   */
  changed(orderId: string, committed?: Order): void {
    for (const listener of this.emitter.listeners('changed') as OrderChangeListener[]) {
      try {
        listener(orderId, committed);
      } catch (error) {
        this.reportError(error);
      }
    }
  }

  /** Returns the function that unsubscribes. */
  onChanged(listener: OrderChangeListener): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}
