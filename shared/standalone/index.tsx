/**
 * Runs one remote as its own page for development (`npm run start:alone -w mfe-…`): the same
 * singleton store, its routes under a router of its own (it is the only app on that page).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  loadRuntimeConfig,
  type RouteObject,
  store,
  StoreProvider,
  TOAST_OPTIONS,
  useRoutes,
} from '@kirana/shared';
import '../src/ui/ui.css';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export async function mountStandalone(
  title: string,
  routes: RouteObject[],
  widgets: React.ReactNode = null,
): Promise<void> {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <header
            style={{
              padding: '0.75rem 1rem',
              background: '#fff',
              borderBottom: '1px solid #eee',
              display: 'flex',
              gap: '1rem',
            }}
          >
            <Link to="/" style={{ fontWeight: 800, textDecoration: 'none', color: '#EF4372' }}>
              {title}
            </Link>
            <span style={{ color: '#666' }}>standalone development page — the shell is not here</span>
          </header>
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: '0 1rem 4rem' }}>
            <StandaloneRoutes routes={routes} />
          </main>
          {widgets}
          <ToastContainer {...TOAST_OPTIONS} />
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
