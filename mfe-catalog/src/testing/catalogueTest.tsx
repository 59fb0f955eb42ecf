import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, setRuntimeConfig } from '@kirana/shared';
import { TEST_API as API, createMemoryRouter, RouterProvider } from '@kirana/shared/testing';
import { routes } from '../routes';

export { TEST_API as API, productFixture as product, categoryFixture as category } from '@kirana/shared/testing';

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * The API, answered by `reply` for each request (by path and query). Returns the requested URLs,
 * so a test can say what the page asked for.
 */
export function mockApi(reply: (url: URL) => Reply): URL[] {
  const requested: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(url);
    const { status = 200, body } = await reply(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requested;
}

/** The catalogue's routes at `path`, with a store of their own (the cart starts empty). */
export function renderCatalogue(path: string) {
  setRuntimeConfig({ apiHost: API });
  window.localStorage.clear();
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}
