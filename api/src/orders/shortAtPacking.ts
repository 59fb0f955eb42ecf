import type { FastifyInstance } from 'fastify';
import { type OrderStage, sentence } from '@kirana/shared/domain';
import { one } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from './access';
import { recordOrderEvent } from './timeline';

export const LINE_NOT_FOUND = sentence('This order has no such item.');
export const SHORT_ONLY_WHILE_PACKING = sentence(
  'Items can be marked short only while the order is being packed (before it is marked Packed).',
);
export const SHORT_ONLY_UNPAID = sentence(
  'This order already has money on it, so a short item would need a refund the store cannot send from here yet. Deliver what it has, or cancel the order (it is then refunded in full).',
);

/**
 * The shelf was short while packing: a line of an order gets `supplied` units (fewer than it has;
 * 0 when the item is not available). In one transaction under the order's row lock:
 * the line keeps what was ordered and carries what goes in the bag; the order's item total and
 * total fall by the difference (its fees stay as they were, so a short never costs the customer
 * more), so the difference is never collected, charged or owed; the product's stock is corrected
 * to 0 (the shelf was empty: no more are sold until the store counts it again); the timeline
 * says what and how much. Only while the order is placed or being packed, and only while nothing
 * has been paid or put on it. Answers whether it changed anything (the same count again does not).
 */
export async function shortLine(
  app: FastifyInstance,
  orderId: string,
  productId: string,
  supplied: number,
  adminId: string,
): Promise<boolean> {
  const changed = await app.db.transaction(async (tx) => {
    const order = await one<{ stage: OrderStage; settled_paise: number; is_paid: boolean; payment_status: string }>(
      tx,
      'SELECT stage, settled_paise, is_paid, payment_status FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.stage !== 'placed' && order.stage !== 'packing') throw conflict(SHORT_ONLY_WHILE_PACKING);
    if (order.is_paid || order.settled_paise > 0 || order.payment_status === 'PENDING')
      throw conflict(SHORT_ONLY_UNPAID);
    const line = await one<{ qty: number; ordered_qty: number; unit_price_paise: number; name: string }>(
      tx,
      'SELECT qty, ordered_qty, unit_price_paise, name FROM order_items WHERE order_id = $1 AND product_id = $2 FOR UPDATE',
      [orderId, productId],
    );
    if (!line) throw notFound(LINE_NOT_FOUND);
    if (supplied === line.qty) return false;
    if (line.qty === 0) throw conflict(sentence('This item is already marked not available.'));
    if (supplied > line.qty)
      throw badRequest(
        sentence('Only fewer can be marked: this line has {qty} in the bag now. Enter 0 to {most}.', {
          qty: line.qty,
          most: line.qty - 1,
        }),
      );
    const units = line.qty - supplied;
    const amountPaise = units * line.unit_price_paise;
    await tx.query('UPDATE order_items SET qty = $3 WHERE order_id = $1 AND product_id = $2', [
      orderId,
      productId,
      supplied,
    ]);
    await tx.query(
      `UPDATE orders SET items_price_paise = items_price_paise - $2, total_price_paise = total_price_paise - $2,
              updated_at = now()
        WHERE id = $1`,
      [orderId, amountPaise],
    );
    await tx.query('UPDATE products SET stock = 0, updated_at = now() WHERE id = $1', [productId]);
    await recordOrderEvent(tx, {
      orderId,
      kind: 'line_short',
      actorId: adminId,
      detail: { product: line.name, units, supplied, amountPaise },
    });
    return true;
  });
  if (changed) app.orderEvents.changed(orderId);
  return changed;
}
