import type { ConfigEnv } from '../../configSchema';

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

type Env = ConfigEnv;
type Version = PhonePeConfig['version'];
type Given = (name: keyof Env) => boolean;

/** v2 unless configuration says v1 (PHONEPE_API_VERSION, or v1 settings alone); a mix is refused. */
function chooseVersion(env: Env, given: Given, problems: string[]): Version {
  const v1 = V1_SETTINGS.filter(given);
  const v2 = V2_SETTINGS.filter(given);
  const asked = env.PHONEPE_API_VERSION;
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
function requireSet(version: Version, production: boolean, given: Given, problems: string[]): void {
  const credentials = version === 'v1' ? V1_SETTINGS : V2_SETTINGS;
  const hosts = production
    ? version === 'v1'
      ? (['PHONEPE_BASE_URL'] as const)
      : (['PHONEPE_BASE_URL', 'PHONEPE_AUTH_URL'] as const)
    : [];
  const set = credentials.filter(given);
  const missing = [...credentials, ...hosts].filter((name) => !given(name));
  if (missing.length === 0) return;
  if (production) {
    problems.push(
      version === 'v2'
        ? `PhonePe payments (Standard Checkout v2) need ${missing.join(', ')} in production ` +
            `(a merchant with v1 salt keys sets PHONEPE_API_VERSION=v1 and ${V1_SETTINGS.join(', ')}, PHONEPE_BASE_URL instead)`
        : `PhonePe payments (v1) need ${missing.join(', ')} in production`,
    );
  } else if (set.length > 0) {
    problems.push(`PhonePe ${version} settings are incomplete: ${set.join(', ')} given, ${missing.join(', ')} missing`);
  }
}

/** A host setting without its trailing slashes; in production a given one must be https (a missing one is named already). */
function url(raw: string, name: string, production: boolean, problems: string[], given: boolean): string {
  const value = raw.replace(/\/+$/, '');
  if (production && given && !value.startsWith('https://')) problems.push(`${name} must use https in production`);
  return value;
}

/**
 * Reads the PhonePe settings (each value's form was checked by the schema); in production every one
 * is required and nothing points at the simulator.
 */
export function loadPhonePeConfig(
  env: Env,
  context: { production: boolean; publicUrl: string; given: Given },
  problems: string[],
): PhonePeConfig {
  const { production, publicUrl, given } = context;
  const version = chooseVersion(env, given, problems);
  requireSet(version, production, given, problems);
  const simulatorUrl = `${publicUrl}${SIMULATOR_PREFIX}`;
  const simulator = !production;

  if (version === 'v1') {
    const baseUrl = url(
      env.PHONEPE_BASE_URL ?? simulatorUrl,
      'PHONEPE_BASE_URL',
      production,
      problems,
      !!env.PHONEPE_BASE_URL,
    );
    return {
      version,
      merchantId: env.PHONEPE_MERCHANT_ID ?? DEV_V1.merchantId,
      saltKey: env.PHONEPE_SALT_KEY ?? DEV_V1.saltKey,
      saltIndex: env.PHONEPE_SALT_INDEX ?? DEV_V1.saltIndex,
      baseUrl,
      simulator,
    };
  }

  const baseUrl = url(
    env.PHONEPE_BASE_URL ?? simulatorUrl,
    'PHONEPE_BASE_URL',
    production,
    problems,
    !!env.PHONEPE_BASE_URL,
  );
  const authUrl = url(
    env.PHONEPE_AUTH_URL ?? env.PHONEPE_BASE_URL ?? simulatorUrl,
    'PHONEPE_AUTH_URL',
    production,
    problems,
    !!env.PHONEPE_AUTH_URL,
  );
  return {
    version,
    clientId: env.PHONEPE_CLIENT_ID ?? DEV_V2.clientId,
    clientSecret: env.PHONEPE_CLIENT_SECRET ?? DEV_V2.clientSecret,
    clientVersion: env.PHONEPE_CLIENT_VERSION ?? DEV_V2.clientVersion,
    authUrl,
    webhookUsername: env.PHONEPE_WEBHOOK_USERNAME ?? DEV_V2.webhookUsername,
    webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD ?? DEV_V2.webhookPassword,
    baseUrl,
    simulator,
  };
}
