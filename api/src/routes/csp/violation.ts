/** What one Content-Security-Policy violation report says, in one shape whichever way it came. */
export interface CspViolation {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sourceFile: string;
  line: number | null;
  column: number | null;
  sample: string;
}

const MAX_TEXT = 300;
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
const position = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** `report-uri`'s body (application/csp-report): `{"csp-report": {"document-uri": …, …}}`. */
function fromReportUri(body: Record<string, unknown>): CspViolation | null {
  const report = record(body['csp-report']);
  if (!report) return null;
  return {
    documentUrl: text(report['document-uri']),
    blockedUrl: text(report['blocked-uri']),
    directive: text(report['effective-directive'] ?? report['violated-directive']),
    disposition: text(report.disposition),
    sourceFile: text(report['source-file']),
    line: position(report['line-number']),
    column: position(report['column-number']),
    sample: text(report['script-sample']),
  };
}

/**
 * The Reporting API's entry (application/reports+json, for `report-to`): `{type: "csp-violation", body:
 * {documentURL, …}}`.
 */
function fromReportTo(entry: Record<string, unknown>): CspViolation | null {
  const body = record(entry.body);
  if (entry.type !== 'csp-violation' || !body) return null;
  return {
    documentUrl: text(body.documentURL),
    blockedUrl: text(body.blockedURL),
    directive: text(body.effectiveDirective),
    disposition: text(body.disposition),
    sourceFile: text(body.sourceFile),
    line: position(body.lineNumber),
    column: position(body.columnNumber),
    sample: text(body.sample),
  };
}

/** The violations in a report body (either format), at most `max`; anything else is skipped. */
export function violationsIn(body: unknown, max: number): CspViolation[] {
  const entries = Array.isArray(body) ? body : [body];
  return entries
    .slice(0, max)
    .map((entry) => {
      const item = record(entry);
      return item ? (fromReportUri(item) ?? fromReportTo(item)) : null;
    })
    .filter((violation): violation is CspViolation => violation !== null);
}
