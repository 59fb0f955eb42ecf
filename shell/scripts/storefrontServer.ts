import path from 'node:path';
import { startChildService } from './childService';
import { distDir, FRONTENDS } from './frontends';
import type { RunningServer } from './staticServer';

export interface StorefrontServerProcessOptions {
  port: number;
  /** The storefront's public origin. */
  origin: string;
  configFile: string;
  /** remotes.json, read on every request (a switch there is served at once). */
  remotesFile: string;
  /** Where the server reads the API. */
  apiUrl: string;
  quiet?: boolean;
}

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
      CONFIG_FILE: options.configFile,
      REMOTES_FILE: options.remotesFile,
      SSR_API_URL: options.apiUrl,
    },
    port: options.port,
    portEnv: 'PORT',
    readyPath: '/remotes.json',
    quiet: options.quiet ?? false,
  });
  return { url: service.url, port: options.port, close: () => service.stop(5_000) };
}
