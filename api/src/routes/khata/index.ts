import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Allocation } from '../../money/ledger';
import { khataAmountProblem, sentence, sentenceOf } from '@kirana/shared/domain';
import {
  CustomerKhata,
  DuesList,
  DuesQuery,
  IdParams,
  KhataBalance,
  KhataPaymentCreate,
  KhataPaymentRecorded,
} from '@kirana/shared/schemas';
import { badRequest, HttpError, notFound, refused } from '../../lib/httpErrors';
import { IdempotencyHeaders, idempotencyKeyOf, sendMadeOrReplayed } from '../../lib/idempotency';
import { announceSettled } from '../../khata/credit';
import {
  customerKhata,
  insertKhataPayment,
  khataBalance,
  listDues,
  lockCustomer,
  oldestFirst,
  paymentByKey,
  settleFromCredit,
} from '../../khata/repository';
import { signedIn } from '../../plugins/auth';

const CUSTOMER_NOT_FOUND = sentence('We could not find that customer.');
const KEY_REUSED = sentence(
  'This form already recorded a different payment. Check the payments recorded, then record this one again.',
);

/**
 * The khata (R52–R58): what a customer owes for orders delivered without payment, the
 * payments the store records against it, and the Dues view. The customer reads their own balance.
 */
const khataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/users/:id/khata',
    {
      ...admin,
      schema: {
        summary: 'A customer’s khata',
        description:
          'In paise: `owedPaise`, `creditPaise`, `balanceDuePaise`, `unpaidOrders`, the owed `orders` oldest first and ' +
          'the latest 10 `payments`.',
        tags: ['Customers'],
        params: IdParams,
        response: { 200: CustomerKhata, 404: refused('No such customer.') },
      },
    },
    async (request, reply) => {
      const [user] = await app.db.query('SELECT 1 FROM users WHERE id = $1', [request.params.id]);
      if (!user) throw notFound(CUSTOMER_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return customerKhata(app.db, request.params.id);
    },
  );

  /*
   * Money received from a customer: recorded, then the oldest owed orders it covers are settled in
   * full and the rest is kept as credit. The customer's row is locked first, so two payments
   * recorded at once run one after the other and never settle the same order twice. With an
   * Idempotency-Key, the same payment sent again (a retry, the proxy trying another instance) is
   * answered 200 with the khata as it stands, recorded once.
   */
  app.post(
    '/api/users/:id/khata/payments',
    {
      ...admin,
      schema: {
        summary: 'Record a khata payment',
        description:
          'Money received from a customer (1 to 1,00,00,000 paise, `CASH` or `UPI`) settles their oldest owed orders ' +
          'and keeps the rest as credit (R53). 201 with the khata and `settledOrders`. With an `Idempotency-Key`, the ' +
          'same payment sent again answers 200 (`Idempotent-Replayed: true`), recorded once.',
        tags: ['Customers'],
        params: IdParams,
        headers: IdempotencyHeaders,
        body: KhataPaymentCreate,
        response: {
          200: { ...KhataPaymentRecorded, description: 'Already recorded with this Idempotency-Key' },
          201: KhataPaymentRecorded,
          400: refused('A wrong amount or method (the shopkeeper’s sentence), or an admin’s account.'),
          404: refused('No such customer.'),
          422: refused('This Idempotency-Key already recorded a different payment.'),
        },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      const { amountPaise, method } = request.body;
      const idempotencyKey = idempotencyKeyOf(request.headers);
      const problem = sentenceOf((reader) => khataAmountProblem(amountPaise, reader));
      if (problem) throw badRequest(problem);
      const placed = await app.db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, userId);
        if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
        if (customer.isAdmin) throw badRequest(sentence('That account is a store admin’s; it has no khata.'));
        const earlier = idempotencyKey ? await paymentByKey(tx, userId, idempotencyKey) : null;
        if (earlier) {
          if (earlier.amount_paise !== amountPaise || earlier.method !== method) throw new HttpError(422, KEY_REUSED);
          return { replayed: true, allocations: [] as Allocation[] };
        }
        await insertKhataPayment(tx, { userId, amountPaise, method, adminId: signedIn(request).id, idempotencyKey });
        return { replayed: false, allocations: await settleFromCredit(tx, userId, signedIn(request).id) };
      });
      // Every order it went on is announced; the answer names those it paid in full.
      await announceSettled(
        app,
        placed.allocations.map((step) => step.orderId),
      );
      const khata = await customerKhata(app.db, userId);
      return sendMadeOrReplayed(reply, !placed.replayed, {
        ...khata,
        settledOrders: await oldestFirst(
          app.db,
          placed.allocations.filter((step) => step.settled).map((step) => step.orderId),
        ),
      });
    },
  );

  app.get(
    '/api/khata/dues',
    {
      ...admin,
      schema: {
        summary: 'Dues: every customer who owes',
        description:
          'Every customer with something due after credit: `balanceDuePaise`, `unpaidOrders`, `owedSince`; most owed ' +
          '(`sort=amount`, the default) or longest owed (`sort=age`) first, and `totalDuePaise`.',
        tags: ['Customers'],
        querystring: DuesQuery,
        response: { 200: DuesList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listDues(app.db, request.query.sort ?? 'amount');
    },
  );

  /** The signed-in customer's own balance, for the account page. */
  app.get(
    '/api/khata/mine',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My khata balance',
        description: 'The caller’s own `owedPaise`, `creditPaise`, `balanceDuePaise` and `unpaidOrders`.',
        tags: ['Account'],
        response: { 200: KhataBalance },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return khataBalance(app.db, signedIn(request).id);
    },
  );
};

export default khataRoutes;
