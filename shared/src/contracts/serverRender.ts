import type { RuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './remotes';

/**
 * What a server-rendered page carries for the browser, in `window.__KIRANA_SSR__` before any
 * script runs: the two files the shell would otherwise fetch first (config.json, remotes.json), and
 * the RTK Query cache the page was drawn from, so it hydrates without fetching.
 */
export interface ServerRenderedPage {
  /** The remote whose page this is; the browser loads it before taking the page over. */
  remote: RemoteName;
  config: RuntimeConfig;
  /** remotes.json as the server read it: remote name → its mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** The `api` slice the server rendered from. */
  api: unknown;
}

export const SERVER_RENDERED_GLOBAL = '__KIRANA_SSR__';

/** The payload of a server-rendered page, or null on a page the browser draws itself. */
export function serverRenderedPage(): ServerRenderedPage | null {
  const page = (globalThis as Record<string, unknown>)[SERVER_RENDERED_GLOBAL];
  return page && typeof page === 'object' ? (page as ServerRenderedPage) : null;
}

/** JSON safe inside a <script>: nothing in it can close the element or end a JavaScript line. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
