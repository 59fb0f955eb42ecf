import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { API_BUNDLE } from '../../api/scripts/build';
import { apiBundle } from '../../api/scripts/bundle';
import { buildFrontEnds } from '../../scripts/build';
import { distDir, FRONTENDS, REMOTES, ROOT } from '../../scripts/frontends';
import { localProxyValues, selfSignedCertificate, writeLocalNginxConfig } from '../../scripts/nginxConfig';
import type { RunningServer } from '../../shell/src/server/staticServer';
import { startStorefrontServer } from '../../scripts/storefrontServer';
import { createDatabase } from './database';
import { startFakeSmsGateway, type FakeSmsGateway } from './fakeSmsGateway';

/**
 * docker-compose.yml without containers: the same nginx templates run by Debian's nginx, two
 * API processes from the production bundle in NODE_ENV=production on this machine's PostgreSQL
 * (a database of their own) and Redis (a key prefix of their own), two storefront rendering
 * servers reading config.json and remotes.json from the shell's static host, and the built front
 * ends on static hosts rendered from the same template. Sign-in codes go through the real HTTP SMS
 * provider to a fake gateway over TLS.
 */
export interface ApiInstance {
  port: number;
  process: ChildProcess;
  log: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface AccessLogLine {
  uri: string;
  status: number;
  /** Every instance tried, in order ('127.0.0.1:7471, 127.0.0.1:7472' when the proxy moved on). */
  upstream: string;
  /** What each of them answered ('503, 200'). */
  upstream_status: string;
  request_id: string;
}

export interface ProductionShape {
  storefrontUrl: string;
  apiUrl: string;
  /**
   * The proxy's TLS listeners for the same two origins (a self-signed certificate, `certificate`),
   * where HSTS is sent. The journey's browser and the API use the plain ones on localhost, which
   * production allows only with ALLOW_HTTP_LOOPBACK=true (README → Production).
   */
  tls: { storefrontUrl: string; apiUrl: string; certificate: string };
  apis: ApiInstance[];
  /** The two storefront rendering servers' ports, as the proxy's access log names them (127.0.0.1:port). */
  storefronts: number[];
  /** Stops rendering server `index` (SIGTERM), or starts it again on its port. */
  stopStorefront(index: number): Promise<void>;
  startStorefront(index: number): Promise<void>;
  /**
   * Starts instance `index` again on its port (after a stop) and, as a rolling deploy must, waits
   * until the proxy is routing requests to it again before answering.
   */
  restartApi(index: number): Promise<void>;
  sms: FakeSmsGateway;
  /** nginx's JSON access log, one object per request. */
  accessLog(): AccessLogLine[];
  /**
   * The access log once `ready` holds for it (or as it is after `timeoutMs`): nginx writes a
   * request's line after the response has left, so a client can be faster than the log.
   */
  accessLogWhen(ready: (lines: AccessLogLine[]) => boolean, timeoutMs?: number): Promise<AccessLogLine[]>;
  countRows(sql: string): Promise<number>;
  dispose(): Promise<void>;
}

const REMOTE_PATHS: Record<string, string> = {
  mfe_catalog: 'catalog',
  mfe_cart_checkout: 'cart-checkout',
  mfe_account: 'account',
  mfe_admin: 'admin',
};

/** Something else answering on a port would pass our health checks: refuse taken ports up front. */
async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () =>
        reject(new Error(`port ${port} is in use; set E2E_BASE_PORT to move the production-shape journey`)),
      );
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
    });
  }
}

async function untilHealthy(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startApiInstance(port: number, env: Record<string, string>, dir: string): Promise<ApiInstance> {
  const logFile = path.join(dir, `api-${port}.log`);
  let output = '';
  const child = spawn(process.execPath, [API_BUNDLE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: ApiInstance = {
    port,
    process: child,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      writeFileSync(logFile, output);
      return code;
    },
  };
  return untilHealthy(`http://127.0.0.1:${port}/health`, child).then(
    () => instance,
    (error: Error) => Promise.reject(new Error(`${error.message}\n${output.slice(-2000)}`)),
  );
}

export async function startProductionShape(base: number): Promise<ProductionShape> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-shape-'));
  // nginx's workers run unprivileged and must read the shell's files in here (mkdtemp makes it 0700).
  chmodSync(dir, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const dispose = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };
  try {
    const ports = {
      storefront: base,
      api: base + 1000,
      apis: [base + 1001, base + 1002],
      statics: FRONTENDS.map((_, i) => base + 10 + i),
      storefronts: [base + 20, base + 21],
      sms: base + 70,
      // Nothing listens here: PhonePe's settings must be complete in production, and the token the
      // API fetches at start fails at once on loopback instead of reaching out to PhonePe's sandbox.
      phonePe: base + 71,
      tls: { storefront: base + 80, api: base + 81 },
    };
    await assertPortsFree([
      ports.storefront,
      ports.api,
      ...ports.apis,
      ...ports.statics,
      ...ports.storefronts,
      ports.sms,
      ports.phonePe,
      ports.tls.storefront,
      ports.tls.api,
    ]);
    const storefrontUrl = `http://localhost:${ports.storefront}`;
    const apiUrl = `http://localhost:${ports.api}`;

    // A database of our own on the machine's PostgreSQL, dropped afterwards.
    const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const database = await createDatabase(serverUrl, 'kirana_shape');
    cleanups.push(() => database.drop());
    const databaseUrl = database.url;

    // The production bundle of the API and production builds of the front ends.
    await apiBundle();
    await buildFrontEnds({ log: () => undefined });

    // The shell's static host gets its runtime config the way the shell image writes it at start.
    const shellRoot = path.join(dir, 'shell');
    cpSync(distDir(FRONTENDS[0]!), shellRoot, { recursive: true });
    writeFileSync(
      path.join(shellRoot, 'config.json'),
      JSON.stringify({ apiHost: apiUrl, paymentHost: 'https://api-preprod.phonepe.com/apis/pg-sandbox' }),
    );
    writeFileSync(
      path.join(shellRoot, 'remotes.json'),
      JSON.stringify(
        Object.fromEntries(
          REMOTES.map((r) => [r.name, `${storefrontUrl}/mfe/${REMOTE_PATHS[r.name]}/mf-manifest.json`]),
        ),
      ),
    );

    // Each remote's files too, as its image holds them: nginx's unprivileged workers may not be
    // able to reach the checkout itself (a clone under a 0700 directory, for one).
    const staticRoot = (frontend: (typeof FRONTENDS)[number]) => {
      const root = path.join(dir, 'static', frontend.name);
      if (!existsSync(root)) cpSync(distDir(frontend), root, { recursive: true });
      return root;
    };

    const sms = await startFakeSmsGateway(ports.sms, dir);
    cleanups.push(() => sms.close());

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      // The documented opt-out: the browser reaches this proxy over plain http on localhost.
      ALLOW_HTTP_LOOPBACK: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `kirana-shape-${randomBytes(4).toString('hex')}`,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_API_URL: apiUrl,
      STOREFRONT_URL: storefrontUrl,
      CORS_ORIGINS: storefrontUrl,
      SEED: 'true',
      // A second admin, so journeys that sign admins in need not wait out one phone's resend gap.
      ADMIN_PHONES: '9000000001',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_HTTP_API_KEY: sms.apiKey,
      SMS_SENDER: 'KIRANA',
      // The DLT registration production requires: the approved text ends with the WebOTP line for this storefront.
      SMS_DLT_ENTITY_ID: '1201160000000012345',
      SMS_DLT_TEMPLATE_ID: '1207160000000067890',
      SMS_DLT_TEMPLATE: `{#var#} is your Kirana Now sign-in code. It expires in {#var#} minutes. Never share it.\n\n@${new URL(storefrontUrl).hostname} #{#var#}`,
      NODE_EXTRA_CA_CERTS: sms.certificatePath,
      PHONEPE_CLIENT_ID: 'SHAPETEST',
      PHONEPE_CLIENT_SECRET: randomBytes(16).toString('hex'),
      PHONEPE_CLIENT_VERSION: '1',
      PHONEPE_WEBHOOK_USERNAME: 'shape',
      PHONEPE_WEBHOOK_PASSWORD: randomBytes(16).toString('hex'),
      PHONEPE_BASE_URL: `https://127.0.0.1:${ports.phonePe}/apis/pg-sandbox`,
      PHONEPE_AUTH_URL: `https://127.0.0.1:${ports.phonePe}/apis/pg-sandbox`,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SHUTDOWN_TIMEOUT_MS: '8000',
      LOG_LEVEL: 'info',
    };
    const apis: ApiInstance[] = [];
    cleanups.push(async () => {
      await Promise.all(apis.map((api) => api.stop('SIGTERM')));
    });
    // One after the other: the first applies migrations and the seed, the second finds them done.
    for (const port of ports.apis) apis.push(await startApiInstance(port, env, dir));

    // The rendering servers, as docker-compose.yml runs them: the runtime documents from the shell's
    // static host, the API and the remotes' server code through the proxy (at 127.0.0.1, the proxy's
    // address inside this "network", where browsers use localhost).
    const storefronts: (RunningServer | undefined)[] = [];
    const startStorefront = async (index: number) => {
      storefronts[index] = await startStorefrontServer({
        port: ports.storefronts[index]!,
        origin: storefrontUrl,
        config: `http://127.0.0.1:${ports.statics[0]}/config.json`,
        remotes: `http://127.0.0.1:${ports.statics[0]}/remotes.json`,
        apiUrl: `http://127.0.0.1:${ports.api}`,
        internalOrigin: `http://127.0.0.1:${ports.storefront}`,
        // The 300 ms data budget is for a quiet server: on a machine running another journey beside
        // this one, a page can miss it and go out for the browser to draw, as designed. The journey
        // checks that the other server renders every page, so it gives the data time to come.
        dataBudgetMs: 5_000,
        quiet: true,
      });
    };
    cleanups.push(async () => {
      await Promise.all(storefronts.map((server) => server?.close()));
    });

    const accessLogPath = path.join(dir, 'nginx', 'logs', 'access.log');
    const certificate = selfSignedCertificate(path.join(dir, 'tls'));
    const conf = writeLocalNginxConfig({
      dir: path.join(dir, 'nginx'),
      proxy: localProxyValues(
        {
          apis: ports.apis,
          storefront: ports.storefront,
          storefronts: ports.storefronts,
          api: ports.api,
          shell: ports.statics[0]!,
          remotes: Object.fromEntries(REMOTES.map((r) => [r.name, ports.statics[FRONTENDS.indexOf(r)]!])),
          tls: ports.tls,
        },
        accessLogPath,
        { pages: path.join(dir, 'nginx', 'pages'), api: path.join(dir, 'nginx', 'api-cache') },
        certificate,
      ),
      statics: FRONTENDS.map((f, i) => ({
        port: ports.statics[i]!,
        root: f.name === 'shell' ? shellRoot : staticRoot(f),
      })),
    });
    const nginx = spawn('nginx', ['-p', path.join(dir, 'nginx'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    cleanups.push(async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await new Promise((r) => nginx.once('exit', r));
      }
    });
    await untilHealthy(`${storefrontUrl}/healthz`, nginx, 15_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${nginxErrors}`);
    });
    await untilHealthy(`${apiUrl}/health`, nginx, 15_000);
    for (const index of ports.storefronts.keys()) await startStorefront(index);

    // Only whole lines: nginx may be writing the last one as it is read (CI once read half a line).
    const readAccessLog = () => {
      if (!existsSync(accessLogPath)) return [];
      const text = readFileSync(accessLogPath, 'utf8');
      return text
        .slice(0, text.lastIndexOf('\n') + 1)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessLogLine);
    };

    return {
      storefrontUrl,
      apiUrl,
      tls: {
        storefrontUrl: `https://localhost:${ports.tls.storefront}`,
        apiUrl: `https://localhost:${ports.tls.api}`,
        certificate: certificate.certificate,
      },
      apis,
      storefronts: ports.storefronts,
      async stopStorefront(index) {
        await storefronts[index]?.close();
        storefronts[index] = undefined;
      },
      startStorefront,
      async restartApi(index) {
        apis[index] = await startApiInstance(ports.apis[index]!, env, dir);
        const upstream = `127.0.0.1:${ports.apis[index]}`;
        const deadline = Date.now() + 20_000;
        for (;;) {
          const from = readAccessLog().length;
          await fetch(`${apiUrl}/health`);
          if (
            readAccessLog()
              .slice(from)
              .some((line) => line.upstream === upstream && line.status === 200)
          )
            return;
          if (Date.now() > deadline) throw new Error(`the proxy never routed to the restarted ${upstream}`);
          await new Promise((r) => setTimeout(r, 250));
        }
      },
      sms,
      accessLog: readAccessLog,
      async accessLogWhen(ready, timeoutMs = 5_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const lines = readAccessLog();
          if (ready(lines) || Date.now() > deadline) return lines;
          await new Promise((r) => setTimeout(r, 50));
        }
      },
      async countRows(sql: string) {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const result = await client.query<{ n: string }>(sql);
          return Number(result.rows[0]?.n ?? 0);
        } finally {
          await client.end();
        }
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
