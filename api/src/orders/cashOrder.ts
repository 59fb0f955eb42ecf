import type { FastifyInstance } from 'fastify';
import type { Order } from '@kirana/shared/domain';
import { toOrder } from './orderRows';
import { placeOrder, type PlaceOrderRequest } from './placeOrder';

/**
 * Places a cash-on-delivery order and tells its owner and the admins (`orderUpdated`) when it is
 * new; a repeated Idempotency-Key answers the order it already placed (`created: false`). `read`
 * reads the order back as this caller may see it; `forOwner` (the customer placing it) adds the handoff code.
 */
export async function placeCashOrder(
  app: FastifyInstance,
  request: PlaceOrderRequest,
  read: (orderId: string) => Promise<Order>,
  options: { forOwner?: boolean } = {},
): Promise<{ order: Order; created: boolean }> {
  const placed = await placeOrder(app.db, request, 'COD');
  if (!placed.created || !placed.row) {
    if (placed.created) app.orderEvents.changed(placed.orderId);
    return { order: await read(placed.orderId), created: placed.created };
  }
  // A new order comes back from its own transaction. The broadcast gets the owner's copy, code
  // included (the realtime layer sends the code to the owner's sockets only and strips it for the
  // admins), so it needs no read of its own; the answer carries the code for the customer alone.
  const ownersCopy = toOrder(placed.row, placed.row.items, app.config.publicUrl, { forOwner: true });
  app.orderEvents.changed(placed.orderId, ownersCopy);
  const answer = options.forOwner ? ownersCopy : toOrder(placed.row, placed.row.items, app.config.publicUrl);
  return { order: answer, created: true };
}
