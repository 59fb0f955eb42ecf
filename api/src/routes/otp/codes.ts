import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@kirana/shared/domain';
import type { Database, Queryable } from '../../db/database';
import { hashToken } from '../../auth/sessions';
import { hmac, safeEqual } from '../../lib/signing';
import { badRequest, tooManyRequests } from '../../lib/httpErrors';
import { OTP_LIMITS, waitFor } from './limits';
import * as repo from './repository';

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'This OTP has expired. Tap ‘Send OTP (SMS)’ for a new one.',
  tooManyTries: 'Too many wrong tries for this OTP. Tap ‘Send OTP (SMS)’ for a new one.',
  locked: (seconds: number) => `Too many wrong OTPs for this number. Please try again ${waitFor(seconds)}.`,
  resendTooSoon: (seconds: number) => `Please wait before asking for another OTP: you can ask again ${waitFor(seconds)}.`,
  tooManySends: (seconds: number) => `You have asked for ${OTP_LIMITS.sendsPerPhone} OTPs in the last ${OTP_LIMITS.phoneSendWindowMs / 60_000} minutes. Please try again ${waitFor(seconds)}.`,
  tooManyFromIp: 'Too many OTPs have been asked for from your network. Please try again in a while.',
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
 * Answers the stored code's id (to withdraw it if the SMS cannot be sent) and the code itself.
 */
export async function issueCode(db: Database, secret: string, request: CodeRequest): Promise<{ id: string; code: string }> {
  const { phoneNumber, sessionId, ip } = request;
  return db.transaction(async (tx) => {
    const lockedSeconds = await repo.lockPhoneForSend(tx, phoneNumber);
    if (lockedSeconds > 0) throw tooManyRequests(OTP_MESSAGES.locked(lockedSeconds));
    const history = await repo.sendHistory(tx, phoneNumber);
    if (history.resendWaitSeconds > 0) throw tooManyRequests(OTP_MESSAGES.resendTooSoon(history.resendWaitSeconds));
    if (history.sendsInWindow >= OTP_LIMITS.sendsPerPhone) throw tooManyRequests(OTP_MESSAGES.tooManySends(history.windowWaitSeconds));
    if ((await repo.sendsFromIp(tx, ip)) >= OTP_LIMITS.sendsPerIp) throw tooManyRequests(OTP_MESSAGES.tooManyFromIp);
    const code = newOtp();
    const id = await repo.insertCode(tx, { phoneNumber, codeHash: hashOtp(secret, phoneNumber, code), sessionHash: hashToken(sessionId), ip });
    return { id, code };
  });
}

type Verdict = { ok: true; userId: string } | { ok: false; status: 400 | 429; message: string };

/**
 * Checks a code against the newest one sent to the phone from this browser session. Wrong tries
 * and the phone's failure tally are committed even though the caller then answers with an error.
 * Success consumes the code and finds or creates the customer; answers their id.
 */
export async function redeemCode(db: Database, secret: string, request: Omit<CodeRequest, 'ip'> & { code: string }): Promise<string> {
  const { phoneNumber, sessionId, code } = request;
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const lockedSeconds = await repo.lockPhone(tx, phoneNumber);
    // No guard row: no code was ever sent to this phone.
    if (lockedSeconds === null) return { ok: false, status: 400, message: OTP_MESSAGES.invalid };
    if (lockedSeconds > 0) return { ok: false, status: 429, message: OTP_MESSAGES.locked(lockedSeconds) };

    const latest = await repo.latestCode(tx, phoneNumber);
    if (!latest || latest.consumed) return failure(tx, phoneNumber, null);
    if (latest.expired) return { ok: false, status: 400, message: OTP_MESSAGES.expired };
    if (latest.wrongTries >= OTP_LIMITS.wrongTriesPerCode) return { ok: false, status: 429, message: OTP_MESSAGES.tooManyTries };

    const right = safeEqual(hashOtp(secret, phoneNumber, code), latest.codeHash);
    const sameSession = safeEqual(hashToken(sessionId), latest.sessionHash);
    if (!right || !sameSession) return failure(tx, phoneNumber, latest.id);

    await repo.consumeCode(tx, latest.id);
    await repo.clearPhoneFailures(tx, phoneNumber);
    return { ok: true, userId: await repo.findOrCreateCustomer(tx, phoneNumber) };
  });
  if (verdict.ok) return verdict.userId;
  throw verdict.status === 429 ? tooManyRequests(verdict.message) : badRequest(verdict.message);
}

async function failure(tx: Queryable, phoneNumber: string, codeId: string | null): Promise<Verdict> {
  if (codeId) await repo.countWrongTry(tx, codeId);
  const lockedSeconds = await repo.countPhoneFailure(tx, phoneNumber);
  if (lockedSeconds > 0) return { ok: false, status: 429, message: OTP_MESSAGES.locked(lockedSeconds) };
  return { ok: false, status: 400, message: OTP_MESSAGES.invalid };
}
