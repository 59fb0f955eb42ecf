import type { RuntimeConfig } from '@kirana/shared';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '@kirana/shared/contracts';

/** An http(s) address's origin, or null for anything else. */
function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket origin socket.io reaches at an http(s) origin. */
const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (sources: (string | null)[]) => [
  ...new Set(sources.filter((source): source is string => source !== null)),
];

export interface PolicyInputs {
  /** config.json as served now: the API origin and the payment host. */
  config: RuntimeConfig;
  /** remotes.json as served now: remote name → its mf-manifest.json URL. */
  remotes: Record<string, string>;
}

/**
 * The storefront's Content-Security-Policy, made on every page from the same config.json and
 * remotes.json the page runs with, so moving a remote (or the API) changes it with no rebuild:
 * scripts only from this origin and the remotes' (Module Federation injects their remoteEntry.js
 * and chunks as <script> tags; the page has no inline script: the server-rendered payload is a
 * JSON data block), no eval; connections to the API and its socket; pictures from here, the API
 * and data: URLs; never framed, no plugins, no <base>, forms only here and to the payment host.
 * Styles allow 'unsafe-inline' (antd's CSS-in-JS, React's style attributes; README → Production).
 */
export function contentSecurityPolicy({ config, remotes }: PolicyInputs): string {
  const api = originOf(config.apiHost);
  const remoteOrigins = unique(Object.values(remotes).map(originOf));
  const directives: [string, ...(string | null)[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remoteOrigins],
    ['style-src', "'self'", ...remoteOrigins, "'unsafe-inline'"],
    ['img-src', "'self'", api, ...remoteOrigins, 'data:'],
    ['font-src', "'self'", ...remoteOrigins, 'data:'],
    ['connect-src', "'self'", api, api && webSocketOrigin(api), ...remoteOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", originOf(config.paymentHost)],
    ...(api
      ? ([
          ['report-uri', `${api}${CSP_REPORT_PATH}`],
          ['report-to', CSP_REPORT_GROUP],
        ] as [string, string][])
      : []),
  ];
  return directives.map(([name, ...sources]) => [name, ...unique(sources)].join(' ')).join('; ');
}

/** The headers a storefront page carries besides the common ones: its policy and where reports go. */
export function pageSecurityHeaders(inputs: PolicyInputs): Record<string, string> {
  const api = originOf(inputs.config.apiHost);
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    ...(api ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${api}${CSP_REPORT_PATH}"` } : {}),
  };
}
