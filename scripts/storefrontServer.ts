import path from 'node:path';
import { startChildService } from './childService';
import { distDir, FRONTENDS } from './frontends';
import type { RunningServer } from '../shell/src/server/staticServer';

export interface StorefrontServerProcessOptions {
  port: number;
  /** The storefront's public origin. */
  origin: string;
  /** config.json: a file read on every request, or the URL of the shell static host's copy. */
  config: string;
  /** remotes.json, the same way: a switch there is served at once (a URL within a second). */
  remotes: string;
  /** Where the server reads the API. */
  apiUrl: string;
  /** Where it fetches remote code named under `origin` (the proxy, in the production shape). */
  internalOrigin?: string;
  /** How long a page waits for the API's data before the browser is left to draw it (SSR_DATA_BUDGET_MS). */
  dataBudgetMs?: number;
  /** How long a page waits for the remotes' server code before the browser is left to draw it (SSR_CODE_BUDGET_MS). */
  codeBudgetMs?: number;
  quiet?: boolean;
}

const isUrl = (source: string) => /^https?:\/\//.test(source);

/**
 * The shell's storefront server (its server build: static files and server-rendered pages) as its
 * own process, exactly as the production image runs it.
 */
export async function startStorefrontServer(options: StorefrontServerProcessOptions): Promise<RunningServer> {
  const shell = distDir(FRONTENDS.find((f) => f.name === 'shell')!);
  const service = await startChildService({
    name: 'the storefront server',
    command: process.execPath,
    args: ['--enable-source-maps', path.join(shell, 'server', 'index.cjs')],
    env: {
      PORT: String(options.port),
      STOREFRONT_URL: options.origin,
      SHELL_DIST: shell,
      [isUrl(options.config) ? 'CONFIG_URL' : 'CONFIG_FILE']: options.config,
      [isUrl(options.remotes) ? 'REMOTES_URL' : 'REMOTES_FILE']: options.remotes,
      SSR_API_URL: options.apiUrl,
      ...(options.internalOrigin ? { INTERNAL_STOREFRONT_URL: options.internalOrigin } : {}),
      ...(options.dataBudgetMs ? { SSR_DATA_BUDGET_MS: String(options.dataBudgetMs) } : {}),
      ...(options.codeBudgetMs ? { SSR_CODE_BUDGET_MS: String(options.codeBudgetMs) } : {}),
    },
    port: options.port,
    portEnv: 'PORT',
    readyPath: '/healthz',
    quiet: options.quiet ?? false,
  });
  return { url: service.url, port: options.port, close: () => service.stop(5_000) };
}
