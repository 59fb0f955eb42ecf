import type { FastifyInstance } from 'fastify';
import { orderAsItIs } from '../orders/storeActions';
import { lockCustomer, settleFromCredit } from './repository';

/** Tells the customer's pages and the admins about orders a khata payment settled, after commit. */
export async function announceSettled(app: FastifyInstance, orderIds: readonly string[]): Promise<void> {
  for (const orderId of orderIds) app.orderEvents.changed(orderId, await orderAsItIs(app, orderId));
}

/**
 * Uses a customer's credit on what they owe, in its own transaction (after a delivery commits, so
 * the order's lock and the customer's are never taken in the other order). Answers the orders it
 * changed (paid in full, or with less due).
 */
export async function applyCredit(app: FastifyInstance, userId: string, adminId: string | null): Promise<string[]> {
  const settled = await app.db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, userId))) return [];
    return (await settleFromCredit(tx, userId, adminId)).map((step) => step.orderId);
  });
  await announceSettled(app, settled);
  return settled;
}
