/** Test-only helpers for the catalogue screens (imported by *.test.tsx files only). */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { setRuntimeConfig, type Product, type ProductList } from '@kirana/shared';
import { categoryFixture, productFixture, renderWithRouter, TEST_API } from '@kirana/shared/testing';
import { ProductsPage } from './ProductsPage';

export const API = TEST_API;

export const product = productFixture;
export const category = categoryFixture;

export const DAIRY = category();
export const BAKERY = category({
  _id: 'cccccccccccccccccccccc02',
  name: 'Bakery',
  slug: 'bakery',
  sortOrder: 2,
  productCount: 0,
});

export function page(items: Product[], { page = 1, pageSize = 20, total = items.length } = {}): ProductList {
  return { items, page, pageSize, total, pages: Math.ceil(total / pageSize) };
}

export { setScreenWidth as screenWidth } from '../../testing';

/** antd without its animations (they only slow jsdom down), and the store's toasts. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      {children}
      <ToastContainer />
    </ConfigProvider>
  );
}

/** `/products` (with `query`) mounted as the admin sees it. */
export function renderProductsPage(query = '') {
  setRuntimeConfig({ apiHost: API });
  return renderWithRouter(
    <AdminFrame>
      <ProductsPage />
    </AdminFrame>,
    `/products${query}`,
    { pattern: '/products' },
  );
}

/** A URL's path with its query, e.g. '/api/products?includeInactive=true&page=1'. */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
