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
  /** When the provider says it happened; the report's arrival when the provider gives no time. */
  reportedAt: Date;
}

/**
 * What became of a report: `applied` to its send; `superseded` by what the send already has (it is
 * delivered, or has a failure reported later); `unknown` when no send of this store matches it.
 */
export type ReportOutcome = 'applied' | 'superseded' | 'unknown';

/**
 * Applies a provider's delivery report to the send it names. Reports can arrive in any order, so
 * a report only moves a send forward: delivered is final (no later report changes it, and it
 * outranks any failure); a failure replaces an earlier failure, never a later one. The send ends
 * the same whatever order its reports came in. One conditional UPDATE decides it, so two reports
 * for one send arriving together cannot undo each other.
 */
export async function recordDeliveryReport(
  db: Queryable,
  provider: string,
  report: DeliveryReport,
): Promise<ReportOutcome> {
  const params = [provider, report.providerRef, report.phoneNumber];
  const applied = await db.query(
    `UPDATE sms_sends SET status = $4, reason = $5, reported_at = $6
      WHERE provider = $1 AND provider_ref = $2 AND ($3::text IS NULL OR phone_number = $3)
        AND status <> 'delivered'
        AND ($4 = 'delivered' OR status = 'sent' OR reported_at IS NULL OR reported_at <= $6::timestamptz)
      RETURNING id`,
    [...params, report.status, report.reason?.slice(0, 500) ?? null, report.reportedAt.toISOString()],
  );
  if (applied.length > 0) return 'applied';
  const known = await db.query(
    'SELECT 1 FROM sms_sends WHERE provider = $1 AND provider_ref = $2 AND ($3::text IS NULL OR phone_number = $3)',
    params,
  );
  return known.length > 0 ? 'superseded' : 'unknown';
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
