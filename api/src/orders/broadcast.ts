import type { FastifyInstance } from 'fastify';
import { knownToRiders, type Order, takeableByRiders } from '@kirana/shared/domain';
import { findOrder, handoffCodeOf } from './repository';
import { asAdminsRead, asItsOwnerReads } from './orderRows';
import type { OrderCopies } from '../realtime/realtime';
import { findRiderOrder } from '../delivery/riderOrders';

/**
 * The one source of socket events (shared/src/contracts/socketEvents.ts): every committed order
 * change reaches its owner and the admins as `orderUpdated` (and its rider, if it has one, as
 * `riderOrderUpdated`), carrying the whole order as each of them would read it after the commit
 * (read by the route that changed it, when it passes what it read; else here). Nothing is sent for
 * a change that did not commit: callers tell `orderEvents` only after their transaction. The
 * handoff code reaches the owner's sockets only. The store's active riders hear whether the order
 * is on their Unassigned list now (`unassignedOrderChanged`: its id and that flag alone).
 *
 * Changes to one order are read and sent one after another: when deliver and pay commit in quick
 * succession, the last `orderUpdated` a client hears is read after the last commit, so a slow
 * read of the first change can never overwrite the second on screen.
 */
export function broadcastOrderChanges(app: FastifyInstance): () => void {
  const load = (orderId: string) => findOrder(app.db, orderId, app.config.publicUrl);
  const inFlight = new Map<string, Promise<void>>();

  /**
   * The order as each audience reads it. A route passes the admins' copy (no code); placing an order
   * passes its owner's copy, code included (a new order has no rider, so the two copies differ only
   * in the code). Anything else is read here.
   */
  const copiesOf = async (orderId: string, committed: Order | undefined): Promise<OrderCopies | null> => {
    const ownersCopy = committed?.handoffCode !== undefined && !committed.rider ? committed : undefined;
    const read = ownersCopy ? asAdminsRead(ownersCopy) : committed?.handoffCode === undefined ? committed : undefined;
    const forAdmins = read ?? (await load(orderId));
    if (!forAdmins) return null;
    const forOwner = ownersCopy ?? asItsOwnerReads(forAdmins, await handoffCodeOf(app.db, orderId));
    return { forOwner, forAdmins };
  };

  const publish = async (orderId: string, committed: Order | undefined) => {
    try {
      const copies = await copiesOf(orderId, committed);
      if (!copies) return;
      app.realtime.publishOrder(copies);
      const order = copies.forAdmins;
      // Every change of an order riders may have listed, whatever it was (placed, paid, taken, assigned,
      // cancelled, delivered or undone): no state to keep, and a list drops an id it does not hold.
      if (knownToRiders(order)) {
        const takeable = takeableByRiders({ ...order, riderId: order.rider?._id ?? null });
        app.realtime.publishUnassignedOrder({ _id: order._id, takeable });
      }
      // The rider it is assigned to hears it too, exactly as they would read it now (never the
      // handoff code; the customer's phone only while it is theirs to deliver, R63).
      if (order.rider) {
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
