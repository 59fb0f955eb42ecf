import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { KHATA_MESSAGES, type Order, sentence, UNDO_ACCEPTED_SECONDS } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { conflict, found, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from './access';
import { requestRefund, refundsThroughProvider } from './refunds';
import { recordRefundOwed } from './refundsRepository';
import { cancelByStore, findOrder, findOrderCopies, findOrderHead, type OrderHead } from './repository';
import { issueCreditNote } from '../invoices/issue';

/**
 * The store's own marks on one order (the order logic is here, the routes are only HTTP wiring):
 * paid, delivered, undoing either within 30 s, and cancelling. Each answers the order as it is
 * afterwards and tells listeners (the customer's page, the admins) only after commit.
 */

/** The order as it is now, for an answer after a change: it was just read or written, so a 404 only if it vanished. */
export async function orderAsItIs(app: FastifyInstance, orderId: string): Promise<Order> {
  return found(await findOrder(app.db, orderId, app.config.publicUrl), ORDER_NOT_FOUND);
}

/**
 * After a change has committed: the order read once, as the admins read it (the caller's answer), and
 * told to listeners when it changed. An order without a rider goes to them as its owner reads it (its
 * handoff code), which is all the broadcast needs, so it reads nothing more.
 */
export async function answerAndTell(app: FastifyInstance, orderId: string, changed: boolean): Promise<Order> {
  const copies = found(await findOrderCopies(app.db, orderId, app.config.publicUrl), ORDER_NOT_FOUND);
  if (changed) app.orderEvents.changed(orderId, copies.forAdmins.rider ? copies.forAdmins : copies.forOwner);
  return copies.forAdmins;
}

/**
 * One change to an order under its row lock (404 when there is no such order): `change` sees the
 * order's head and answers whether it changed anything. Then the order as it is, which listeners
 * hear about, after commit, only when it changed.
 */
async function changeOrder(
  app: FastifyInstance,
  orderId: string,
  change: (tx: Queryable, head: OrderHead) => Promise<boolean>,
): Promise<Order> {
  const changed = await app.db.transaction(async (tx) => {
    const head = await findOrderHead(tx, orderId, { forUpdate: true });
    if (!head) throw notFound(ORDER_NOT_FOUND);
    return change(tx, head);
  });
  return answerAndTell(app, orderId, changed);
}

/**
 * An admin action on one order, idempotent: the change is made once (recording who and when),
 * repeating it returns the order as it is, and listeners hear about it only after commit.
 */
export function adminUpdate(
  app: FastifyInstance,
  orderId: string,
  action: 'paid' | 'delivered',
  change: (tx: Queryable) => Promise<boolean>,
): Promise<Order> {
  return changeOrder(app, orderId, (tx, head) => {
    if (head.isCancelled)
      throw conflict(
        action === 'paid'
          ? sentence('This order was cancelled, so it cannot be marked paid.')
          : sentence('This order was cancelled, so it cannot be marked delivered.'),
      );
    return change(tx);
  });
}

/**
 * The admin's "Paid & Delivered" at the door (R46): delivered and paid in one transaction under the
 * row lock, so both marks land or neither does, with their two timeline entries and one broadcast
 * after commit. Repeating it changes nothing and returns the order as it is; a cancelled order is a
 * 409 and stays as it was.
 */
export function adminDeliverAndPay(
  app: FastifyInstance,
  orderId: string,
  deliver: (tx: Queryable) => Promise<boolean>,
  pay: (tx: Queryable) => Promise<boolean>,
): Promise<Order> {
  return changeOrder(app, orderId, async (tx, head) => {
    if (head.isCancelled)
      throw conflict(sentence('This order was cancelled, so it cannot be marked paid and delivered.'));
    const delivered = await deliver(tx);
    const paid = await pay(tx);
    return delivered || paid;
  });
}

type Mark = 'paid' | 'delivered';

/** Takes back one mark inside the caller's transaction: false when it was not marked, a 409 when it stays. */
async function undoMark(
  tx: Queryable,
  head: OrderHead,
  mark: Mark,
  undo: (tx: Queryable) => Promise<boolean>,
): Promise<boolean> {
  if (!(mark === 'paid' ? head.isPaid : head.isDelivered)) return false;
  if (mark === 'paid' && head.paidWith === 'KHATA') throw conflict(sentence(KHATA_MESSAGES.settledUndo));
  if (await undo(tx)) return true;
  throw conflict(
    mark === 'paid'
      ? sentence(
          'It is too late to undo: this order stays paid. Only your own mark of the last {seconds} seconds can be undone, and never a PhonePe payment.',
          { seconds: UNDO_ACCEPTED_SECONDS },
        )
      : sentence(
          'It is too late to undo: this order stays delivered. Only your own mark of the last {seconds} seconds can be undone.',
          { seconds: UNDO_ACCEPTED_SECONDS },
        ),
  );
}

/**
 * The swipe's Undo: takes back this admin's own marks of the last 30 s (one, or both for "Paid &
 * Delivered", payment first), in one transaction, and tells the customer's page. Undoing what is not
 * marked returns the order as it is (a repeated click); a mark that is older, someone else's, or a
 * payment confirmed online is a 409, and then nothing is undone.
 */
export function adminUndo(
  app: FastifyInstance,
  orderId: string,
  marks: readonly { mark: Mark; undo: (tx: Queryable) => Promise<boolean> }[],
): Promise<Order> {
  return changeOrder(app, orderId, async (tx, head) => {
    if (head.isCancelled) throw conflict(sentence('This order was cancelled, so there is nothing to undo.'));
    let undone = false;
    for (const { mark, undo } of marks) undone = (await undoMark(tx, head, mark, undo)) || undone;
    return undone;
  });
}

/**
 * The store cancels an order it cannot deliver: stock back, the customer's page turns Cancelled
 * live, a paid order shows the refund due; an online payment is refunded in full through the payment
 * provider when it pays refunds back (one refund per order, recorded with the cancel and sent after it
 * commits).
 * Repeating it returns the order as it is; a delivered order cannot be cancelled (409).
 */
export async function cancelOrderByStore(
  app: FastifyInstance,
  orderId: string,
  reason: string,
  adminId: string,
  log: FastifyBaseLogger,
): Promise<Order> {
  await changeOrder(app, orderId, async (tx, head) => {
    if (head.isCancelled) return false;
    if (head.isDelivered) throw conflict(sentence('This order was delivered, so it cannot be cancelled.'));
    const cancelled = await cancelByStore(tx, orderId, reason.trim().replace(/\s+/g, ' '), adminId);
    if (cancelled && refundsThroughProvider(app)) await recordRefundOwed(tx, orderId);
    // An order invoiced when it was paid online gets its credit note (no invoice, nothing to reverse).
    if (cancelled) await issueCreditNote(tx, orderId);
    return cancelled;
  });
  // A repeated click sends nothing new: the refund is claimed once (and again only if the provider never took it).
  await requestRefund(app, orderId, log);
  return orderAsItIs(app, orderId);
}
