import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createAppStore, setAddresses, setCredentials, type SavedAddress } from '@kirana/shared';

export const palmGrove: SavedAddress = { society: 'aaaaaaaaaaaaaaaaaaaaaaaa', societyName: 'Palm Grove', wing: 'B', flatNumber: '304', locality: 'bbbbbbbbbbbbbbbbbbbbbbbb', areaName: 'Wakad' };
export const customer = { _id: 'cccccccccccccccccccccccc', name: 'Asha', phoneNumber: '9876543210', isAdmin: false, token: 'token-1', userAddresses: [] };
export const tomato = { _id: '0123456789abcdef01234567', name: 'Tomato Hybrid', productImages: ['/t.svg'], sellingPrice: 30, mrp: 36, quantityLabel: '500 g', stock: 40, qty: 2 };
export const milk = { _id: '0123456789abcdef01234568', name: 'Toned Milk', productImages: ['/m.svg'], sellingPrice: 27.5, quantityLabel: '500 ml', stock: 40, qty: 1 };

/** A store with a signed-in customer, and their address unless `address: null`. */
export function signedInStore(options: { address?: SavedAddress | null } = {}) {
  const store = createAppStore();
  store.dispatch(setCredentials(customer));
  if (options.address !== null) store.dispatch(setAddresses([options.address ?? palmGrove]));
  return store;
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` under a router that also shows where navigation went. */
export function renderAt(element: ReactNode, store = createAppStore(), path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <WhereAmI /> },
      { path: '/order/:id', element: <WhereAmI /> },
      { path: '*', element: <>{element}<WhereAmI /></> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Answers the store's API calls from `answer` and records them. */
export function mockApi(answer: (call: RecordedCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.text();
    const call = { method: request.method, url: request.url, headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}
