import { preloadableLazy } from '@kirana/shared';

// The home page ships with the remote's entry; the product and terms pages load when opened, so
// the first page a shopper sees downloads only what it shows. A server-rendered page's code is
// preloaded before it hydrates (preparePage).
export const productPage = preloadableLazy(() => import('./features/product/ProductPage').then((m) => m.ProductPage));
/** Search and aisle results: the plain home page (the shelves) does without them. */
export const productResults = preloadableLazy(() =>
  import('./features/home/ProductResults').then((m) => m.ProductResults),
);
export const termsPage = preloadableLazy(() => import('./features/terms/TermsPage').then((m) => m.TermsPage));
