import { randomInt } from 'node:crypto';
import { OTP_LENGTH, sentence, type Sentence } from '@kirana/shared/domain';
import type { Database } from '../../db/database';
import { countHit, dropEndedCounters } from '../../limits/counters';
import { hashToken } from '../../auth/sessions';
import { hmac, safeEqual } from '../../lib/signing';
import { badRequest, tooManyRequests } from '../../lib/httpErrors';
import { OTP_LIMITS, waitFor } from './limits';
import * as repo from './repository';

export const OTP_MESSAGES = {
  invalid: sentence('Invalid OTP'),
  expired: sentence('This OTP has expired. Tap ‘Send OTP (SMS)’ for a new one.'),
  tooManyTries: sentence('Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.'),
  resendTooSoon: (seconds: number) =>
    sentence('Please wait before asking for another OTP: you can ask again {wait}.', { wait: waitFor(seconds) }),
  tooManySends: (seconds: number) =>
    sentence('You have asked for {count} OTPs in the last {minutes} minutes. Please try again {wait}.', {
      count: OTP_LIMITS.sendsPerPhone,
      minutes: OTP_LIMITS.phoneSendWindowMs / 60_000,
      wait: waitFor(seconds),
    }),
  tooManyFromIp: sentence('Too many OTPs have been asked for from your network. Please try again in a while.'),
  tooManyTriesFromIp: sentence('Too many sign-in tries from your network. Please try again in a while.'),
  busy: sentence('Sign-in is very busy right now. Please try again in a few minutes.'),
} as const;

/** Six digits from the operating system's secure random source, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Keyed with the server secret and bound to the phone, so a leaked table reveals no usable code. */
export function hashOtp(secret: string, phoneNumber: string, code: string): string {
  return hmac(secret, `otp:${phoneNumber}:${code}`);
}

interface CodeRequest {
  phoneNumber: string;
  sessionId: string;
  ip: string;
}

/**
 * Checks every send limit and stores a new code for the phone, all under the phone's row lock.
 * The per-network and store-wide counts are bumped in the same transaction, atomically, so a
 * refused send does not count and concurrent sends cannot pass a limit together.
 * Answers the stored code's id (to withdraw it if the SMS cannot be sent) and the code itself.
 */
export async function issueCode(
  db: Database,
  secret: string,
  request: CodeRequest,
): Promise<{ id: string; code: string }> {
  const { phoneNumber, sessionId, ip } = request;
  await dropEndedCounters(db);
  return db.transaction(async (tx) => {
    await repo.lockPhoneForSend(tx, phoneNumber);
    const history = await repo.sendHistory(tx, phoneNumber);
    if (history.resendWaitSeconds > 0) throw tooManyRequests(OTP_MESSAGES.resendTooSoon(history.resendWaitSeconds));
    if (history.sendsInWindow >= OTP_LIMITS.sendsPerPhone)
      throw tooManyRequests(OTP_MESSAGES.tooManySends(history.windowWaitSeconds));
    if ((await countHit(tx, repo.COUNTERS.sendsFromIp(ip), OTP_LIMITS.ipSendWindowMs)) > OTP_LIMITS.sendsPerIp)
      throw tooManyRequests(OTP_MESSAGES.tooManyFromIp);
    if ((await countHit(tx, repo.COUNTERS.sendsEverywhere, OTP_LIMITS.globalWindowMs)) > OTP_LIMITS.sendsGlobal)
      throw tooManyRequests(OTP_MESSAGES.busy);
    const code = newOtp();
    const id = await repo.insertCode(tx, {
      phoneNumber,
      codeHash: hashOtp(secret, phoneNumber, code),
      sessionHash: hashToken(sessionId),
      ip,
    });
    return { id, code };
  });
}

type Verdict = { ok: true; userId: string } | { ok: false; status: 400 | 429; message: Sentence };

interface RedeemRequest {
  phoneNumber: string;
  code: string;
  /**
   * The browser session that tries the code, already checked as one the API issued; absent when the client
   * sends none (the spec's payload).
   */
  sessionId: string | undefined;
  ip: string;
}

/**
 * Checks a code against the newest one sent to the phone. Tried from the browser session that
 * asked for it, 5 wrong tries burn the code. Tried from anywhere else (no session, as the spec's
 * client sends), each network gets 5 tries at that code, and such tries are bounded per network
 * and store-wide, so a stranger can neither guess cheaply nor burn the owner's code. A session
 * that is sent must be the one that asked. Nothing locks the phone, and a phone that never had a
 * code answers like one whose code was wrong. Success consumes the code and finds or creates the
 * customer; answers their id. Tries are committed even though the caller then answers an error.
 */
export async function redeemCode(db: Database, secret: string, request: RedeemRequest): Promise<string> {
  const { phoneNumber, sessionId, code, ip } = request;
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const tried = hashOtp(secret, phoneNumber, code);
    const latest = (await repo.lockPhone(tx, phoneNumber)) ? await repo.latestCode(tx, phoneNumber) : null;
    const fromAskingSession =
      sessionId !== undefined && latest !== null && safeEqual(hashToken(sessionId), latest.sessionHash);
    if (!fromAskingSession) {
      if (
        (await countHit(tx, repo.COUNTERS.outsideTriesFromIp(ip), OTP_LIMITS.ipVerifyWindowMs)) >
        OTP_LIMITS.outsideTriesPerIp
      )
        return refused(429, OTP_MESSAGES.tooManyTriesFromIp);
      if (
        (await countHit(tx, repo.COUNTERS.outsideTriesEverywhere, OTP_LIMITS.globalWindowMs)) >
        OTP_LIMITS.outsideTriesGlobal
      )
        return refused(429, OTP_MESSAGES.busy);
    }
    if (!latest || latest.consumed) return refused(400, OTP_MESSAGES.invalid);
    if (latest.expired) return refused(400, OTP_MESSAGES.expired);
    // A session that is sent must be the one that asked for the code.
    if (sessionId !== undefined && !fromAskingSession) return refused(400, OTP_MESSAGES.invalid);
    if (fromAskingSession) {
      if (latest.wrongTries >= OTP_LIMITS.wrongTriesPerCode) return refused(429, OTP_MESSAGES.tooManyTries);
    } else if (
      (await countHit(tx, repo.COUNTERS.outsideTriesAtCode(latest.id, ip), OTP_LIMITS.codeValidMs)) >
      OTP_LIMITS.outsideTriesPerCodePerIp
    ) {
      return refused(429, OTP_MESSAGES.tooManyTries);
    }
    if (!safeEqual(tried, latest.codeHash)) {
      if (fromAskingSession) await repo.countWrongTry(tx, latest.id);
      return refused(400, OTP_MESSAGES.invalid);
    }
    await repo.consumeCode(tx, latest.id);
    return { ok: true, userId: await repo.findOrCreateCustomer(tx, phoneNumber) };
  });
  if (verdict.ok) return verdict.userId;
  throw verdict.status === 429 ? tooManyRequests(verdict.message) : badRequest(verdict.message);
}

function refused(status: 400 | 429, message: Sentence): Verdict {
  return { ok: false, status, message };
}
