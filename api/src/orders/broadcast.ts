import type { FastifyInstance } from 'fastify';
import { knownToRiders, type Order, takeableByRiders } from '@kirana/shared/domain';
import { findOrder, handoffCodeOf } from './repository';
import { findRiderOrder } from '../delivery/riderOrders';

/**
 * Every committed order change reaches its owner and the admins as `orderUpdated` (and its rider,
 * if it has one, as `riderOrderUpdated`), carrying the
 * whole order as read after the commit (by the route that changed it, when it passes what it
 * read; else here). The same reader serves an admin client's relay. The handoff code reaches the
 * owner's sockets only. The store's active riders hear whether the order is on their Unassigned
 * list now (`unassignedOrderChanged`: its id and that flag alone).
 *
 * Changes to one order are read and sent one after another: when deliver and pay commit in quick
 * succession, the last `orderUpdated` a client hears is read after the last commit, so a slow
 * read of the first change can never overwrite the second on screen.
 */
export function broadcastOrderChanges(app: FastifyInstance): () => void {
  // Read with the handoff code: the realtime layer sends it to the order's owner only.
  const load = (orderId: string) => findOrder(app.db, orderId, app.config.publicUrl, { withHandoffCode: true });
  app.realtime.setOrderLoader(load);
  const inFlight = new Map<string, Promise<void>>();

  const publish = async (orderId: string, committed: Order | undefined) => {
    try {
      const read = committed ?? (await load(orderId));
      // A route's committed order is read as admins see it (no code): the owner's copy gets it here.
      const order =
        read && read.handoffCode === undefined ? { ...read, handoffCode: await handoffCodeOf(app.db, orderId) } : read;
      if (order) app.realtime.publishOrder(order);
      // Every change of an order riders may have listed, whatever it was (placed, paid, taken, assigned,
      // cancelled, delivered or undone): no state to keep, and a list drops an id it does not hold.
      if (order && knownToRiders(order)) {
        const takeable = takeableByRiders({ ...order, riderId: order.rider?._id ?? null });
        app.realtime.publishUnassignedOrder({ _id: order._id, takeable });
      }
      // The rider it is assigned to hears it too, exactly as they would read it now (never the
      // handoff code; the customer's phone only while it is theirs to deliver, R63).
      if (order?.rider) {
        const riderOrder = await findRiderOrder(app.db, orderId, order.rider._id);
        if (riderOrder) app.realtime.publishRiderOrder(order.rider._id, riderOrder);
      }
    } catch (error) {
      app.log.error({ err: error, orderId }, 'could not broadcast an order change');
    }
  };

  return app.orderEvents.onChanged((orderId, committed) => {
    const next = (inFlight.get(orderId) ?? Promise.resolve()).then(() => publish(orderId, committed));
    inFlight.set(orderId, next);
    void next.then(() => {
      if (inFlight.get(orderId) === next) inFlight.delete(orderId);
    });
  });
}
