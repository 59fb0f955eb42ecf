/**
 * Headers every storefront page and every API answer carries (README → Production lists why):
 * no referrer path to other sites, no camera, microphone or location, no content sniffing, never
 * framed, and a window of its own (no opener another site could reach into).
 */
export const SECURITY_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Where browsers send Content-Security-Policy violation reports, on the API origin. */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The `report-to` group name, declared by the page's `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp';

/** One year, this host and every subdomain: sent by the proxy on its TLS origins only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
