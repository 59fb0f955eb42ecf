/**
 * Where a signed-in person works: the rider's screens and the page each role lands on after signing
 * in. Small and on every page (the shell's header and sign-in read it), so it is in the core entry.
 */
import type { UserRole } from './deliveryTeam';

/** The rider's screens: My run is their first, Unassigned beside it. */
export const RIDER_HOME = '/rider';

/** True on a rider's screen (`/rider` and below), where a rider sees the rider's header. */
export function isRiderScreen(pathname: string): boolean {
  return pathname === RIDER_HOME || pathname.startsWith(`${RIDER_HOME}/`);
}

/**
 * Where a person goes once signed in: the admin to the dashboard (their route set starts at /), a
 * rider to My run; a customer stays on the page they signed in from (null). A sign-in the shop
 * asked for (`forPurpose`: to check out, save an address, keep a location) keeps a rider where they
 * were too: a rider shopping for themselves finishes what they started.
 */
export function pageAfterSignIn(
  user: { isAdmin: boolean; role?: UserRole | undefined },
  { forPurpose = false }: { forPurpose?: boolean } = {},
): string | null {
  if (user.isAdmin) return '/';
  if (user.role === 'rider' && !forPurpose) return RIDER_HOME;
  return null;
}
