import { isIP } from 'node:net';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES } from '@kirana/shared/domain';
import { loadPhonePeConfig, type PhonePeConfig } from './payments/phonepe/config';
import { API_ROOT } from './paths';
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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  // Unset is production: the development conveniences (the code outbox, the PhonePe simulator and
  // its public salt, a known token secret) only run when someone asked for them by name.
  const nodeEnvUnset = !env.NODE_ENV;
  const nodeEnvRaw = env.NODE_ENV || 'production';
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, test or production (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];
  const production = nodeEnv === 'production';

  const port = integer(env.API_PORT, 4000, 'API_PORT', problems, { min: 0, max: 65535 });
  const storefrontPort = integer(env.PORT, 3000, 'PORT', problems, { min: 0, max: 65535 });
  const publicUrl = (env.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    problems.push(`PUBLIC_API_URL must be an origin like https://api.example.com (got "${publicUrl}")`);

  const corsOrigins = env.CORS_ORIGINS
    ? list(env.CORS_ORIGINS)
    : [`http://localhost:${storefrontPort}`, `http://127.0.0.1:${storefrontPort}`];
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS entries must be origins like https://shop.example.com (got "${origin}")`);
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');

  const tokenSecret = env.TOKEN_SECRET ?? (production ? '' : DEV_TOKEN_SECRET);
  if (!tokenSecret) problems.push('TOKEN_SECRET is required in production (a long random string)');
  else if (production && tokenSecret.length < 32)
    problems.push('TOKEN_SECRET must be at least 32 characters in production');

  const adminPhones = list(env.ADMIN_PHONES);
  for (const phone of adminPhones) {
    if (!/^[6-9]\d{9}$/.test(phone))
      problems.push(`ADMIN_PHONES entries must be 10-digit phone numbers starting 6–9 (got "${phone}")`);
  }

  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const seedRaw = env.SEED ?? (production ? 'false' : 'true');
  if (!['true', 'false'].includes(seedRaw)) problems.push('SEED must be true or false');

  if (production && !env.PUBLIC_API_URL)
    problems.push('PUBLIC_API_URL is required in production (image links and PhonePe callbacks use it)');
  const storefrontUrl = (env.STOREFRONT_URL ?? (production ? '' : `http://localhost:${storefrontPort}`)).replace(
    /\/+$/,
    '',
  );
  if (!storefrontUrl) problems.push('STOREFRONT_URL is required in production (PhonePe sends customers back to it)');
  else if (!/^https?:\/\/[^/]+$/.test(storefrontUrl))
    problems.push(`STOREFRONT_URL must be an origin like https://shop.example.com (got "${storefrontUrl}")`);
  if (production)
    requireHttps(
      { PUBLIC_API_URL: publicUrl, STOREFRONT_URL: storefrontUrl },
      env.ALLOW_HTTP_LOOPBACK === 'true',
      problems,
    );
  const phonePe = loadPhonePeConfig(env, { production, publicUrl }, problems);

  const redisConnectTimeoutMs = integer(env.REDIS_CONNECT_TIMEOUT_MS, 10_000, 'REDIS_CONNECT_TIMEOUT_MS', problems, {
    min: 100,
    max: 120_000,
  });
  const shutdownTimeoutMs = integer(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS', problems, {
    min: 100,
    max: 120_000,
  });
  const uploadMaxBytes = integer(env.UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES', problems, {
    min: 1024,
    max: 50 * 1024 * 1024,
  });

  const apiDocsRaw = env.API_DOCS || (production ? 'off' : 'on');
  if (!['on', 'off'].includes(apiDocsRaw)) problems.push(`API_DOCS must be on or off (got "${apiDocsRaw}")`);

  const sms = loadSmsConfig(env, { production, storefrontUrl }, problems);
  const trustProxy = trustedProxies(env.TRUST_PROXY, production, problems);

  if (problems.length > 0 && nodeEnvUnset) problems.unshift(NODE_ENV_UNSET);
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  return {
    nodeEnv,
    port,
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR ?? path.join(API_ROOT, '.data', 'pglite'),
    redisUrl,
    redisConnectTimeoutMs,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'kirana:socket.io',
    publicUrl,
    corsOrigins,
    tokenSecret,
    seed: seedRaw === 'true',
    uploadDir: env.UPLOAD_DIR ?? path.join(API_ROOT, 'uploads'),
    uploadMaxBytes,
    adminPhones,
    sms,
    logLevel,
    storefrontUrl,
    secureCookies: production || publicUrl.startsWith('https://'),
    phonePe,
    shutdownTimeoutMs,
    trustProxy,
    apiDocs: apiDocsRaw === 'on',
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

function integer(
  raw: string | undefined,
  fallback: number,
  name: string,
  problems: string[],
  range: { min: number; max: number },
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max} (got "${raw}")`);
    return fallback;
  }
  return value;
}
