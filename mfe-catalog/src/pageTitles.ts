import { type Locale, type Product, productName, type Translate } from '@kirana/shared';

/**
 * The catalogue's page titles, in the page's language: the tab while a page is shown, and its
 * server-rendered <title>. Product and category names stay as the store wrote them (a product's
 * Hindi name in Hindi, when it has one).
 */
export const siteTitle = (t: Translate) => t('Kirana Now — groceries in 30–35 minutes');
export const aisleTitle = (t: Translate, categoryName: string) =>
  t('{category} — Kirana Now', { category: categoryName });
export const searchTitle = (t: Translate, search: string) => t('{search} — search — Kirana Now', { search });
export const productTitle = (t: Translate, locale: Locale, product: Pick<Product, 'name' | 'nameHi'>) =>
  t('{product} — Kirana Now', { product: productName(product, locale) });
export const termsTitle = (t: Translate) => t('Terms & Policies — Kirana Now');
/** `what` is one of the not-found pages' English titles, listed in the catalogue. */
export const notFoundTitle = (t: Translate, what: 'Page not found' | 'Product not found') =>
  t('{what} — Kirana Now', { what: t(what) });
