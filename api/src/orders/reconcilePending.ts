import type { FastifyInstance } from 'fastify';
import { ONLINE_PAYMENT_TIMEOUT_MS } from '@kirana/shared/domain';
import { applyPaymentStatus } from './paymentStatus';

/** An attempt still pending this long after the provider closed it (expireAfterSeconds) is asked about. */
const GRACE_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Pending-payment reconciliation: an online payment whose notice (webhook or callback) never came and
 * whose customer never returned to /orderstatus would hold its stock for ever. Once the provider has
 * closed it (the order's expireAfterSeconds, the 15 minutes it holds the stock) the API asks the
 * provider's status call and settles it: paid, or failed with the stock back. A payment the provider
 * still calls pending is asked again on the next sweep. Settling is idempotent, so instances sweeping at the
 * same time change each order once. Answers how many attempts were asked about.
 */
export async function reconcilePendingPayments(app: FastifyInstance): Promise<number> {
  const stale = await app.db.query<{ id: string }>(
    `SELECT id FROM payment_transactions
      WHERE state = 'PENDING' AND created_at < now() - make_interval(secs => $1)
      ORDER BY created_at LIMIT $2`,
    [(ONLINE_PAYMENT_TIMEOUT_MS + GRACE_MS) / 1000, BATCH],
  );
  for (const { id } of stale) {
    try {
      await applyPaymentStatus(app, id, await app.payments.status(id), app.log);
    } catch (error) {
      app.log.warn(
        { err: error, transactionId: id },
        'Status check with the payment provider for a stale pending payment failed; asking again on the next sweep',
      );
    }
  }
  return stale.length;
}

/** Sweeps every minute while the server runs (started by server.ts; tests call the sweep directly). */
export function startPendingPaymentSweeps(app: FastifyInstance): void {
  const timer = setInterval(() => {
    reconcilePendingPayments(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'pending-payment reconciliation failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
