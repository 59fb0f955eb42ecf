import { type RouteObject, useRoutes } from '@kirana/shared';
import { AppFrame } from './AppFrame';
import { RouteSwitch } from './RouteSwitch';

/**
 * The one route tree, for the browser's router and the server's alike. Every path falls to
 * RouteSwitch, which picks the owning remote from the contract; the remote renders its own route
 * objects below it (relative to the root).
 */
export const appRoutes: RouteObject[] = [
  { element: <AppFrame />, children: [{ path: '*', element: <RouteSwitch /> }] },
];

/** The route tree drawn under whichever router holds the page (the browser's, or the server's for one URL). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
