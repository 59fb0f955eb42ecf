import { type Queryable, theRow } from '../../db/database';
import { newObjectId } from '../../db/ids';
import { refundHit } from '../../limits/counters';
import { OTP_LIMITS } from './limits';

/** Intervals are passed as milliseconds and turned into PostgreSQL intervals here. */
const ms = (param: string) => `(${param}::bigint * interval '1 millisecond')`;
const secondsUntil = (expr: string) => `GREATEST(0, CEIL(EXTRACT(EPOCH FROM (${expr}) - now())))::int`;

/**
 * Locks the phone's guard row for the rest of the transaction (creating it on the first send),
 * so concurrent sends and verifies for one phone take turns on every instance.
 */
export async function lockPhoneForSend(tx: Queryable, phoneNumber: string): Promise<void> {
  await tx.query('INSERT INTO otp_phone_guards (phone_number) VALUES ($1) ON CONFLICT (phone_number) DO NOTHING', [
    phoneNumber,
  ]);
  await lockPhone(tx, phoneNumber);
}

/** As above without creating the row (verifying): false when no code was ever sent to this phone. */
export async function lockPhone(tx: Queryable, phoneNumber: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM otp_phone_guards WHERE phone_number = $1 FOR UPDATE', [phoneNumber]);
  return rows.length > 0;
}

export interface SendHistory {
  /** Seconds until the resend gap since the last code has passed (0: may send). */
  resendWaitSeconds: number;
  sendsInWindow: number;
  /** Seconds until the oldest send in the window leaves it. */
  windowWaitSeconds: number;
}

export async function sendHistory(tx: Queryable, phoneNumber: string): Promise<SendHistory> {
  const [row] = await tx.query<{ sends: number; resend_wait: number | null; window_wait: number | null }>(
    `SELECT count(*)::int AS sends,
            ${secondsUntil(`max(created_at) + ${ms('$2')}`)} AS resend_wait,
            ${secondsUntil(`min(created_at) + ${ms('$3')}`)} AS window_wait
       FROM otp_codes WHERE phone_number = $1 AND created_at > now() - ${ms('$3')}`,
    [phoneNumber, OTP_LIMITS.resendAfterMs, OTP_LIMITS.phoneSendWindowMs],
  );
  return {
    sendsInWindow: row?.sends ?? 0,
    resendWaitSeconds: row?.resend_wait ?? 0,
    windowWaitSeconds: row?.window_wait ?? 0,
  };
}

/** The rate counters (see limits/counters.ts) behind the limits that are not per phone. */
export const COUNTERS = {
  sendsFromIp: (ip: string) => `otp-send:ip:${ip}`,
  sendsEverywhere: 'otp-send:all',
  outsideTriesFromIp: (ip: string) => `otp-verify:ip:${ip}`,
  outsideTriesEverywhere: 'otp-verify:all',
  outsideTriesAtCode: (codeId: string, ip: string) => `otp-verify:code:${codeId}:${ip}`,
} as const;

export async function insertCode(
  tx: Queryable,
  code: { phoneNumber: string; codeHash: string; sessionHash: string; ip: string },
): Promise<string> {
  const id = newObjectId();
  await tx.query(`DELETE FROM otp_codes WHERE created_at < now() - ${ms('$1')}`, [OTP_LIMITS.keepCodesMs]);
  await tx.query(
    `INSERT INTO otp_codes (id, phone_number, code_hash, session_hash, requester_ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + ${ms('$6')})`,
    [id, code.phoneNumber, code.codeHash, code.sessionHash, code.ip, OTP_LIMITS.codeValidMs],
  );
  return id;
}

/** A code the SMS gateway never delivered must not count against the customer's limits, nor the network's. */
export async function deleteCode(db: Queryable, id: string): Promise<void> {
  const [row] = await db.query<{ requester_ip: string }>('DELETE FROM otp_codes WHERE id = $1 RETURNING requester_ip', [
    id,
  ]);
  if (!row) return;
  await refundHit(db, COUNTERS.sendsFromIp(row.requester_ip));
  await refundHit(db, COUNTERS.sendsEverywhere);
}

export interface LatestCode {
  id: string;
  codeHash: string;
  sessionHash: string;
  wrongTries: number;
  consumed: boolean;
  expired: boolean;
}

/** Only the newest code sent to a phone counts; a new send makes earlier ones useless. */
export async function latestCode(tx: Queryable, phoneNumber: string): Promise<LatestCode | null> {
  const [row] = await tx.query<{
    id: string;
    code_hash: string;
    session_hash: string;
    wrong_tries: number;
    consumed: boolean;
    expired: boolean;
  }>(
    `SELECT id, code_hash, session_hash, wrong_tries, consumed_at IS NOT NULL AS consumed, expires_at <= now() AS expired
       FROM otp_codes WHERE phone_number = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phoneNumber],
  );
  return row
    ? {
        id: row.id,
        codeHash: row.code_hash,
        sessionHash: row.session_hash,
        wrongTries: row.wrong_tries,
        consumed: row.consumed,
        expired: row.expired,
      }
    : null;
}

export async function countWrongTry(tx: Queryable, codeId: string): Promise<void> {
  await tx.query('UPDATE otp_codes SET wrong_tries = wrong_tries + 1 WHERE id = $1', [codeId]);
}

export async function consumeCode(tx: Queryable, codeId: string): Promise<void> {
  await tx.query('UPDATE otp_codes SET consumed_at = now() WHERE id = $1', [codeId]);
}

/** The customer behind a phone, created (with no name yet) the first time they sign in. */
export async function findOrCreateCustomer(tx: Queryable, phoneNumber: string): Promise<string> {
  await tx.query('INSERT INTO users (id, phone_number) VALUES ($1, $2) ON CONFLICT (phone_number) DO NOTHING', [
    newObjectId(),
    phoneNumber,
  ]);
  const row = await theRow<{ id: string }>(tx, 'SELECT id FROM users WHERE phone_number = $1', [phoneNumber]);
  return row.id;
}

export async function saveCustomerName(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, name]);
}
