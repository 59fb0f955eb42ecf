import { BrowserRouter, type RootState, store, StoreProvider } from '@kirana/shared';
import { AppRoutes } from './appRoutes';
import { ScrollRestoration } from './ScrollRestoration';

/**
 * `serverState`: a server-rendered page's state as the server drew it. React hydrates every part
 * of the page from it (react-redux's server snapshot), however late a part hydrates, then renders
 * again from the store, which already holds the shopper's cart and user.
 */
export function App({ serverState }: { serverState?: RootState }) {
  return (
    <StoreProvider store={store} {...(serverState ? { serverState } : {})}>
      <BrowserRouter>
        <ScrollRestoration />
        <AppRoutes />
      </BrowserRouter>
    </StoreProvider>
  );
}
