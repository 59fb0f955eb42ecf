/** The catalogue's own test helper (fixtures and the API's stand-in are `@kirana/shared/testing`'s). */
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, setRuntimeConfig } from '@kirana/shared';
import { createMemoryRouter, RouterProvider, TEST_API } from '@kirana/shared/testing';
import { routes } from './routes';

/** The catalogue's routes at `path`, with a store of their own (the cart starts empty). */
export function renderCatalogue(path: string) {
  setRuntimeConfig({ apiHost: TEST_API });
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
