import type { FastifyInstance } from 'fastify';
import { PHONEPE_PAYMENT_TIMEOUT_MS } from '@kirana/shared/domain';
import { applyPaymentStatus } from './paymentStatus';

/** An attempt still pending this long after PhonePe closed it (expireAfter) is asked about. */
const GRACE_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Pending-payment reconciliation: a PhonePe payment whose webhook (or v1 callback) never came and
 * whose customer never returned to /orderstatus would hold its stock for ever. Once PhonePe has
 * closed it (the order's expireAfter, the 15 minutes it holds the stock) the API asks PhonePe's
 * status call and settles it: paid, or failed with the stock back. A payment PhonePe still calls
 * pending is asked again on the next sweep. Settling is idempotent, so instances sweeping at the
 * same time change each order once. Answers how many attempts were asked about.
 */
export async function reconcilePendingPayments(app: FastifyInstance): Promise<number> {
  const stale = await app.db.query<{ id: string }>(
    `SELECT id FROM payment_transactions
      WHERE state = 'PENDING' AND created_at < now() - make_interval(secs => $1)
      ORDER BY created_at LIMIT $2`,
    [(PHONEPE_PAYMENT_TIMEOUT_MS + GRACE_MS) / 1000, BATCH],
  );
  for (const { id } of stale) {
    try {
      await applyPaymentStatus(app, id, await app.phonePe.status(id), app.log);
    } catch (error) {
      app.log.warn(
        { err: error, transactionId: id },
        'PhonePe status check for a stale pending payment failed; asking again on the next sweep',
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
