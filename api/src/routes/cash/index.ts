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
import { checkDayRange } from '../../lib/storeDays';
import { signedIn } from '../../plugins/auth';

/** The admin's Cash view (issue 14): each rider's store day, and the hand-overs recorded for it. */
const cashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/cash',
    { ...admin, schema: { querystring: CashQuery, response: { 200: CashDay } } },
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
        body: CashHandoverCreate,
        headers: IdempotencyHeaders,
        response: { 200: CashHandover, 201: CashHandover },
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
    { ...admin, schema: { params: IdParams, body: CashHandoverVoid, response: { 200: CashHandover } } },
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
