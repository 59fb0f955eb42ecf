import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES, sentence, type Sentence } from '@kirana/shared/domain';

/**
 * Every limit on sign-in codes. They are enforced from the database (otp_codes, otp_phone_guards
 * and rate_counters), so they hold however many API instances serve the store. No limit locks a
 * phone: wrong codes burn the code they were tried against, never the owner's next one.
 */
export const OTP_LIMITS = {
  /** A code is good for this long after it is sent. */
  codeValidMs: OTP_VALID_MINUTES * 60_000,
  /** Wrong tries a single code survives; after that even the right code is refused. */
  wrongTriesPerCode: 5,
  /** The storefront's countdown (R25): no new code for the same phone sooner than this. */
  resendAfterMs: OTP_RESEND_SECONDS * 1000,
  /** Codes one phone may be sent within `phoneSendWindowMs`. */
  sendsPerPhone: 3,
  phoneSendWindowMs: 15 * 60_000,
  /**
   * Codes one requesting address may ask for within `ipSendWindowMs`. Generous: a society's Wi-Fi
   * and mobile carriers' shared addresses (CGNAT) put many customers behind one address.
   */
  sendsPerIp: 50,
  ipSendWindowMs: 60 * 60_000,
  /** Codes the whole store may send within `globalWindowMs` (SMS-pumping across many networks costs money). */
  sendsGlobal: 1000,
  /**
   * Tries not made from the browser session that asked for the code (no sessionId, as a client
   * sending only phone and code does, or another phone's code; R26): at most this many per code
   * from one network...
   */
  outsideTriesPerCodePerIp: 5,
  /** ...this many from one network within `ipVerifyWindowMs`... */
  outsideTriesPerIp: 100,
  ipVerifyWindowMs: 60 * 60_000,
  /** ...and this many for the whole store within `globalWindowMs`. The asking session is never held up by these. */
  outsideTriesGlobal: 2000,
  globalWindowMs: 60 * 60_000,
  /** Sent codes are deleted after this (they only matter to the limits above). */
  keepCodesMs: 24 * 60 * 60_000,
} as const;

/** "in 25 seconds", "in 1 minute", "in 14 minutes": how long until a limit lifts. */
export function waitFor(seconds: number): Sentence {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? sentence('in 1 second') : sentence('in {count} seconds', { count: s });
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? sentence('in 1 minute') : sentence('in {count} minutes', { count: minutes });
}
