import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Order } from '@kirana/shared/domain';
import { toOrder } from './orderRows';
import { placeOrder, type PlaceOrderRequest } from './placeOrder';

/**
 * Places a cash-on-delivery order and answers it: 201 with the order (and `orderUpdated` to its
 * owner and the admins) when it is new, 200 marked `Idempotent-Replayed` when the key had already
 * placed it. `read` reads the order back as this caller may see it.
 */
export async function answerCashOrder(app: FastifyInstance, reply: FastifyReply, request: PlaceOrderRequest, read: (orderId: string) => Promise<Order>) {
  const placed = await placeOrder(app.db, request, 'COD');
  // A new order comes back from its own transaction (whoever placed it may read it); a replay is read again.
  const order = placed.row ? toOrder(placed.row, placed.row.items, app.config.publicUrl) : await read(placed.orderId);
  if (placed.created) app.orderEvents.changed(placed.orderId, order);
  else reply.header('Idempotent-Replayed', 'true');
  return reply.status(placed.created ? 201 : 200).send(order);
}
