import { type Static, type TLiteral, Type } from '@sinclair/typebox';
import envSchema from 'env-schema';
import { PHONE_PATTERN } from '@kirana/shared/domain';

/**
 * Every environment variable the API reads, its type and the form its value must take: one TypeBox
 * schema, read and coerced by env-schema. What depends on other settings (production's required
 * values, the provider sets, the SMS template) is checked after it, in config.ts and the providers'
 * config modules.
 *
 * Each variable's `problem` is the sentence start-up prints when its value does not fit, after the
 * variable's name; `{value}` stands for what was given.
 */

/** An origin: scheme and host, no path (trailing slashes are dropped before use). */
const ORIGIN = /^https?:\/\/[^/\s,]+\/*$/;
/** A whole URL (a provider's host with a path). */
const HTTP_URL = /^https?:\/\/\S+$/;
const PHONEPE_URL = /^https?:\/\/[^/\s]+(\/\S*)?$/;
const DLT_DIGITS = /^\d{6,30}$/;

/** Comma-separated lists: each entry's own pattern (empty entries and spaces around commas are fine). */
const LIST_ENTRIES: Partial<Record<string, RegExp>> = {};
function listOf(name: string, entry: RegExp): string {
  LIST_ENTRIES[name] = entry;
  const one = entry.source.replace(/^\^/, '').replace(/\$$/, '');
  return `^\\s*(?:${one})?\\s*(?:,\\s*(?:${one})?\\s*)*$`;
}

function text(pattern: RegExp | string, problem: string, description: string) {
  return Type.Optional(
    Type.String({ pattern: typeof pattern === 'string' ? pattern : pattern.source, problem, description }),
  );
}
function oneOf<const T extends string>(values: readonly T[], problem: string, description: string) {
  return Type.Optional(
    Type.Union(values.map((value) => Type.Literal(value)) as TLiteral<T>[], { problem, description }),
  );
}
function whole(minimum: number, maximum: number, description: string, problem?: string) {
  return Type.Optional(
    Type.Integer({
      minimum,
      maximum,
      description,
      problem: problem ?? `must be a whole number from ${minimum} to ${maximum} (got "{value}")`,
    }),
  );
}
const free = (description: string) => Type.Optional(Type.String({ description }));

export const CONFIG_SCHEMA = Type.Object(
  {
    NODE_ENV: oneOf(
      ['development', 'test', 'production'],
      'must be development, test or production (got "{value}")',
      'which rules apply; unset is production',
    ),
    API_PORT: whole(0, 65535, 'the API’s HTTP and socket.io port'),
    API_HOST: free('the interface the API listens on'),
    PORT: whole(0, 65535, 'the storefront’s port (the default CORS origins and STOREFRONT_URL use it)'),
    PUBLIC_API_URL: text(
      ORIGIN,
      'must be an origin like https://api.example.com (got "{value}")',
      'the API’s public origin',
    ),
    STOREFRONT_URL: text(
      ORIGIN,
      'must be an origin like https://shop.example.com (got "{value}")',
      'the storefront’s origin',
    ),
    ALLOW_HTTP_LOOPBACK: free('true lets production use http on this machine’s own addresses'),
    CORS_ORIGINS: text(
      listOf('CORS_ORIGINS', ORIGIN),
      'entries must be origins like https://shop.example.com (got "{entry}")',
      'storefront origins allowed with credentials, comma-separated',
    ),
    DATABASE_URL: text(
      /^postgres(ql)?:\/\//,
      'must start with postgres:// or postgresql://',
      'PostgreSQL; unset runs the embedded PGlite',
    ),
    DATA_DIR: free('the embedded database’s folder'),
    REDIS_URL: text(/^rediss?:\/\//, 'must start with redis:// or rediss://', 'Redis, shared by the API instances'),
    REDIS_CONNECT_TIMEOUT_MS: whole(100, 120_000, 'how long a start waits for Redis'),
    REDIS_KEY_PREFIX: free('prefix of the realtime channels and rate-limit keys'),
    SHUTDOWN_TIMEOUT_MS: whole(100, 120_000, 'the longest a graceful shutdown may take'),
    TOKEN_SECRET: free('signs sessions and hashes one-time codes'),
    SEED: oneOf(['true', 'false'], 'must be true or false', 'insert the demo catalogue on start'),
    ADMIN_PHONES: text(
      listOf('ADMIN_PHONES', PHONE_PATTERN),
      'entries must be 10-digit phone numbers starting 6–9 (got "{entry}")',
      'extra admin phone numbers, comma-separated',
    ),
    UPLOAD_DIR: free('where image uploads are stored'),
    UPLOAD_MAX_BYTES: whole(1024, 50 * 1024 * 1024, 'the largest image upload, in bytes'),
    LOG_LEVEL: oneOf(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
      'pino level',
    ),
    TRUST_PROXY: free('which proxies’ X-Forwarded-For to believe'),
    API_DOCS: oneOf(['on', 'off'], 'must be on or off (got "{value}")', 'serve the generated API reference'),

    SMS_PROVIDER: oneOf(
      ['console', 'msg91', 'fast2sms', 'http'],
      'must be console, msg91, fast2sms or http (got "{value}")',
      'who sends the sign-in SMS',
    ),
    SMS_FALLBACK_PROVIDER: oneOf(
      ['msg91', 'fast2sms', 'http'],
      'must be msg91, fast2sms or http (got "{value}")',
      'tried once when the first provider fails',
    ),
    SMS_SENDER: text(
      /^[A-Za-z0-9]{3,11}$/,
      'must be 3 to 11 letters or digits (got "{value}")',
      'the DLT-registered sender header',
    ),
    SMS_DLT_ENTITY_ID: text(
      DLT_DIGITS,
      'must be the digits the DLT portal gave (got "{value}")',
      'the DLT principal entity id',
    ),
    SMS_DLT_TEMPLATE_ID: text(
      DLT_DIGITS,
      'must be the digits the DLT portal gave (got "{value}")',
      'the DLT content template id',
    ),
    SMS_DLT_TEMPLATE: free('the approved text of the sign-in SMS'),
    SMS_DLT_VARIABLES: text(
      listOf('SMS_DLT_VARIABLES', /^(code|minutes)$/),
      'entries must be code or minutes (got "{entry}")',
      'what fills each {#var#}, in order',
    ),
    MSG91_AUTH_KEY: free('MSG91’s authkey'),
    MSG91_TEMPLATE_ID: free('the sign-in template’s id in MSG91’s panel'),
    MSG91_BASE_URL: text(HTTP_URL, 'must be an http(s) URL (got "{value}")', 'MSG91’s API host'),
    MSG91_REPORT_TOKEN: text(
      /^[A-Za-z0-9_-]{24,}$/,
      'must be at least 24 letters, digits, _ or - (it is the secret in the delivery-report URL)',
      'the secret in the delivery-report URL',
    ),
    FAST2SMS_API_KEY: free('Fast2SMS’s API key'),
    FAST2SMS_BASE_URL: text(HTTP_URL, 'must be an http(s) URL (got "{value}")', 'Fast2SMS’s API host'),
    SMS_HTTP_URL: text(HTTP_URL, 'must be an http(s) URL (got "{value}")', 'a generic gateway’s endpoint'),
    SMS_HTTP_API_KEY: free('the generic gateway’s Bearer key'),

    PHONEPE_API_VERSION: oneOf(
      ['v1', 'v2'],
      'must be v2 (Standard Checkout, client id and secret) or v1 (salt key) (got "{value}")',
      'which PhonePe protocol',
    ),
    PHONEPE_CLIENT_ID: free('v2 client id'),
    PHONEPE_CLIENT_SECRET: free('v2 client secret'),
    PHONEPE_CLIENT_VERSION: whole(
      1,
      1_000_000,
      'v2 client version',
      'must be the whole number PhonePe sent with your client id (got "{value}")',
    ),
    PHONEPE_WEBHOOK_USERNAME: free('v2 webhook user name'),
    PHONEPE_WEBHOOK_PASSWORD: free('v2 webhook password'),
    PHONEPE_AUTH_URL: text(
      PHONEPE_URL,
      'must be a URL like https://api.phonepe.com/apis/identity-manager (got "{value}")',
      'v2 token host',
    ),
    PHONEPE_BASE_URL: text(
      PHONEPE_URL,
      'must be a URL like https://api.phonepe.com/apis/pg (got "{value}")',
      'PhonePe’s host',
    ),
    PHONEPE_MERCHANT_ID: text(
      /^[A-Za-z0-9_-]{1,37}$/,
      'must be the merchant id PhonePe gave you (letters, digits, _ or -)',
      'v1 merchant id',
    ),
    PHONEPE_SALT_KEY: free('v1 salt key'),
    PHONEPE_SALT_INDEX: whole(1, 99, 'v1 salt index'),
  },
  { additionalProperties: false },
);

/** The environment as the schema read it: numbers are numbers; an empty value counts as unset. */
export type ConfigEnv = Static<typeof CONFIG_SCHEMA>;

/** The variables the schema names, in its order. */
export const CONFIG_VARIABLES = Object.keys(CONFIG_SCHEMA.properties) as (keyof ConfigEnv)[];

interface SchemaError {
  instancePath: string;
  keyword: string;
}

/**
 * Reads `env` through the schema. Every value that does not fit is named in `problems` (and left
 * out of the answer, so the checks after this one see it as unset and add nothing about it).
 */
export function readEnv(env: Record<string, string | undefined>, problems: string[]): ConfigEnv {
  const given: Record<string, string> = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  try {
    return envSchema<ConfigEnv>({ schema: CONFIG_SCHEMA, data: given, env: false, ajv: AJV });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    const bad = new Set<string>();
    for (const { instancePath } of errors) bad.add(instancePath.split('/')[1] ?? '');
    for (const name of CONFIG_VARIABLES) {
      if (bad.has(name)) problems.push(...problemsOf(name, given[name] ?? ''));
    }
    const fitting = Object.fromEntries(Object.entries(given).filter(([name]) => !bad.has(name)));
    return envSchema<ConfigEnv>({ schema: CONFIG_SCHEMA, data: fitting, env: false, ajv: AJV });
  }
}

/** The sentences for a value that does not fit: one per bad entry of a list, else one. */
function problemsOf(name: keyof ConfigEnv, value: string): string[] {
  const { problem } = CONFIG_SCHEMA.properties[name] as unknown as { problem: string };
  const named = (entry: string) => `${name} ${problem.replace('{value}', value).replace('{entry}', entry)}`;
  const entry = LIST_ENTRIES[name];
  if (!entry) return [named(value)];
  return value
    .split(',')
    .map((one) => one.trim())
    .filter((one) => one && !entry.test(one))
    .map(named);
}

/** env-schema's own Ajv (coercion, defaults, `separator`), knowing the `problem` and `description` words. */
const AJV = {
  customOptions(ajv: import('ajv').default) {
    ajv.addKeyword({ keyword: 'problem', schemaType: 'string' });
    return ajv;
  },
};
