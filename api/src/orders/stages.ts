import type { FastifyInstance } from 'fastify';
import {
  canChangeStage,
  ORDER_STAGES,
  type Order,
  type OrderStage,
  type OrderEventKind,
  type Sentence,
  type StageActor,
  STAGE_TRANSITIONS,
  sentence,
} from '@kirana/shared/domain';
import { one } from '../db/database';
import { conflict, notFound } from '../lib/httpErrors';
import { ORDER_NOT_FOUND } from './access';
import { recordOrderEvent } from './timeline';
import { answerAndTell } from './storeActions';
import { issueInvoiceWhenDue } from '../invoices/issue';

/**
 * The packing and pick-up stages (shared/src/domain/orderStages.ts): the admin starts packing and
 * marks an order packed, a rider picks a packed order up (out for delivery). Each runs under the
 * order's row lock, checks the domain's table, writes the stage, its time and its timeline entry
 * in one transaction, and tells listeners after commit. Repeating a change, or asking for one the
 * order is already past, answers the order as it is; a cancelled or delivered order is a 409.
 */
export type ForwardChange = 'startPacking' | 'packed' | 'pickUp';

const STAGE_TIME: Record<ForwardChange, { column: string; event: OrderEventKind }> = {
  startPacking: { column: 'packing_at', event: 'packing' },
  packed: { column: 'packed_at', event: 'packed' },
  pickUp: { column: 'picked_up_at', event: 'picked_up' },
};

const REFUSALS: Record<ForwardChange, { cancelled: Sentence; delivered: Sentence }> = {
  startPacking: {
    cancelled: sentence('This order was cancelled, so it cannot be packed.'),
    delivered: sentence('This order was delivered already, so there is nothing to pack.'),
  },
  packed: {
    cancelled: sentence('This order was cancelled, so it cannot be packed.'),
    delivered: sentence('This order was delivered already, so there is nothing to pack.'),
  },
  pickUp: {
    cancelled: sentence('This order was cancelled, so it cannot be picked up.'),
    delivered: sentence('This order was delivered already.'),
  },
};

export const NOT_PACKED_YET = sentence('This order is not packed yet. Pick it up once the store marks it Packed.');

/** Whether `stage` is `target` or further along the way to delivery. */
const atOrPast = (stage: OrderStage, target: OrderStage) => ORDER_STAGES.indexOf(stage) >= ORDER_STAGES.indexOf(target);

/**
 * Makes one forward change as `actor` (a rider only on an order that is theirs: anyone else's is
 * a 404, as if it did not exist). Answers the order as the admins read it right after the change, or
 * null when nothing changed.
 */
export async function changeStage(
  app: FastifyInstance,
  orderId: string,
  change: ForwardChange,
  actor: { role: StageActor; id: string },
): Promise<Order | null> {
  const target = STAGE_TRANSITIONS[change].to;
  const changed = await app.db.transaction(async (tx) => {
    const order = await one<{ stage: OrderStage; rider_id: string | null }>(
      tx,
      'SELECT stage, rider_id FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    if (!order || (actor.role === 'rider' && order.rider_id !== actor.id)) throw notFound(ORDER_NOT_FOUND);
    if (order.stage === 'cancelled') throw conflict(REFUSALS[change].cancelled);
    if (order.stage === 'delivered') throw conflict(REFUSALS[change].delivered);
    if (atOrPast(order.stage, target)) return false;
    if (!canChangeStage(order.stage, change, actor.role)) {
      if (change === 'pickUp') throw conflict(NOT_PACKED_YET);
      throw conflict(sentence('This order cannot be changed that way now.'));
    }
    const { column, event } = STAGE_TIME[change];
    await tx.query(`UPDATE orders SET stage = $2, ${column} = now(), updated_at = now() WHERE id = $1`, [
      orderId,
      target,
    ]);
    await recordOrderEvent(tx, {
      orderId,
      kind: event,
      actorId: actor.id,
      riderId: actor.role === 'rider' ? actor.id : (order.rider_id ?? null),
    });
    // Packed, an order paid online has its invoice (its lines can no longer change).
    if (change === 'packed') await issueInvoiceWhenDue(tx, orderId);
    return true;
  });
  return changed ? answerAndTell(app, orderId, true) : null;
}
