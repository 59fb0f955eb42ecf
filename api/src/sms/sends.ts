import type { SignInSms } from '@kirana/shared/domain';
import type { Queryable } from '../db/database';
import { newObjectId } from '../db/ids';

/** Sends are kept this long: long enough to answer "I never got the code" about last month. */
export const KEEP_SMS_SENDS_DAYS = 90;

export interface SendRecord {
  phoneNumber: string;
  provider: string;
  providerRef: string | null;
  status: 'sent' | 'failed';
  /** The provider's reason for a failure; callers mask the code out of it first. */
  reason: string | null;
}

/** Records one sign-in SMS (never its code), dropping records older than the keeping time. */
export async function recordSend(db: Queryable, send: SendRecord): Promise<void> {
  await db.query(`DELETE FROM sms_sends WHERE sent_at < now() - ($1::int * interval '1 day')`, [KEEP_SMS_SENDS_DAYS]);
  await db.query(
    'INSERT INTO sms_sends (id, phone_number, provider, provider_ref, status, reason) VALUES ($1, $2, $3, $4, $5, $6)',
    [newObjectId(), send.phoneNumber, send.provider, send.providerRef, send.status, send.reason?.slice(0, 500) ?? null],
  );
}

export interface DeliveryReport {
  providerRef: string;
  /** The last ten digits of the number the report is about, when the report names it. */
  phoneNumber: string | null;
  status: 'delivered' | 'failed';
  reason: string | null;
  reportedAt: Date;
}

/** Applies a provider's delivery report to the send it names; answers whether one matched. */
export async function recordDeliveryReport(db: Queryable, provider: string, report: DeliveryReport): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sms_sends SET status = $3, reason = $4, reported_at = $5
      WHERE provider = $1 AND provider_ref = $2 AND ($6::text IS NULL OR phone_number = $6) RETURNING id`,
    [
      provider,
      report.providerRef,
      report.status,
      report.reason?.slice(0, 500) ?? null,
      report.reportedAt.toISOString(),
      report.phoneNumber,
    ],
  );
  return rows.length > 0;
}

/** The newest sign-in SMS sent to a phone, as the admin's customer page shows it. */
export async function lastSendTo(db: Queryable, phoneNumber: string): Promise<SignInSms | null> {
  const [row] = await db.query<{
    provider: string;
    status: SignInSms['status'];
    reason: string | null;
    sent_at: Date;
    reported_at: Date | null;
  }>(
    `SELECT provider, status, reason, sent_at, reported_at FROM sms_sends
      WHERE phone_number = $1 ORDER BY sent_at DESC, id DESC LIMIT 1`,
    [phoneNumber],
  );
  if (!row) return null;
  return {
    provider: row.provider,
    status: row.status,
    reason: row.reason,
    sentAt: new Date(row.sent_at).toISOString(),
    reportedAt: row.reported_at ? new Date(row.reported_at).toISOString() : null,
  };
}
