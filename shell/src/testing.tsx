import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from '@kirana/shared/testing';
import { ToastContainer } from 'react-toastify';
import { bus, createAppStore, type AppStore, type LoginReason } from '@kirana/shared';
import { LoginHost } from './features/login/LoginHost';

/** Renders shell parts as the page has them: one store, one router, the toasts. */
export function renderShell(
  element: ReactNode,
  { store = createAppStore(), path = '/' }: { store?: AppStore; path?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <ToastContainer />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

/** The login modal, opened the way the store opens it: over the bus. */
export async function openLogin({
  reason,
  ...options
}: NonNullable<Parameters<typeof renderShell>[1]> & { reason?: LoginReason } = {}) {
  const shell = renderShell(<LoginHost />, options);
  act(() => bus.emit('auth:login-required', reason ? { reason } : {}));
  // The modal is its own chunk: the first open may take a moment to load it.
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  return shell;
}
