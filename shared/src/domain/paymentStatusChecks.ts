/**
 * When to ask again about an online payment that is still pending, measured from the moment the
 * transaction started: the provider's published reconciliation schedule (docs/payments.md): first
 * check at 20–25 s, then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s for
 * 60 s, then every minute until the transaction times out (15 minutes).
 */
const SCHEDULE: readonly { untilMs: number; everyMs: number }[] = [
  { untilMs: 25_000, everyMs: 25_000 },
  { untilMs: 55_000, everyMs: 3_000 },
  { untilMs: 115_000, everyMs: 6_000 },
  { untilMs: 175_000, everyMs: 10_000 },
  { untilMs: 235_000, everyMs: 30_000 },
];

const FIRST_CHECK_MS = 25_000;
/** How long an online payment stays open at the provider, and its order holds its stock waiting for it. */
export const ONLINE_PAYMENT_TIMEOUT_MS = 15 * 60_000;
const AFTER_SCHEDULE_EVERY_MS = 60_000;

/**
 * How long to wait before the next status check when `elapsedMs` have passed since the payment
 * started, or null once the payment has timed out and checking again is pointless.
 */
export function nextPaymentCheckDelayMs(elapsedMs: number): number | null {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= ONLINE_PAYMENT_TIMEOUT_MS) return null;
  const step = SCHEDULE.find((s) => elapsed < s.untilMs);
  if (step === SCHEDULE[0]) return FIRST_CHECK_MS - elapsed;
  const every = step?.everyMs ?? AFTER_SCHEDULE_EVERY_MS;
  return Math.min(every, ONLINE_PAYMENT_TIMEOUT_MS - elapsed);
}
