import { isIP } from 'node:net';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES } from '@kirana/shared/domain';
import { loadPhonePeConfig, type PhonePeConfig } from './payments/phonepe/config';
import { API_ROOT } from './paths';
import { type ConfigEnv, readEnv } from './configSchema';
import { loadSmsConfig, type SmsConfig } from './sms/config';

export type { SmsConfig };

/** Configuration comes from the environment, validated once at start (convention 12). */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  /** Where the API listens. */
  port: number;
  host: string;
  /** PostgreSQL; when absent the API runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** The embedded database's folder; ':memory:' keeps it in memory (tests). */
  dataDir: string;
  redisUrl: string | undefined;
  /** How long a start waits for Redis (when REDIS_URL is set) before giving up with a clear message. */
  redisConnectTimeoutMs: number;
  /** Prefix of the socket.io adapter's Redis channels (instances of one store share it). */
  redisKeyPrefix: string;
  /** The API's own public origin (the spec's {host}); image URLs are built on it. */
  publicUrl: string;
  /** Storefront origins allowed to call with credentials (CORS and the CSRF origin check). */
  corsOrigins: string[];
  /** Signs session ids and hashes one-time codes. No production default. */
  tokenSecret: string;
  /** Insert the demo catalogue, locations and admin on start (idempotent). */
  seed: boolean;
  uploadDir: string;
  uploadMaxBytes: number;
  adminPhones: string[];
  /** How one-time codes reach the customer's phone. */
  sms: SmsConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The storefront's origin: PhonePe sends the customer back to its /orderstatus page. */
  storefrontUrl: string;
  /** The session cookie is `Secure`: always in production, elsewhere when the API is served over https. */
  secureCookies: boolean;
  phonePe: PhonePeConfig;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): false, a hop count, or
   * the proxies' addresses/CIDRs. The client address every per-network limit counts comes from it.
   */
  trustProxy: boolean | number | string[];
  /** Longest a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * Serve the generated API reference (`/api/openapi.json`, and the browsable `/api/docs`): on by default
   * in development and test, off in production unless `API_DOCS=on`.
   */
  apiDocs: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const DEV_TOKEN_SECRET = 'development-only-secret-change-me';
export const NODE_ENV_UNSET =
  'NODE_ENV is not set, so production rules apply (no development outbox, no PhonePe simulator). ' +
  'For local work set NODE_ENV=development (npm start and npm run dev do); ' +
  'in production set NODE_ENV=production and the settings below';
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads the environment: each variable's form through the schema (configSchema.ts), then the rules
 * that join several (production's required settings, the SMS and PhonePe sets). Every problem is
 * named at once; none throws before the others are found.
 */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): AppConfig {
  const problems: string[] = [];
  const env = readEnv(rawEnv, problems);
  const raw = (name: keyof ConfigEnv) => rawEnv[name] || undefined;
  const given = (name: keyof ConfigEnv) => raw(name) !== undefined;
  // Unset is production: the development conveniences (the code outbox, the PhonePe simulator and
  // its public salt, a known token secret) only run when someone asked for them by name.
  const nodeEnvUnset = !rawEnv.NODE_ENV;
  const nodeEnv = env.NODE_ENV ?? 'production';
  const production = nodeEnv === 'production';

  const port = env.API_PORT ?? 4000;
  const storefrontPort = env.PORT ?? 3000;
  const publicUrl = (env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const corsOrigins = env.CORS_ORIGINS
    ? list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, ''))
    : [`http://localhost:${storefrontPort}`, `http://127.0.0.1:${storefrontPort}`];

  const tokenSecret = env.TOKEN_SECRET ?? (production ? '' : DEV_TOKEN_SECRET);
  if (!tokenSecret) problems.push('TOKEN_SECRET is required in production (a long random string)');
  else if (production && tokenSecret.length < 32)
    problems.push('TOKEN_SECRET must be at least 32 characters in production');

  if (production && !rawEnv.PUBLIC_API_URL)
    problems.push('PUBLIC_API_URL is required in production (image links and PhonePe callbacks use it)');
  const storefrontUrl = (env.STOREFRONT_URL ?? (production ? '' : `http://localhost:${storefrontPort}`)).replace(
    /\/+$/,
    '',
  );
  if (!storefrontUrl && !rawEnv.STOREFRONT_URL)
    problems.push('STOREFRONT_URL is required in production (PhonePe sends customers back to it)');
  if (production)
    // Only what was set: a missing one is already named as required.
    requireHttps(
      { PUBLIC_API_URL: env.PUBLIC_API_URL ? publicUrl : '', STOREFRONT_URL: env.STOREFRONT_URL ? storefrontUrl : '' },
      env.ALLOW_HTTP_LOOPBACK === 'true',
      problems,
    );
  const phonePe = loadPhonePeConfig(env, { production, publicUrl, given }, problems);
  const sms = loadSmsConfig(env, { production, storefrontUrl, given, raw }, problems);
  const trustProxy = trustedProxies(env.TRUST_PROXY, production, problems);

  if (problems.length > 0 && nodeEnvUnset) problems.unshift(NODE_ENV_UNSET);
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  return {
    nodeEnv,
    port,
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite'),
    redisUrl: env.REDIS_URL,
    redisConnectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS ?? 10_000,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'kirana:socket.io',
    publicUrl,
    corsOrigins,
    tokenSecret,
    seed: (env.SEED ?? (production ? 'false' : 'true')) === 'true',
    uploadDir: env.UPLOAD_DIR ?? path.join(API_ROOT, 'uploads'),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES ?? IMAGE_UPLOAD_MAX_BYTES,
    adminPhones: list(env.ADMIN_PHONES),
    sms,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    storefrontUrl,
    secureCookies: production || publicUrl.startsWith('https://'),
    phonePe,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    trustProxy,
    apiDocs: (env.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production serves its origins over https only (the cookie is Secure, HSTS is sent). The one
 * exception, `ALLOW_HTTP_LOOPBACK=true`, lets http through for this machine's own addresses and
 * nothing else: the production-shape journey runs the proxy without TLS on localhost.
 */
function requireHttps(origins: Record<string, string>, allowLoopback: boolean, problems: string[]): void {
  for (const [name, origin] of Object.entries(origins)) {
    if (!origin || origin.startsWith('https://')) continue;
    let host = '';
    try {
      host = new URL(origin).hostname;
    } catch {
      continue; // its own problem is already named
    }
    if (allowLoopback && LOOPBACK_HOSTS.has(host)) continue;
    problems.push(
      `${name} must use https in production (got "${origin}")${LOOPBACK_HOSTS.has(host) ? '; ALLOW_HTTP_LOOPBACK=true allows http on this machine only' : ''}`,
    );
  }
}

/**
 * TRUST_PROXY: `false`, a number of proxy hops (production's default is 1: the nginx in front,
 * which replaces X-Forwarded-For with the address that connected to it), or a list of the
 * proxies' addresses or CIDRs. Outside production nothing is trusted unless it is set.
 */
function trustedProxies(raw: string | undefined, production: boolean, problems: string[]): boolean | number | string[] {
  const value = raw?.trim();
  if (!value) return production ? 1 : false;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = list(value);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const kind = isIP(address ?? '');
    const maxBits = kind === 6 ? 128 : 32;
    // A prefix of 0 (everyone) is no proxy list, and the address library refuses it at start.
    if (
      !kind ||
      extra !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= maxBits))
    ) {
      problems.push(
        `TRUST_PROXY must be false, a number of proxy hops, or the proxies' addresses or CIDRs (got "${entry}")`,
      );
    }
  }
  return entries;
}
