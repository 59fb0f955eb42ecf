/** Sent on every browser call; the API refuses cookie-authenticated writes without it (CSRF guard). */
export const CLIENT_HEADER = { name: 'X-Kirana-Client', value: 'web' } as const;

/** Header carrying a client-chosen key so a retried or double-tapped order is created once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
