import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { localeFromCookieHeader, setRuntimeConfig, type RuntimeConfig } from '@kirana/shared';
import { serveStatic, type RunningServer, type StaticServerOptions } from './staticServer';
import { pageSecurityHeaders } from './contentSecurityPolicy';
import { pageTemplate } from './pageTemplate';
import { renderPage, serverRenderedRemote } from './renderPage';
import { internalAddress } from './serverRemotes';
import type { RuntimeDocument } from './runtimeDocuments';
import { describeFailure } from './describeFailure';
import { answerSearchEngineFile, isSearchEngineFile } from './searchEngineFiles';

export interface StorefrontServerOptions extends Omit<StaticServerOptions, 'page' | 'spa' | 'generated'> {
  /** The storefront's public origin (canonical links, the sitemap's address). */
  origin: string;
  /** config.json and remotes.json, asked on every request: a switch there is served at once. */
  documents: { config: RuntimeDocument; remotes: RuntimeDocument };
  /** Where this server reads the API (default: config.json's apiHost, as browsers do). */
  apiUrl?: string;
  /**
   * Where this server fetches what remotes.json names under `origin` (the proxy, inside a container
   * network where the public name does not lead back in). Browsers keep the public addresses.
   */
  internalOrigin?: string;
  /** Longest waits before a page is served for the browser to draw instead. */
  budgetMs?: { code: number; data: number };
  log?: (line: string) => void;
}

export const DEFAULT_BUDGET_MS = { code: 1_000, data: 300 };
/**
 * Anonymous pages are the same for everyone: a shared cache (the proxy, a CDN) may keep one a few
 * seconds; a browser asks again each time, so a reload shows a change the store just made.
 */
const PAGE_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

/**
 * The storefront's server: the shell's files as the static host serves them, and the public
 * customer pages rendered on the server. A page it cannot render in time is served as before,
 * index.html for the browser to draw: never an error or a blank page.
 */
export function startStorefrontServer(options: StorefrontServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const template = pageTemplate(readFileSync(path.join(root, 'index.html'), 'utf8'));
  const shellStyles = readdirSync(root)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/${file}`);
  const log = options.log ?? ((line: string) => console.warn(line));
  const serverUrl = internalAddress(options.origin, options.internalOrigin);
  /** Every page's policy, from config.json and remotes.json as they are now. */
  const pageHeaders = async () => {
    const [config, remotes] = (await Promise.all([options.documents.config(), options.documents.remotes()])) as [
      RuntimeConfig,
      Record<string, string>,
    ];
    return pageSecurityHeaders({ config, remotes });
  };

  async function page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('ok\n');
      return true;
    }
    if (isSearchEngineFile(url.pathname)) {
      const apiUrl = async () => options.apiUrl ?? ((await options.documents.config()) as RuntimeConfig).apiHost;
      await answerSearchEngineFile(req, res, url.pathname, options.origin, apiUrl);
      return true;
    }
    if (req.method !== 'GET' || path.extname(url.pathname) || !serverRenderedRemote(url.pathname)) return false;
    try {
      const [config, remotes] = (await Promise.all([options.documents.config(), options.documents.remotes()])) as [
        RuntimeConfig,
        Record<string, string>,
      ];
      setRuntimeConfig({ ...config, apiHost: options.apiUrl ?? config.apiHost });
      const rendered = await renderPage(url, {
        template,
        shellStyles,
        config,
        remotes,
        origin: options.origin,
        serverUrl,
        budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS,
        locale: localeFromCookieHeader(req.headers.cookie) ?? 'en',
      });
      if (!rendered) return false;
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(rendered.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PAGE_CACHE,
        // The page is in the language its visitor's cookie names: a shared cache keeps one per language.
        Vary: 'Accept-Encoding, Cookie',
        ...pageSecurityHeaders({ config, remotes }),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (gzip) {
        const zip = createGzip();
        zip.pipe(res);
        rendered.pipe(zip);
      } else rendered.pipe(res);
      return true;
    } catch (error) {
      log(`[storefront] ${url.pathname}${url.search} served for the browser to draw: ${describeFailure(error)}`);
      return false;
    }
  }

  return serveStatic({
    ...options,
    root,
    spa: true,
    page,
    hidden: ['server'],
    pageHeaders,
    generated: { '/config.json': options.documents.config, '/remotes.json': options.documents.remotes },
  });
}
