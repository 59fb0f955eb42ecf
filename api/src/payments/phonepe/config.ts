/**
 * PhonePe settings. Two protocols: Standard Checkout v2 (OAuth client credentials, the default and
 * what PhonePe issues new merchants) and PG v1 (salt key and X-VERIFY, for merchants who hold salt
 * keys). Which one is chosen by configuration; development and tests talk to the API's own simulator.
 */
interface Common {
  /** Host URL the API paths are appended to, e.g. https://api.phonepe.com/apis/pg (v2) or …/apis/hermes (v1). */
  baseUrl: string;
  /** Serve the simulator under /dev/phonepe (never in production). */
  simulator: boolean;
}

export interface PhonePeV1Config extends Common {
  version: 'v1';
  merchantId: string;
  saltKey: string;
  saltIndex: number;
}

export interface PhonePeV2Config extends Common {
  version: 'v2';
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** Host the token call (`/v1/oauth/token`) goes to: PhonePe serves it apart from the payments in production. */
  authUrl: string;
  /** What the merchant typed in PhonePe's dashboard for webhooks; PhonePe sends SHA-256 of `username:password`. */
  webhookUsername: string;
  webhookPassword: string;
}

export type PhonePeConfig = PhonePeV1Config | PhonePeV2Config;

export const SIMULATOR_PREFIX = '/dev/phonepe';

const V1_SETTINGS = ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY', 'PHONEPE_SALT_INDEX'] as const;
const V2_SETTINGS = [
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const;

/** What the simulator accepts outside production when nothing is configured. */
export const DEV_V1 = {
  merchantId: 'KIRANANOWDEV',
  saltKey: 'development-only-phonepe-salt-key',
  saltIndex: 1,
} as const;
export const DEV_V2 = {
  clientId: 'KIRANANOWDEV',
  clientSecret: 'development-only-phonepe-client-secret',
  clientVersion: 1,
  webhookUsername: 'kirananow-dev',
  webhookPassword: 'development-only-webhook-password',
} as const;

type Env = Record<string, string | undefined>;
type Version = PhonePeConfig['version'];

const present = (env: Env, names: readonly string[]) => names.filter((name) => env[name]);

/** v2 unless configuration says v1 (PHONEPE_API_VERSION, or v1 settings alone); a mix is refused. */
function chooseVersion(env: Env, problems: string[]): Version {
  const v1 = present(env, V1_SETTINGS);
  const v2 = present(env, V2_SETTINGS);
  const asked = env.PHONEPE_API_VERSION;
  if (asked !== undefined && asked !== '' && asked !== 'v1' && asked !== 'v2') {
    problems.push(
      `PHONEPE_API_VERSION must be v2 (Standard Checkout, client id and secret) or v1 (salt key) (got "${asked}")`,
    );
  }
  if (v1.length > 0 && v2.length > 0) {
    problems.push(
      `PhonePe settings mix v1 (${v1.join(', ')}) and v2 (${v2.join(', ')}): keep the set for the credentials PhonePe gave you`,
    );
  } else if (asked === 'v2' && v1.length > 0) {
    problems.push(`PHONEPE_API_VERSION=v2 does not use ${v1.join(', ')}: remove them, or set PHONEPE_API_VERSION=v1`);
  } else if (asked === 'v1' && v2.length > 0) {
    problems.push(`PHONEPE_API_VERSION=v1 does not use ${v2.join(', ')}: remove them, or set PHONEPE_API_VERSION=v2`);
  }
  if (asked === 'v1' || asked === 'v2') return asked;
  return v1.length > 0 && v2.length === 0 ? 'v1' : 'v2';
}

/** A set is all or nothing; in production it must be all, with the hosts. */
function requireSet(env: Env, version: Version, production: boolean, problems: string[]): void {
  const credentials = version === 'v1' ? V1_SETTINGS : V2_SETTINGS;
  const hosts = production ? (version === 'v1' ? ['PHONEPE_BASE_URL'] : ['PHONEPE_BASE_URL', 'PHONEPE_AUTH_URL']) : [];
  const given = present(env, credentials);
  const missing = [...credentials, ...hosts].filter((name) => !env[name]);
  if (missing.length === 0) return;
  if (production) {
    problems.push(
      version === 'v2'
        ? `PhonePe payments (Standard Checkout v2) need ${missing.join(', ')} in production ` +
            `(a merchant with v1 salt keys sets PHONEPE_API_VERSION=v1 and ${V1_SETTINGS.join(', ')}, PHONEPE_BASE_URL instead)`
        : `PhonePe payments (v1) need ${missing.join(', ')} in production`,
    );
  } else if (given.length > 0) {
    problems.push(
      `PhonePe ${version} settings are incomplete: ${given.join(', ')} given, ${missing.join(', ')} missing`,
    );
  }
}

function url(raw: string, name: string, example: string, production: boolean, problems: string[]): string {
  const value = raw.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(value)) problems.push(`${name} must be a URL like ${example} (got "${value}")`);
  else if (production && !value.startsWith('https://')) problems.push(`${name} must use https in production`);
  return value;
}

/** Reads the PhonePe settings; in production every one is required and nothing points at the simulator. */
export function loadPhonePeConfig(
  env: Env,
  context: { production: boolean; publicUrl: string },
  problems: string[],
): PhonePeConfig {
  const { production, publicUrl } = context;
  const version = chooseVersion(env, problems);
  requireSet(env, version, production, problems);
  const simulatorUrl = `${publicUrl}${SIMULATOR_PREFIX}`;
  const simulator = !production;

  if (version === 'v1') {
    const merchantId = env.PHONEPE_MERCHANT_ID || DEV_V1.merchantId;
    if (!/^[A-Za-z0-9_-]{1,37}$/.test(merchantId))
      problems.push('PHONEPE_MERCHANT_ID must be the merchant id PhonePe gave you (letters, digits, _ or -)');
    const saltIndexRaw = env.PHONEPE_SALT_INDEX || String(DEV_V1.saltIndex);
    const saltIndex = Number(saltIndexRaw);
    if (!Number.isInteger(saltIndex) || saltIndex < 1 || saltIndex > 99)
      problems.push(`PHONEPE_SALT_INDEX must be a whole number from 1 to 99 (got "${saltIndexRaw}")`);
    const baseUrl = url(
      env.PHONEPE_BASE_URL || simulatorUrl,
      'PHONEPE_BASE_URL',
      'https://api.phonepe.com/apis/hermes',
      production,
      problems,
    );
    return { version, merchantId, saltKey: env.PHONEPE_SALT_KEY || DEV_V1.saltKey, saltIndex, baseUrl, simulator };
  }

  const clientVersionRaw = env.PHONEPE_CLIENT_VERSION || String(DEV_V2.clientVersion);
  const clientVersion = Number(clientVersionRaw);
  if (!Number.isInteger(clientVersion) || clientVersion < 1)
    problems.push(
      `PHONEPE_CLIENT_VERSION must be the whole number PhonePe sent with your client id (got "${clientVersionRaw}")`,
    );
  const baseUrl = url(
    env.PHONEPE_BASE_URL || simulatorUrl,
    'PHONEPE_BASE_URL',
    'https://api.phonepe.com/apis/pg',
    production,
    problems,
  );
  const authUrl = url(
    env.PHONEPE_AUTH_URL || env.PHONEPE_BASE_URL || simulatorUrl,
    'PHONEPE_AUTH_URL',
    'https://api.phonepe.com/apis/identity-manager',
    production,
    problems,
  );
  return {
    version,
    clientId: env.PHONEPE_CLIENT_ID || DEV_V2.clientId,
    clientSecret: env.PHONEPE_CLIENT_SECRET || DEV_V2.clientSecret,
    clientVersion,
    authUrl,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME || DEV_V2.webhookUsername,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD || DEV_V2.webhookPassword,
    baseUrl,
    simulator,
  };
}
