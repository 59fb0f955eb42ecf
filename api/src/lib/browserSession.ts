import { randomBytes } from 'node:crypto';
import { hmac, safeEqual } from './signing';

/** A browser session lasts a working day; the browser asks again after it expires. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export interface BrowserSession {
  sessionId: string;
  sessionExpiryTime: number;
}

/** Signed, so the API can tell a session it issued from one made up, without storing it. */
export function issueBrowserSession(secret: string, now = Date.now()): BrowserSession {
  const sessionExpiryTime = now + BROWSER_SESSION_MS;
  const body = `${randomBytes(12).toString('base64url')}.${sessionExpiryTime}`;
  return { sessionId: `${body}.${hmac(secret, `browser-session:${body}`)}`, sessionExpiryTime };
}

export function verifyBrowserSession(secret: string, sessionId: string, now = Date.now()): boolean {
  const parts = sessionId.split('.');
  if (parts.length !== 3) return false;
  const [random, expiry, signature] = parts as [string, string, string];
  if (!safeEqual(signature, hmac(secret, `browser-session:${random}.${expiry}`))) return false;
  return Number(expiry) > now;
}
