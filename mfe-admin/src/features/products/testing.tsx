/** Test-only helpers for the catalogue screens (fixtures and the API's stand-in are `@kirana/shared/testing`'s). */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { type AppStore, setRuntimeConfig } from '@kirana/shared';
import { renderWithRouter, TEST_API } from '@kirana/shared/testing';
import { ProductsPage } from './ProductsPage';

/** antd without its animations (they only slow jsdom down), and the store's toasts. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      {children}
      <ToastContainer />
    </ConfigProvider>
  );
}

/** `/products` (with `query`) mounted as the admin sees it; `store` when the test acts on it too. */
export function renderProductsPage(query = '', store?: AppStore) {
  setRuntimeConfig({ apiHost: TEST_API });
  return renderWithRouter(
    <AdminFrame>
      <ProductsPage />
    </AdminFrame>,
    `/products${query}`,
    { pattern: '/products', store },
  );
}

/** A URL's path with its query, e.g. '/api/products?includeInactive=true&page=1'. */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
