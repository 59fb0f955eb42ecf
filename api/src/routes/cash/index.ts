import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CashDay, CashHandover, CashHandoverCreate, CashQuery } from '@kirana/shared/schemas';
import { cashDay, recordHandover } from '../../delivery/cash';
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

  // A mismatch with what the rider collected is recorded as it is and flagged in the answer (201 either way).
  app.post(
    '/api/cash/handovers',
    { ...admin, schema: { body: CashHandoverCreate, response: { 201: CashHandover } } },
    async (request, reply) => {
      checkDayRange({ from: request.body.date });
      const handover = await app.db.transaction((tx) => recordHandover(tx, request.body, signedIn(request).id));
      return reply.status(201).send(handover);
    },
  );
};

export default cashRoutes;
