import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CenteredSpinner } from '@kirana/shared';
import { HomePage } from './features/home/HomePage';
import { PageNotFound } from './features/home/PageNotFound';

// The home page ships with the remote's entry; the product and terms pages load when opened,
// so the first page a shopper sees downloads only what it shows.
const ProductPage = lazy(() => import('./features/product/ProductPage').then((m) => ({ default: m.ProductPage })));
const TermsPage = lazy(() => import('./features/terms/TermsPage').then((m) => ({ default: m.TermsPage })));

const later = (page: ReactNode) => <Suspense fallback={<CenteredSpinner label="Loading page" />}>{page}</Suspense>;

/** Relative to the root of the shell's router. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'product/:id', element: later(<ProductPage />) },
  { path: 'terms-and-policies', element: later(<TermsPage />) },
  { path: '*', element: <PageNotFound /> },
];
