import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { store, type RootState } from '@kirana/shared';
import { router } from './router';

/**
 * `serverState`: a server-rendered page's state as the server drew it. React hydrates every part
 * of the page from it (react-redux's server snapshot), however late a part hydrates, then renders
 * again from the store, which already holds the shopper's cart and user.
 */
export function App({ serverState }: { serverState?: RootState }) {
  return (
    <Provider store={store} {...(serverState ? { serverState } : {})}>
      <RouterProvider router={router} />
    </Provider>
  );
}
