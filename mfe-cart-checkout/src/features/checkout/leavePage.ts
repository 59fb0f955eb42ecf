/** Sends the browser to another site (PhonePe's pay page). A module of its own so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}

/** A fresh random key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a phone on the shop's LAN over http still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
