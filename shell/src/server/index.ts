import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { setRuntimeConfig, type RuntimeConfig } from '@kirana/shared';
import { serveStatic, type RunningServer, type StaticServerOptions } from '../../scripts/staticServer';
import { pageTemplate } from './pageTemplate';
import { renderPage, serverRenderedRemote } from './renderPage';
import { internalAddress } from './serverRemotes';
import { runtimeDocument, type RuntimeDocument } from './runtimeDocuments';
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
  const shellStyles = readdirSync(root).filter((file) => file.endsWith('.css')).map((file) => `/${file}`);
  const log = options.log ?? ((line: string) => console.warn(line));
  const serverUrl = internalAddress(options.origin, options.internalOrigin);

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
      const [config, remotes] = (await Promise.all([options.documents.config(), options.documents.remotes()])) as [RuntimeConfig, Record<string, string>];
      setRuntimeConfig({ ...config, apiHost: options.apiUrl ?? config.apiHost });
      const rendered = await renderPage(url, {
        template,
        shellStyles,
        config,
        remotes,
        origin: options.origin,
        serverUrl,
        budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS,
      });
      if (!rendered) return false;
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(rendered.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PAGE_CACHE,
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (gzip) {
        const zip = createGzip();
        zip.pipe(res);
        rendered.pipe(zip);
      } else rendered.pipe(res);
      return true;
    } catch (error) {
      log(`[storefront] ${url.pathname}${url.search} served for the browser to draw: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  return serveStatic({
    ...options,
    root,
    spa: true,
    page,
    hidden: ['server'],
    generated: { '/config.json': options.documents.config, '/remotes.json': options.documents.remotes },
  });
}

/**
 * The storefront server as a program (`node shell/dist/server/index.cjs`), configured by its
 * environment: PORT, STOREFRONT_URL (public origin), SHELL_DIST (the shell's browser build, default
 * beside this file), CONFIG_FILE or CONFIG_URL, REMOTES_FILE or REMOTES_URL (default: SHELL_DIST's
 * config.json and remotes.json; a file is read on every request, a URL at most once a second),
 * SSR_API_URL (where this server reads the API; default config.json's apiHost), INTERNAL_STOREFRONT_URL
 * (where it fetches remote code named under STOREFRONT_URL), SSR_DATA_BUDGET_MS and SSR_CODE_BUDGET_MS.
 */
function startFromEnvironment(env: Record<string, string | undefined>): Promise<RunningServer> {
  const root = env.SHELL_DIST ?? path.join(__dirname, '..');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`SHELL_DIST (${root}) has no index.html`);
  const origin = env.STOREFRONT_URL?.replace(/\/+$/, '');
  if (!origin) throw new Error('STOREFRONT_URL is required: the storefront’s public origin, e.g. https://shop.example.com');
  const source = (name: 'CONFIG' | 'REMOTES', file: string) => {
    const [fromFile, fromUrl] = [env[`${name}_FILE`], env[`${name}_URL`]];
    if (fromFile && fromUrl) throw new Error(`set ${name}_FILE or ${name}_URL, not both`);
    if (fromUrl && !/^https?:\/\//.test(fromUrl)) throw new Error(`${name}_URL must be an http(s) address (got "${fromUrl}")`);
    return runtimeDocument(fromUrl ?? fromFile ?? path.join(root, file));
  };
  return startStorefrontServer({
    root,
    port: positive(env.PORT ?? '3000', 'PORT'),
    origin,
    documents: { config: source('CONFIG', 'config.json'), remotes: source('REMOTES', 'remotes.json') },
    budgetMs: {
      code: positive(env.SSR_CODE_BUDGET_MS ?? String(DEFAULT_BUDGET_MS.code), 'SSR_CODE_BUDGET_MS'),
      data: positive(env.SSR_DATA_BUDGET_MS ?? String(DEFAULT_BUDGET_MS.data), 'SSR_DATA_BUDGET_MS'),
    },
    ...(env.SSR_API_URL ? { apiUrl: env.SSR_API_URL.replace(/\/+$/, '') } : {}),
    ...(env.INTERNAL_STOREFRONT_URL ? { internalOrigin: env.INTERNAL_STOREFRONT_URL } : {}),
  });
}

function positive(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

startFromEnvironment(process.env).then(
  (server) => {
    console.log(`[storefront] listening on ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (error: unknown) => {
    console.error(`[storefront] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
