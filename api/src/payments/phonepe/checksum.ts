import { createHash, timingSafeEqual } from 'node:crypto';

export const PAY_PATH = '/pg/v1/pay';
export const statusPath = (merchantId: string, merchantTransactionId: string) =>
  `/pg/v1/status/${merchantId}/${merchantTransactionId}`;

export interface Salt {
  saltKey: string;
  saltIndex: number;
}

/** PhonePe's X-VERIFY: SHA256(signed text + salt key), hex, then "###" and the salt index. */
export function xVerify(signed: string, salt: Salt): string {
  return `${createHash('sha256')
    .update(signed + salt.saltKey)
    .digest('hex')}###${salt.saltIndex}`;
}

/** Pay request: the base64 payload followed by the endpoint path. */
export const payChecksum = (base64Payload: string, salt: Salt) => xVerify(base64Payload + PAY_PATH, salt);

/** Status check: the endpoint path alone. */
export const statusChecksum = (merchantId: string, merchantTransactionId: string, salt: Salt) =>
  xVerify(statusPath(merchantId, merchantTransactionId), salt);

/** Server-to-server callback: the base64 `response` alone. */
export const callbackChecksum = (base64Response: string, salt: Salt) => xVerify(base64Response, salt);

/** Compares a received X-VERIFY with the expected one in constant time. */
export function checksumMatches(received: string | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received.trim().toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export const toBase64Json = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** Decodes a base64 JSON payload; null when it is not one. */
export function fromBase64Json(base64: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
