import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, setAddresses, setCredentials, type Locality, type SavedAddress, type Society } from '@kirana/shared';

export const wakad: Locality = { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', areaName: 'Wakad' };
export const baner: Locality = { _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', areaName: 'Baner' };
export const societies: Society[] = [
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', societyName: 'Palm Grove', locality: wakad._id, areaName: 'Wakad' },
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', societyName: 'Park Street Residency', locality: wakad._id, areaName: 'Wakad' },
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa3', societyName: 'Green Meadows', locality: wakad._id, areaName: 'Wakad' },
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaa4', societyName: 'Baner Heights', locality: baner._id, areaName: 'Baner' },
];
export const palmGroveB304: SavedAddress = { society: societies[0]!._id, societyName: 'Palm Grove', wing: 'B', flatNumber: '304', locality: wakad._id, areaName: 'Wakad' };

/** A store with a signed-in customer holding these saved addresses. */
export function customerStore(addresses: SavedAddress[] = []) {
  const store = createAppStore();
  store.dispatch(setCredentials({ _id: 'cccccccccccccccccccccccc', name: 'Asha', phoneNumber: '9876543210', isAdmin: false, token: 't', userAddresses: addresses }));
  store.dispatch(setAddresses(addresses));
  return store;
}

export function renderWithStore(element: ReactElement, store = customerStore()) {
  render(<Provider store={store}>{element}</Provider>);
  return store;
}

/**
 * The delivery area from the fixtures above, and PUT /api/users/profile answering the list it
 * was sent with names filled in (or failing when `failSave`). Returns the bodies PUT received.
 */
export function mockAddressApi(options: { failSave?: boolean } = {}) {
  const saves: { address: { society: string; wing: string; flatNumber: string; locality: string }[] }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/localities') return json([wakad, baner]);
    if (url.pathname === '/api/society') return json(societies);
    const inLocality = /^\/api\/society\/locality\/(\w+)$/.exec(url.pathname);
    if (inLocality) return json(societies.filter((s) => s.locality === inLocality[1]));
    if (url.pathname === '/api/users/profile' && request.method === 'PUT') {
      if (options.failSave) return json({ message: 'Something went wrong on our side. Please try again.' }, 500);
      const body = (await request.json()) as (typeof saves)[number];
      saves.push(body);
      const named = body.address.map((a) => {
        const society = societies.find((s) => s._id === a.society)!;
        return { ...a, societyName: society.societyName, areaName: society.areaName };
      });
      return json({ address: named, name: 'Asha' });
    }
    return json({ message: 'not found' }, 404);
  });
  return saves;
}
