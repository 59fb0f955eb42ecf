import { sentence } from '@kirana/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@kirana/shared/domain';
import type { SessionUser } from '../auth/sessions';
import { notFound } from '../lib/httpErrors';
import { findOrder } from './repository';

export const ORDER_NOT_FOUND = sentence('Order not found');

/**
 * The order if this caller may see it: its owner, or an admin unless `ownerOnly`. Anyone else
 * learns nothing, not even that it exists (404).
 */
export async function readableOrder(
  app: FastifyInstance,
  orderId: string,
  user: SessionUser,
  options: { ownerOnly?: boolean } = {},
): Promise<Order> {
  // The owner's read carries the handoff code; an admin's never does.
  const order = await findOrder(app.db, orderId, app.config.publicUrl, { ownerId: user.id });
  const mayRead = order && (order.user._id === user.id || (user.isAdmin && !options.ownerOnly));
  if (!order || !mayRead) throw notFound(ORDER_NOT_FOUND);
  return order;
}
