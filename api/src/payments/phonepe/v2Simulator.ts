import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { newObjectId } from '../../db/ids';
import { SIMULATOR_PREFIX, type PhonePeV2Config } from './config';
import { payPageHtml, simulatorDoc, type PayPageChoice } from './simulatorPage';
import { isJson, paise, text, type HttpTransport } from '../transport';
import { MERCHANT_ID_PATTERN, PAY_PATH_V2, REFUND_PATH } from './v2Client';
import { TOKEN_PATH } from './v2Token';
import { webhookAuthorization } from './v2Webhook';

/**
 * A local stand-in for PhonePe's Standard Checkout v2: client-credentials tokens that expire, a
 * pay page, order status, webhooks signed with the configured username and password, refunds that
 * settle a moment later, and orders that expire after their `expireAfter` (state EXPIRED, as
 * PhonePe's SDK samples show it, sent as checkout.order.failed).
 * Development and tests only: the app never registers it in production.
 */
export interface V2SimulatorOptions {
  phonePe: PhonePeV2Config;
  publicUrl: string;
  /** The merchant's webhook URL, as it would be set in PhonePe's dashboard. */
  webhookUrl: string;
  http: HttpTransport;
  /** How long a token lives (PhonePe's are hours; tests shorten it). */
  tokenTtlSeconds?: number;
  /** How long a refund stays pending before it completes by itself. */
  refundSettleMs?: number;
}

type State = 'PENDING' | 'COMPLETED' | 'FAILED';
type OrderState = State | 'EXPIRED';

interface SimulatedOrder {
  merchantOrderId: string;
  orderId: string;
  transactionId: string;
  amountPaise: number;
  redirectUrl: string;
  expireAtMs: number;
  state: OrderState;
  errorCode: string | null;
}

interface SimulatedRefund {
  merchantRefundId: string;
  refundId: string;
  merchantOrderId: string;
  amountPaise: number;
  state: State;
  timer: NodeJS.Timeout | null;
}

/** The pay page's choices: Pay and Fail, and two for trying what the store does when things go wrong. */
const CHOICES: PayPageChoice[] = [
  { outcome: 'success', label: 'Pay', kind: 'pay' },
  { outcome: 'failure', label: 'Fail', kind: 'fail' },
  { outcome: 'success-no-webhook', label: 'Pay, but lose the webhook', kind: 'pay' },
  { outcome: 'expire', label: 'Let it expire', kind: 'fail' },
];

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ success: false, code, message });

const simulatorV2: FastifyPluginAsync<V2SimulatorOptions> = async (app, options) => {
  const { phonePe, publicUrl, webhookUrl, http } = options;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const refundSettleMs = options.refundSettleMs ?? 5000;
  const tokens = new Map<string, number>();
  const orders = new Map<string, SimulatedOrder>();
  const refunds = new Map<string, SimulatedRefund>();
  app.addHook('onClose', async () => {
    for (const refund of refunds.values()) if (refund.timer) clearTimeout(refund.timer);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** PhonePe's webhook: best effort, like the real one; the merchant's status checks close any gap. */
  const notify = async (request: FastifyRequest, event: string, payload: Record<string, unknown>) => {
    try {
      await http({
        method: 'POST',
        url: webhookUrl,
        headers: {
          'Content-Type': 'application/json',
          Authorization: webhookAuthorization(phonePe.webhookUsername, phonePe.webhookPassword),
        },
        body: JSON.stringify({ event, payload }),
      });
    } catch (error) {
      request.log.warn({ err: error, event }, 'PhonePe simulator: webhook failed');
    }
  };

  const orderBody = (o: SimulatedOrder) => ({
    merchantId: phonePe.clientId,
    merchantOrderId: o.merchantOrderId,
    orderId: o.orderId,
    state: o.state,
    amount: o.amountPaise,
    expireAt: o.expireAtMs,
    ...(o.errorCode ? { errorCode: o.errorCode } : {}),
    paymentDetails:
      o.state === 'PENDING' && !o.errorCode
        ? []
        : [
            {
              paymentMode: 'UPI_INTENT',
              transactionId: o.transactionId,
              timestamp: Date.now(),
              amount: o.amountPaise,
              // The customer's attempt failed; the order itself expired.
              state: o.state === 'EXPIRED' ? 'FAILED' : o.state,
              ...(o.errorCode ? { errorCode: o.errorCode } : {}),
            },
          ],
  });

  const refundBody = (r: SimulatedRefund) => ({
    merchantId: phonePe.clientId,
    merchantRefundId: r.merchantRefundId,
    originalMerchantOrderId: r.merchantOrderId,
    refundId: r.refundId,
    amount: r.amountPaise,
    state: r.state,
    timestamp: Date.now(),
  });

  /** Closes an order nobody finished, as EXPIRED, and tells the merchant. */
  const expire = (request: FastifyRequest, o: SimulatedOrder) => {
    o.state = 'EXPIRED';
    o.errorCode = 'TXN_AUTO_FAILED';
    o.expireAtMs = Math.min(o.expireAtMs, Date.now());
    return notify(request, 'checkout.order.failed', orderBody(o));
  };

  /** An order nobody finished closes at its expireAt, and PhonePe says so. */
  const current = (request: FastifyRequest, o: SimulatedOrder): SimulatedOrder => {
    if (o.state === 'PENDING' && Date.now() >= o.expireAtMs) void expire(request, o);
    return o;
  };

  const settleRefund = async (request: FastifyRequest, r: SimulatedRefund, state: 'COMPLETED' | 'FAILED') => {
    if (r.timer) clearTimeout(r.timer);
    r.timer = null;
    if (r.state !== 'PENDING') return;
    r.state = state;
    await notify(request, state === 'COMPLETED' ? 'pg.refund.completed' : 'pg.refund.failed', refundBody(r));
  };

  /** Every merchant call but the token one carries `Authorization: O-Bearer <token>` that has not expired. */
  const authorised = (request: FastifyRequest): boolean => {
    const match = /^O-Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    return expiresAt !== undefined && Date.now() < expiresAt * 1000;
  };

  const tokenDoc = { schema: simulatorDoc('an access token (client credentials)', 'json') };
  app.post<{ Body: Record<string, string> }>(TOKEN_PATH, tokenDoc, async (request, reply) => {
    const form = request.body ?? {};
    const valid =
      form.grant_type === 'client_credentials' &&
      form.client_id === phonePe.clientId &&
      form.client_secret === phonePe.clientSecret &&
      form.client_version === String(phonePe.clientVersion);
    if (!valid) return refuse(reply, 401, 'INVALID_CLIENT', 'Client authentication failed');
    const accessToken = randomBytes(24).toString('base64url');
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + tokenTtlSeconds;
    tokens.set(accessToken, expiresAt);
    return {
      access_token: accessToken,
      encrypted_access_token: accessToken,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  });

  app.post(PAY_PATH_V2, { schema: simulatorDoc('create a payment', 'json') }, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    const body = isJson(request.body) ? request.body : {};
    const flow = isJson(body.paymentFlow) ? body.paymentFlow : {};
    const urls = isJson(flow.merchantUrls) ? flow.merchantUrls : {};
    const id = text(body.merchantOrderId) ?? '';
    const amount = paise(body.amount);
    const expireAfter = body.expireAfter === undefined ? 1200 : paise(body.expireAfter);
    const redirectUrl = text(urls.redirectUrl);
    if (
      !MERCHANT_ID_PATTERN.test(id) ||
      amount === null ||
      amount < 100 ||
      expireAfter === null ||
      expireAfter < 300 ||
      expireAfter > 3600 ||
      flow.type !== 'PG_CHECKOUT' ||
      !redirectUrl
    ) {
      return refuse(reply, 400, 'BAD_REQUEST', 'Invalid request payload');
    }
    if (orders.has(id)) return refuse(reply, 417, 'INVALID_MERCHANT_ORDER_ID', 'Duplicate merchantOrderId');
    const order: SimulatedOrder = {
      merchantOrderId: id,
      orderId: `OMO${newObjectId().toUpperCase()}`,
      transactionId: `OM${newObjectId().toUpperCase()}`,
      amountPaise: amount,
      redirectUrl,
      expireAtMs: Date.now() + expireAfter * 1000,
      state: 'PENDING',
      errorCode: null,
    };
    orders.set(id, order);
    return {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAtMs,
      redirectUrl: `${publicUrl}${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(id)}`,
    };
  });

  const statusDoc = { schema: simulatorDoc('a payment’s status', 'json') };
  app.get<{ Params: { id: string } }>('/checkout/v2/order/:id/status', statusDoc, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    const order = orders.get(request.params.id);
    if (!order) return refuse(reply, 404, 'INVALID_MERCHANT_ORDER_ID', 'No entry found for given merchant order id');
    const { merchantId: _merchant, merchantOrderId: _id, ...status } = orderBody(current(request, order));
    return status;
  });

  app.post(REFUND_PATH, { schema: simulatorDoc('refund a payment', 'json') }, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    const body = isJson(request.body) ? request.body : {};
    const id = text(body.merchantRefundId) ?? '';
    const orderId = text(body.originalMerchantOrderId) ?? '';
    const amount = paise(body.amount);
    if (!MERCHANT_ID_PATTERN.test(id) || amount === null || amount < 100)
      return refuse(reply, 400, 'BAD_REQUEST', 'Invalid request payload');
    if (refunds.has(id)) return refuse(reply, 409, 'DUPLICATE_REQUEST', 'Duplicate merchantRefundId');
    const order = orders.get(orderId);
    if (order?.state !== 'COMPLETED')
      return refuse(reply, 400, 'INVALID_ORIGINAL_ORDER', 'The original order is not a completed payment');
    const refunded = [...refunds.values()]
      .filter((r) => r.merchantOrderId === orderId && r.state !== 'FAILED')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    if (refunded + amount > order.amountPaise)
      return refuse(reply, 400, 'EXCESS_REFUND_AMOUNT', 'Refund amount is more than what is left to refund');
    const refund: SimulatedRefund = {
      merchantRefundId: id,
      refundId: `OMR${newObjectId().toUpperCase()}`,
      merchantOrderId: orderId,
      amountPaise: amount,
      state: 'PENDING',
      timer: null,
    };
    refunds.set(id, refund);
    refund.timer = setTimeout(() => void settleRefund(request, refund, 'COMPLETED'), refundSettleMs);
    refund.timer.unref();
    return { refundId: refund.refundId, amount: refund.amountPaise, state: refund.state };
  });

  const refundDoc = { schema: simulatorDoc('a refund’s status', 'json') };
  app.get<{ Params: { id: string } }>('/payments/v2/refund/:id/status', refundDoc, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'UNAUTHORIZED', 'Token is missing, invalid or expired');
    const refund = refunds.get(request.params.id);
    if (!refund) return refuse(reply, 404, 'INVALID_MERCHANT_REFUND_ID', 'No entry found for given merchant refund id');
    const { merchantId: _merchant, merchantRefundId: _id, ...status } = refundBody(refund);
    return status;
  });

  /** Simulator control (no PhonePe counterpart): settle a pending refund now, as completed or failed. */
  const settleDoc = { schema: simulatorDoc('settle a pending refund now', 'json') };
  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/refunds/:id',
    settleDoc,
    async (request, reply) => {
      const refund = refunds.get(request.params.id);
      if (!refund) return refuse(reply, 404, 'INVALID_MERCHANT_REFUND_ID', 'No such refund');
      await settleRefund(request, refund, request.body?.outcome === 'failure' ? 'FAILED' : 'COMPLETED');
      return { state: refund.state };
    },
  );

  const pageAction = (id: string) => `${SIMULATOR_PREFIX}/checkout/${encodeURIComponent(id)}`;

  app.get<{ Params: { id: string } }>(
    '/checkout/:id',
    { schema: simulatorDoc('the pay page', 'page') },
    async (request, reply) => {
      const order = orders.get(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!order) return reply.status(404).send(payPageHtml({ missing: true }));
      const o = current(request, order);
      return payPageHtml({
        transaction: { id: o.merchantOrderId, amountPaise: o.amountPaise, state: o.state },
        merchantId: phonePe.clientId,
        action: pageAction(o.merchantOrderId),
        choices: CHOICES,
        note: 'No money moves here. Pay completes the payment and Fail declines it; either way PhonePe’s webhook reaches the store and you return to it. The last two try a webhook that never arrives and a payment left until it expires.',
      });
    },
  );

  /** The customer chose: settle, send the webhook (unless it is to be lost), then send the customer back. */
  const chooseDoc = { schema: simulatorDoc('the customer pays or fails', 'redirect') };
  app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
    '/checkout/:id',
    chooseDoc,
    async (request, reply) => {
      const order = orders.get(request.params.id);
      if (!order)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(payPageHtml({ missing: true }));
      const outcome = request.body?.outcome;
      if (current(request, order).state === 'PENDING') {
        if (outcome === 'expire') await expire(request, order);
        else {
          const paid = outcome === 'success' || outcome === 'success-no-webhook';
          order.state = paid ? 'COMPLETED' : 'FAILED';
          if (!paid) order.errorCode = 'PAYMENT_ERROR';
          if (outcome !== 'success-no-webhook')
            await notify(request, paid ? 'checkout.order.completed' : 'checkout.order.failed', orderBody(order));
        }
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
};

export default simulatorV2;
