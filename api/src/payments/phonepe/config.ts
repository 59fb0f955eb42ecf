/** PhonePe PG settings. Development and tests talk to the API's own simulator of the protocol. */
export interface PhonePeConfig {
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  /** Host URL the `/pg/v1/...` paths are appended to, e.g. https://api.phonepe.com/apis/hermes */
  baseUrl: string;
  /** Serve the simulator under /dev/phonepe (never in production). */
  simulator: boolean;
}

export const SIMULATOR_PREFIX = '/dev/phonepe';
const DEV_MERCHANT_ID = 'KIRANANOWDEV';
const DEV_SALT_KEY = 'development-only-phonepe-salt-key';

type Env = Record<string, string | undefined>;

/** Reads the PhonePe settings; in production every one is required and nothing points at the simulator. */
export function loadPhonePeConfig(env: Env, context: { production: boolean; publicUrl: string }, problems: string[]): PhonePeConfig {
  const { production, publicUrl } = context;
  if (production) {
    const missing = ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY', 'PHONEPE_SALT_INDEX', 'PHONEPE_BASE_URL'].filter((name) => !env[name]);
    if (missing.length > 0) problems.push(`PhonePe payments need ${missing.join(', ')} in production`);
  }
  const merchantId = env.PHONEPE_MERCHANT_ID || DEV_MERCHANT_ID;
  if (!/^[A-Za-z0-9_-]{1,37}$/.test(merchantId)) problems.push('PHONEPE_MERCHANT_ID must be the merchant id PhonePe gave you (letters, digits, _ or -)');
  const saltKey = env.PHONEPE_SALT_KEY || DEV_SALT_KEY;
  const saltIndexRaw = env.PHONEPE_SALT_INDEX || '1';
  const saltIndex = Number(saltIndexRaw);
  if (!Number.isInteger(saltIndex) || saltIndex < 1 || saltIndex > 99) problems.push(`PHONEPE_SALT_INDEX must be a whole number from 1 to 99 (got "${saltIndexRaw}")`);
  const baseUrl = (env.PHONEPE_BASE_URL || `${publicUrl}${SIMULATOR_PREFIX}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+(\/.*)?$/.test(baseUrl)) problems.push(`PHONEPE_BASE_URL must be a URL like https://api.phonepe.com/apis/hermes (got "${baseUrl}")`);
  else if (production && !baseUrl.startsWith('https://')) problems.push('PHONEPE_BASE_URL must use https in production');
  return { merchantId, saltKey, saltIndex, baseUrl, simulator: !production };
}
