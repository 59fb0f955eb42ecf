/** Sends the browser to another site (the payment provider's pay page). A module of its own so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
