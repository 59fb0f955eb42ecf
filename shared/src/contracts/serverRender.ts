import type { RuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './remotes';
import type { Locale } from '../domain/locales';

/**
 * What a server-rendered page carries for the browser, in the JSON data block
 * `<script type="application/json" id="__KIRANA_SSR__">` before its scripts: the two files the shell would
 * otherwise fetch first (config.json, remotes.json), and
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
  /** The language the page was rendered in (the visitor's cookie); the browser hydrates in it. */
  locale?: Locale;
}

export const SERVER_RENDERED_GLOBAL = '__KIRANA_SSR__';

let readPage: { page: ServerRenderedPage | null } | undefined;

/** The payload of a server-rendered page (read once), or null on a page the browser draws itself. */
export function serverRenderedPage(): ServerRenderedPage | null {
  if (readPage) return readPage.page;
  // No DOM on the server (and no DOM types where the API compiles this file).
  const doc = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } })
    .document;
  if (!doc) return null;
  const text = doc.getElementById(SERVER_RENDERED_GLOBAL)?.textContent;
  let page: unknown = null;
  try {
    page = text ? JSON.parse(text) : null;
  } catch {
    page = null; // a cut-off page: drawn by the browser as any other
  }
  readPage = { page: page && typeof page === 'object' ? (page as ServerRenderedPage) : null };
  return readPage.page;
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
