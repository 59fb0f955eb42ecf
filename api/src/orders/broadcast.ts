import type { FastifyInstance } from 'fastify';
import { findOrder } from '../routes/orders/repository';

/**
 * Every committed order change reaches its owner and the admins as `orderUpdated`, carrying the
 * whole order as read after the commit. The same reader serves an admin client's relay.
 */
export function broadcastOrderChanges(app: FastifyInstance): () => void {
  const load = (orderId: string) => findOrder(app.db, orderId, app.config.publicUrl);
  app.realtime.setOrderLoader(load);
  return app.orderEvents.onChanged((orderId) => {
    load(orderId)
      .then((order) => {
        if (order) app.realtime.publishOrder(order);
      })
      .catch((error: unknown) => app.log.error({ err: error, orderId }, 'could not broadcast an order change'));
  });
}
