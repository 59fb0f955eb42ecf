import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ONLINE_PAYMENT_TIMEOUT_MS } from '@kirana/shared/domain';
import { newObjectId } from '../../db/ids';
import {
  callbackChecksum,
  checksumMatches,
  fromBase64Json,
  PAY_PATH,
  payChecksum,
  statusChecksum,
  toBase64Json,
} from './checksum';
import { SIMULATOR_PREFIX, type PhonePeV1Config } from './config';
import type { HttpTransport } from '../transport';
import { payPageHtml, simulatorDoc } from './simulatorPage';

/**
 * A local stand-in for PhonePe's PG v1, speaking the same protocol (checksummed pay request,
 * status check, signed server-to-server callback), with a pay page offering Pay and Fail.
 * Development and tests only: the app never registers it in production.
 */
export interface SimulatorOptions {
  phonePe: PhonePeV1Config;
  publicUrl: string;
  http: HttpTransport;
}

type State = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface SimulatedTransaction {
  merchantTransactionId: string;
  providerReference: string;
  amountPaise: number;
  redirectUrl: string;
  callbackUrl: string;
  state: State;
  createdAt: number;
}

const CODES: Record<State, string> = {
  PENDING: 'PAYMENT_PENDING',
  COMPLETED: 'PAYMENT_SUCCESS',
  FAILED: 'PAYMENT_ERROR',
};
const MESSAGES: Record<State, string> = {
  PENDING: 'Your payment is in progress.',
  COMPLETED: 'Your payment is successful.',
  FAILED: 'Payment Failed',
};

type PayPayload = Partial<Record<'merchantId' | 'merchantTransactionId' | 'redirectUrl' | 'callbackUrl', unknown>> & {
  amount?: unknown;
};

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ success: false, code, message });

const simulator: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const { phonePe, publicUrl, http } = options;
  const transactions = new Map<string, SimulatedTransaction>();

  /** What PhonePe's status API and callbacks carry for a transaction. */
  const statusBody = (t: SimulatedTransaction) => ({
    success: t.state === 'COMPLETED',
    code: CODES[t.state],
    message: MESSAGES[t.state],
    data: {
      merchantId: phonePe.merchantId,
      merchantTransactionId: t.merchantTransactionId,
      transactionId: t.providerReference,
      amount: t.amountPaise,
      state: t.state,
      responseCode: t.state === 'COMPLETED' ? 'SUCCESS' : t.state === 'FAILED' ? 'PAYMENT_ERROR' : 'PENDING',
    },
  });

  /** PhonePe closes a payment nobody finished; so does the simulator. */
  const current = (t: SimulatedTransaction): SimulatedTransaction => {
    if (t.state === 'PENDING' && Date.now() - t.createdAt > ONLINE_PAYMENT_TIMEOUT_MS) t.state = 'FAILED';
    return t;
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: { request?: unknown } }>(
    PAY_PATH,
    { schema: simulatorDoc('create a payment (v1)', 'json') },
    async (request, reply) => {
      const payload = typeof request.body?.request === 'string' ? request.body.request : '';
      if (!checksumMatches(request.headers['x-verify'] as string | undefined, payChecksum(payload, phonePe))) {
        return refuse(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY header is incorrect');
      }
      const pay = (fromBase64Json(payload) ?? {}) as PayPayload;
      const id = typeof pay.merchantTransactionId === 'string' ? pay.merchantTransactionId : '';
      const valid =
        pay.merchantId === phonePe.merchantId &&
        /^[A-Za-z0-9_-]{1,34}$/.test(id) &&
        typeof pay.amount === 'number' &&
        Number.isInteger(pay.amount) &&
        pay.amount >= 100 &&
        typeof pay.redirectUrl === 'string' &&
        typeof pay.callbackUrl === 'string';
      if (!valid) return refuse(reply, 400, 'BAD_REQUEST', 'Invalid request payload');
      if (transactions.has(id)) return refuse(reply, 400, 'INVALID_TRANSACTION_ID', 'Duplicate merchantTransactionId');
      const providerReference = `T${newObjectId().toUpperCase()}`;
      transactions.set(id, {
        merchantTransactionId: id,
        providerReference,
        amountPaise: pay.amount as number,
        redirectUrl: pay.redirectUrl as string,
        callbackUrl: pay.callbackUrl as string,
        state: 'PENDING',
        createdAt: Date.now(),
      });
      return {
        success: true,
        code: 'PAYMENT_INITIATED',
        message: 'Payment initiated',
        data: {
          merchantId: phonePe.merchantId,
          merchantTransactionId: id,
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: { url: `${publicUrl}${SIMULATOR_PREFIX}/pay/${encodeURIComponent(id)}`, method: 'GET' },
          },
        },
      };
    },
  );

  const statusDoc = { schema: simulatorDoc('a payment’s status (v1)', 'json') };
  app.get<{ Params: { merchantId: string; id: string } }>(
    '/pg/v1/status/:merchantId/:id',
    statusDoc,
    async (request, reply) => {
      const { merchantId, id } = request.params;
      const signed = checksumMatches(
        request.headers['x-verify'] as string | undefined,
        statusChecksum(merchantId, id, phonePe),
      );
      if (!signed || merchantId !== phonePe.merchantId || request.headers['x-merchant-id'] !== phonePe.merchantId) {
        return refuse(reply, 401, 'AUTHORIZATION_FAILED', 'X-VERIFY header is incorrect');
      }
      const transaction = transactions.get(id);
      if (!transaction) return refuse(reply, 404, 'TRANSACTION_NOT_FOUND', 'No transaction found');
      return statusBody(current(transaction));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/pay/:id',
    { schema: simulatorDoc('the pay page (v1)', 'page') },
    async (request, reply) => {
      const transaction = transactions.get(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!transaction) return reply.status(404).send(payPageHtml({ missing: true }));
      const t = current(transaction);
      return payPageHtml({
        transaction: { id: t.merchantTransactionId, amountPaise: t.amountPaise, state: t.state },
        merchantId: phonePe.merchantId,
        action: `${SIMULATOR_PREFIX}/pay/${encodeURIComponent(transaction.merchantTransactionId)}`,
      });
    },
  );

  /** The customer pressed Pay or Fail: settle, tell the merchant's server, then send the customer back. */
  const chooseDoc = { schema: simulatorDoc('the customer pays or fails (v1)', 'redirect') };
  app.post<{ Params: { id: string }; Body: { outcome?: string } }>('/pay/:id', chooseDoc, async (request, reply) => {
    const transaction = transactions.get(request.params.id);
    if (!transaction)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(payPageHtml({ missing: true }));
    if (current(transaction).state === 'PENDING') {
      transaction.state = request.body?.outcome === 'success' ? 'COMPLETED' : 'FAILED';
      const response = toBase64Json(statusBody(transaction));
      try {
        await http({
          method: 'POST',
          url: transaction.callbackUrl,
          headers: { 'Content-Type': 'application/json', 'X-VERIFY': callbackChecksum(response, phonePe) },
          body: JSON.stringify({ response }),
        });
      } catch (error) {
        // PhonePe's callbacks are best effort too; the merchant's status check closes the gap.
        request.log.warn({ err: error }, 'PhonePe simulator: callback failed');
      }
    }
    return reply.redirect(transaction.redirectUrl, 303);
  });
};

export default simulator;
