/** The cart's own test helper (fixtures and the API's stand-in are `@kirana/shared/testing`'s). */
import type { ReactNode } from 'react';
import { createAppStore } from '@kirana/shared';
import { renderWithRouter } from '@kirana/shared/testing';

/**
 * Renders `element` at `path` under a router that also shows where navigation went (home and order pages only
 * show that).
 */
export function renderAt(element: ReactNode, store = createAppStore(), path = '/') {
  return renderWithRouter(element, path, { store, elsewhere: ['/', '/order/:id'] });
}
