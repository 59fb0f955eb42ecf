import type { DeliveryReport } from './sends';

/**
 * MSG91's report statuses: 1 delivered; 2 failed, 9 NDNC, 16/25 rejected, 17 blocked number. Others (pending)
 * change nothing.
 */
const DELIVERED = new Set(['1']);
const FAILED = new Set(['2', '9', '16', '17', '25']);

interface ReportEntry {
  requestId?: unknown;
  number?: unknown;
  status?: unknown;
  desc?: unknown;
  failedReason?: unknown;
  date?: unknown;
  report?: unknown;
}

/**
 * The delivery reports in one MSG91 webhook call, whichever webhook version the store chose:
 * v2 posts `data=<JSON array of {requestId, report: [{number, status, desc, failedReason, date}]}>`
 * form-encoded; v3 posts one `{requestId, number, status, desc, date}` as JSON (an array of them
 * is read too). Entries that are not a final delivered/failed state are left out.
 */
export function parseMsg91Reports(body: unknown, now = new Date()): DeliveryReport[] {
  const entries = topLevelEntries(body);
  const reports: DeliveryReport[] = [];
  for (const entry of entries) {
    const requestId = text(entry.requestId);
    if (!requestId) continue;
    const details = Array.isArray(entry.report) ? (entry.report as ReportEntry[]) : [entry];
    for (const detail of details) {
      const report = toReport(requestId, detail ?? {}, now);
      if (report) reports.push(report);
    }
  }
  return reports;
}

function topLevelEntries(body: unknown): ReportEntry[] {
  if (Array.isArray(body)) return body.filter(isObject);
  if (!isObject(body)) return [];
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'string') {
    try {
      return topLevelEntries(JSON.parse(data));
    } catch {
      return [];
    }
  }
  if (Array.isArray(data)) return data.filter(isObject);
  return [body as ReportEntry];
}

function toReport(requestId: string, detail: ReportEntry, now: Date): DeliveryReport | null {
  const status = text(detail.status);
  const delivered = DELIVERED.has(status);
  if (!delivered && !FAILED.has(status)) return null;
  const number = text(detail.number);
  return {
    providerRef: requestId,
    phoneNumber: /^\d{10,}$/.test(number) ? number.slice(-10) : null,
    status: delivered ? 'delivered' : 'failed',
    reason: delivered ? null : text(detail.failedReason) || text(detail.desc) || `MSG91 status ${status}`,
    reportedAt: istTime(text(detail.date)) ?? now,
  };
}

/** MSG91 writes report times as "2024-05-22 10:06:20", India time. */
function istTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function isObject(value: unknown): value is ReportEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
