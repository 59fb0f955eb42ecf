import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashDay,
  CashHandover,
  CashHandoverCreate,
  CashHandoverVoid,
  CashQuery,
  IdParams,
} from '@kirana/shared/schemas';
import { cashDay, recordHandover, voidHandover } from '../../delivery/cash';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { refused } from '../../lib/httpErrors';
import { checkDayRange } from '../../lib/storeDays';
import { signedIn } from '../../plugins/auth';

/** The admin's Cash view (R69): each rider's store day, and the hand-overs recorded for it. */
const cashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['Delivery team'];

  app.get(
    '/api/cash',
    {
      ...admin,
      schema: {
        summary: 'The riders’ cash for a store day',
        description:
          'Each rider’s day (active riders, and anyone who did something that day): `delivered`, `collectedOrders`, ' +
          '`collectedPaise`, `handedOverPaise`, `outstandingPaise`, `hasMismatch`, `handovers`.',
        tags,
        querystring: CashQuery,
        response: { 200: CashDay, 400: refused('`date` is not a day written YYYY-MM-DD.') },
      },
    },
    async (request, reply) => {
      checkDayRange({ from: request.query.date });
      reply.header('Cache-Control', 'no-store');
      return cashDay(app.db, request.query.date);
    },
  );

  // A mismatch with what the rider collected is recorded as it is and flagged in the answer (201 either way);
  // the same Idempotency-Key answers the hand-over it recorded (200, Idempotent-Replayed), never a second one.
  app.post(
    '/api/cash/handovers',
    {
      ...admin,
      schema: {
        summary: 'Record a cash hand-over',
        description:
          '`{ riderId, amountPaise, date }`, a day from the rider’s first to today: 201 with `expectedPaise`, ' +
          '`differencePaise` and `isMismatch` (a mismatch is recorded as it is). With an `Idempotency-Key` already used ' +
          'for it, 200 with the hand-over it recorded (`Idempotent-Replayed: true`).',
        tags,
        body: CashHandoverCreate,
        headers: IdempotencyHeaders,
        response: {
          200: { ...CashHandover, description: 'Already recorded with this Idempotency-Key' },
          201: CashHandover,
          400: refused('The day is in the future or before the rider joined, or the request is not valid.'),
          404: refused('No such rider.'),
          409: refused('This Idempotency-Key already recorded a different hand-over.'),
        },
      },
    },
    async (request, reply) => {
      checkDayRange({ from: request.body.date });
      const { handover, made } = await app.db.transaction((tx) =>
        recordHandover(tx, request.body, signedIn(request).id, idempotencyKeyOf(request.headers)),
      );
      return sendMadeOrReplayed(reply, made, handover);
    },
  );

  // A hand-over recorded by mistake is voided with a reason, never edited: its collections are the rider's again.
  app.post(
    '/api/cash/handovers/:id/void',
    {
      ...admin,
      schema: {
        summary: 'Void a hand-over',
        description:
          '`{ reason }` (3–200 characters): a hand-over recorded by mistake stays listed with `voided` and counts for ' +
          'nothing; its orders’ cash is the rider’s again. Voiding again answers it as it is.',
        tags,
        params: IdParams,
        body: CashHandoverVoid,
        response: { 200: CashHandover, 404: refused('No such hand-over.') },
      },
    },
    async (request) => {
      // Checked trimmed (the body's text is, before its schema); runs of spaces inside read as one.
      const reason = request.body.reason.replace(/\s+/g, ' ');
      const { handover, changed } = await app.db.transaction((tx) =>
        voidHandover(tx, request.params.id, reason, signedIn(request).id),
      );
      // The orders it covered changed (their History): their pages read it again.
      for (const orderId of changed) app.orderEvents.changed(orderId);
      return handover;
    },
  );
};

export default cashRoutes;
