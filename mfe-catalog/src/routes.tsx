import { Suspense, type ReactNode } from 'react';
import { CenteredSpinner, firstSegment, type RemoteRoutesModule, type RouteObject } from '@kirana/shared';
import { HomePage } from './features/home/HomePage';
import { PageNotFound } from './components/page-states/PageNotFound';
import { productPage, productResults, termsPage } from './pages';
import { useT } from './i18n';

/** Before a server-rendered page is taken over (the server prepares pages with ./pagePreparation). */
export const preloadPage: NonNullable<RemoteRoutesModule['preloadPage']> = async ({ pathname, search }) => {
  const segment = firstSegment(pathname);
  if (segment === '' && /[?&](search|category)=/.test(search)) await productResults.preload();
  if (segment === 'product') await productPage.preload();
  if (segment === 'terms-and-policies') await termsPage.preload();
};

function LoadingPage() {
  const t = useT();
  return <CenteredSpinner label={t('Loading page')} />;
}

const later = (page: ReactNode) => <Suspense fallback={<LoadingPage />}>{page}</Suspense>;

/** Relative to the root of the shell's router. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'product/:id', element: later(<productPage.Component />) },
  { path: 'terms-and-policies', element: later(<termsPage.Component />) },
  { path: '*', element: <PageNotFound /> },
];
