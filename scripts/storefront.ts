import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFrontEnds } from './build';
import { startApi, type ApiProcess } from './apiProcess';
import type { RemoteName } from '@kirana/shared/contracts';
import { distDir, REMOTES, resolvePorts, type FrontEnd } from './frontends';
import { serveStatic, type RunningServer } from '../shell/src/server/staticServer';
import { startStorefrontServer } from './storefrontServer';

type Env = Record<string, string | undefined>;

/** The store's contact details the support page shows (`/config.json` fields ← environment variables). */
const STORE_CONTACT_ENV = {
  storePhone: 'STORE_PHONE',
  storeWhatsApp: 'STORE_WHATSAPP',
  storeEmail: 'STORE_EMAIL',
  storeHours: 'STORE_HOURS',
  storeUpiId: 'STORE_UPI_ID',
  storeUpiName: 'STORE_UPI_NAME',
} as const;

/** Only the details the environment names; the storefront has defaults for the rest. */
function storeContactConfig(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STORE_CONTACT_ENV).flatMap(([field, name]) => {
      const value = env[name]?.trim();
      return value ? [[field, value]] : [];
    }),
  );
}

export interface Storefront {
  storefrontUrl: string;
  apiUrl: string;
  servers: Record<FrontEnd['name'], RunningServer>;
  api: ApiProcess;
  /** Stops one front end's server (the browser journeys use this to take a remote down). */
  stopFrontEnd(name: FrontEnd['name']): Promise<void>;
  /** Serves a stopped remote again on its port. */
  startFrontEnd(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole store on one machine: builds front ends whose sources changed, starts the API
 * (embedded database unless DATABASE_URL), and serves the shell and each remote on its own port,
 * with the shell's /config.json and /remotes.json generated from the ports in use.
 */
export interface StorefrontOptions {
  quietApi?: boolean;
  log?: (line: string) => void;
  /** Serve /remotes.json from this file, read on every request, instead of the one made from the ports. */
  remotesFile?: string;
  /** Where the storefront server reads the API (default: the API started here); journeys point it at a slow one. */
  serverApiUrl?: string;
  /** Run the API from its production bundle (built when its sources changed) instead of from source with tsx. */
  bundledApi?: boolean;
  /** The storefront server's render budgets (default: the product's, 1 s for code and 300 ms for data). */
  renderBudgetMs?: { code?: number; data?: number };
}

export async function startStorefront(env: Env = process.env, options: StorefrontOptions = {}): Promise<Storefront> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = resolvePorts(env);
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const apiUrl = env.PUBLIC_API_URL ?? `http://${publicHost}:${ports.api}`;
  const storefrontUrl = `http://${publicHost}:${ports.storefront}`;

  await buildFrontEnds({ log });

  const corsOrigins =
    env.CORS_ORIGINS ??
    [storefrontUrl, `http://localhost:${ports.storefront}`, `http://127.0.0.1:${ports.storefront}`].join(',');
  const servers = {} as Record<FrontEnd['name'], RunningServer>;
  const serveRemote = async (name: RemoteName) => {
    const remote = REMOTES.find((r) => r.name === name)!;
    servers[name] = await serveStatic({ root: distDir(remote), port: ports.byFrontEnd[name] });
  };
  // The API and the front ends start side by side (each child process spends seconds starting);
  // whichever fails, what the other started is stopped again.
  const frontEnds = async () => {
    for (const remote of REMOTES) await serveRemote(remote.name);
    const runtime = mkdtempSync(path.join(tmpdir(), 'kirana-storefront-'));
    const configFile = path.join(runtime, 'config.json');
    // The payment host the API sends customers to (its simulator unless PHONEPE_BASE_URL): page forms may post there.
    const paymentHost = env.PHONEPE_BASE_URL ?? `${apiUrl}/dev/phonepe`;
    writeFileSync(configFile, JSON.stringify({ apiHost: apiUrl, paymentHost, ...storeContactConfig(env) }));
    let remotesFile = options.remotesFile;
    if (!remotesFile) {
      remotesFile = path.join(runtime, 'remotes.json');
      writeFileSync(
        remotesFile,
        JSON.stringify(
          Object.fromEntries(
            REMOTES.map((r) => [r.name, `http://${publicHost}:${ports.byFrontEnd[r.name]}/mf-manifest.json`]),
          ),
        ),
      );
    }
    servers.shell = await startStorefrontServer({
      port: ports.storefront,
      origin: storefrontUrl,
      config: configFile,
      remotes: remotesFile,
      apiUrl: options.serverApiUrl ?? `http://127.0.0.1:${ports.api}`,
      codeBudgetMs: options.renderBudgetMs?.code,
      dataBudgetMs: options.renderBudgetMs?.data,
      quiet: options.quietApi ?? false,
    });
  };
  const [apiStarted, frontEndsStarted] = await Promise.allSettled([
    startApi({ ...env, PUBLIC_API_URL: apiUrl, CORS_ORIGINS: corsOrigins, PORT: String(ports.storefront) }, ports.api, {
      quiet: options.quietApi ?? false,
      bundled: options.bundledApi ?? false,
    }),
    frontEnds(),
  ]);
  if (apiStarted.status === 'rejected' || frontEndsStarted.status === 'rejected') {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    if (apiStarted.status === 'fulfilled') await apiStarted.value.stop();
    throw apiStarted.status === 'rejected' ? apiStarted.reason : (frontEndsStarted as PromiseRejectedResult).reason;
  }
  const api = apiStarted.value;

  return {
    storefrontUrl,
    apiUrl,
    servers,
    api,
    async stopFrontEnd(name) {
      await servers[name]?.close();
    },
    startFrontEnd: serveRemote,
    async stop() {
      await Promise.all(Object.values(servers).map((s) => s.close()));
      await api.stop();
    },
  };
}
