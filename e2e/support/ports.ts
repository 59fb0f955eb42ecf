/**
 * Journeys may run two files at a time (`E2E_WORKERS=2`, one jest worker each): each worker's ports
 * sit this far above the previous worker's, so two storefronts (their API at +1000, the production
 * shape's proxy and instances at +870 … +1081) never ask for the same port.
 */
export const WORKER_PORT_SHIFT = 2000;

/**
 * The base port a journey file starts its storefront on: `E2E_BASE_PORT` when set (a run of one
 * worker, kept inside a block of ports), else the file's own default, moved up for the second worker.
 */
export function journeyBasePort(defaultBase: number): number {
  const fromEnvironment = Number(process.env.E2E_BASE_PORT);
  if (fromEnvironment) return fromEnvironment;
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID) || 1);
  return defaultBase + (worker - 1) * WORKER_PORT_SHIFT;
}
