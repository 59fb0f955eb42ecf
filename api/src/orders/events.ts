import { EventEmitter } from 'node:events';

/**
 * The one place that hears "this order changed". Routes call `changed` after their transaction
 * commits; the realtime layer subscribes and broadcasts `orderUpdated` to the owner and admins.
 */
export class OrderEvents {
  private readonly emitter = new EventEmitter();

  constructor(private readonly reportError: (error: unknown) => void = (error) => console.error('[orders] listener failed', error)) {
    // One listener per realtime adapter and per test spy; never a leak worth a warning.
    this.emitter.setMaxListeners(50);
  }

  /** Tells every listener; one failing listener neither stops the others nor fails the request that committed. */
  changed(orderId: string): void {
    for (const listener of this.emitter.listeners('changed') as ((id: string) => void)[]) {
      try {
        listener(orderId);
      } catch (error) {
        this.reportError(error);
      }
    }
  }

  /** Returns the function that unsubscribes. */
  onChanged(listener: (orderId: string) => void): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}
