import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type OrderStage, sentence, shortGivesBack } from '@kirana/shared/domain';
import { one } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from './access';
import { allocatedTo, recordAllocationGivenBack } from '../money/ledger';
import { recordOrderEvent } from './timeline';
import { refundsThroughProvider, requestRefund } from './refunds';
import { recordRefund } from './refundsRepository';

export const LINE_NOT_FOUND = sentence('This order has no such item.');
export const SHORT_ONLY_WHILE_PACKING = sentence(
  'Items can be marked short only while the order is being packed (before it is marked Packed).',
);
export const SHORT_WHILE_PAYING = sentence(
  'The customer’s PhonePe payment for this order is still under way. Mark the item short once it is paid.',
);
export const SHORT_PAID_AT_DOOR = sentence(
  'This order was already paid at the door, so the difference would have to be handed back in cash. Deliver what it has, or cancel the order.',
);
export const SHORT_REFUND_BY_HAND = sentence(
  'This order was paid with PhonePe, and this store pays refunds back by hand. Deliver what it has, or cancel the order (it is then refunded in full).',
);

/**
 * The shelf was short while packing (R38c): a line of an order gets `supplied` units (fewer than it has;
 * 0 when the item is not available). In one transaction under the order's row lock:
 * the line keeps what was ordered and carries what goes in the bag; the order's item total and
 * total fall by the difference (its fees stay as they were, so a short never costs the customer
 * more), so the difference is never collected, charged or owed; the product's stock is corrected
 * to 0 (the shelf was empty: no more are sold until the store counts it again); the timeline
 * says what and how much. Only while the order is placed or being packed. On a paid order the
 * difference goes back through the ledger: an online payment is refunded that much (sent to the
 * payment provider after commit, R50), khata money put on the order goes back to the khata credit. A payment taken at
 * the door, or one still under way, is refused (409). Answers whether it changed anything (the same
 * count again does not).
 */
export async function shortLine(
  app: FastifyInstance,
  orderId: string,
  productId: string,
  supplied: number,
  adminId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const changed = await app.db.transaction(async (tx) => {
    const order = await one<{
      stage: OrderStage;
      settled_paise: number;
      total_price_paise: number;
      is_paid: boolean;
      paid_with: string | null;
      payment_status: string;
      khata: string;
    }>(
      tx,
      `SELECT stage, settled_paise, total_price_paise, is_paid, paid_with, payment_status,
              ${allocatedTo('orders.id')} AS khata
         FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    );
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.stage !== 'placed' && order.stage !== 'packing') throw conflict(SHORT_ONLY_WHILE_PACKING);
    if (order.payment_status === 'PENDING') throw conflict(SHORT_WHILE_PAYING);
    const giveBack = shortGivesBack({
      stage: order.stage,
      paymentStatus: order.payment_status,
      isPaid: order.is_paid,
      paidWith: order.paid_with,
      totalPaise: order.total_price_paise,
      duePaise: order.total_price_paise - order.settled_paise,
    });
    // Khata money alone may go back to the khata; cash or UPI taken at the door would have to be handed back.
    if (giveBack === null || (giveBack === 'khata' && Number(order.khata) !== order.settled_paise))
      throw conflict(SHORT_PAID_AT_DOOR);
    if (giveBack === 'refund' && !refundsThroughProvider(app)) throw conflict(SHORT_REFUND_BY_HAND);
    const line = await one<{ qty: number; ordered_qty: number; unit_price_paise: number; name: string }>(
      tx,
      'SELECT qty, ordered_qty, unit_price_paise, name FROM order_items WHERE order_id = $1 AND product_id = $2 FOR UPDATE',
      [orderId, productId],
    );
    if (!line) throw notFound(LINE_NOT_FOUND);
    if (supplied === line.qty) return null;
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
    // The money goes back first, so what the order keeps is never above its new total.
    if (giveBack === 'refund' && !(await recordRefund(tx, orderId, amountPaise, adminId)))
      throw conflict(SHORT_REFUND_BY_HAND);
    if (giveBack === 'khata')
      await recordAllocationGivenBack(tx, orderId, Math.min(amountPaise, order.settled_paise), adminId);
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
    return giveBack;
  });
  if (!changed) return false;
  app.orderEvents.changed(orderId);
  // The refund is sent once it is committed (a repeat claims nothing new; a lost one is sent again on a check).
  if (changed === 'refund') await requestRefund(app, orderId, log);
  return true;
}
