/** The account's own test helpers (fixtures and the API's stand-in are `@kirana/shared/testing`'s). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@kirana/shared';
import { baner, mockApi, renderWithRouter, signedInStore, societies, wakad } from '@kirana/shared/testing';

export function renderWithStore(element: ReactElement, store = signedInStore()) {
  render(<Provider store={store}>{element}</Provider>);
  return store;
}

/**
 * The delivery area from shared's fixtures, and PUT /api/users/profile answering the list it
 * was sent with names filled in (or failing when `failSave`, or refusing with `refuseSave`'s answer).
 * Returns the bodies PUT received.
 */
export function mockAddressApi(options: { failSave?: boolean; refuseSave?: { status: number; body: unknown } } = {}) {
  const saves: { address: { society: string; wing: string; flatNumber: string; locality: string }[] }[] = [];
  mockApi(({ method, url: href, body }) => {
    const url = new URL(href);
    if (url.pathname === '/api/localities') return { body: [wakad, baner] };
    if (url.pathname === '/api/society') return { body: societies };
    const inLocality = /^\/api\/society\/locality\/(\w+)$/.exec(url.pathname);
    if (inLocality) return { body: societies.filter((s) => s.locality === inLocality[1]) };
    if (url.pathname === '/api/users/profile' && method === 'PUT') {
      if (options.refuseSave) return options.refuseSave;
      if (options.failSave)
        return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
      const sent = body as (typeof saves)[number];
      saves.push(sent);
      const named = sent.address.map((a) => {
        const society = societies.find((s) => s._id === a.society)!;
        return { ...a, societyName: society.societyName, areaName: society.areaName };
      });
      return { body: { address: named, name: 'Asha' } };
    }
    return { status: 404, body: { message: 'not found' } };
  });
  return saves;
}

/**
 * Renders `element` at `path` (mounted at route `pattern`) as a signed-in customer's page; `location` shows
 * where navigation went.
 */
export function renderPage(
  element: ReactElement,
  { pattern, path, store = signedInStore() }: { pattern: string; path: string; store?: AppStore },
) {
  return renderWithRouter(element, path, { store, pattern });
}
