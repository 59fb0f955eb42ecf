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
  // A new order comes back from its own transaction (whoever placed it may read it); a replay is read again.
  // The broadcast (owner and admins) never carries the handoff code; the customer's own answer does.
  const order = placed.row ? toOrder(placed.row, placed.row.items, app.config.publicUrl) : await read(placed.orderId);
  if (placed.created) app.orderEvents.changed(placed.orderId, order);
  const answer =
    placed.row && options.forOwner
      ? toOrder(placed.row, placed.row.items, app.config.publicUrl, { forOwner: true })
      : order;
  return { order: answer, created: placed.created };
}
