/** Sent on every browser call; the API refuses cookie-authenticated writes without it (CSRF guard). */
export const CLIENT_HEADER = { name: 'X-Kirana-Client', value: 'web' } as const;

/** Header carrying a client-chosen key so a retried or double-tapped order is created once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh random key for one attempt at placing an order (the same attempt retried keeps it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a phone on the shop's LAN over http still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
