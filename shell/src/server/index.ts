import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './staticServer';
import { runtimeDocument } from './runtimeDocuments';
import { DEFAULT_BUDGET_MS, startStorefrontServer } from './storefrontServer';

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
  if (!origin)
    throw new Error('STOREFRONT_URL is required: the storefront’s public origin, e.g. https://shop.example.com');
  const source = (name: 'CONFIG' | 'REMOTES', file: string) => {
    const [fromFile, fromUrl] = [env[`${name}_FILE`], env[`${name}_URL`]];
    if (fromFile && fromUrl) throw new Error(`set ${name}_FILE or ${name}_URL, not both`);
    if (fromUrl && !/^https?:\/\//.test(fromUrl))
      throw new Error(`${name}_URL must be an http(s) address (got "${fromUrl}")`);
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
