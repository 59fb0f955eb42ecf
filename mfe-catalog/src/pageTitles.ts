import type { Product } from '@kirana/shared';

/** The catalogue's page titles: the tab while a page is shown, and its server-rendered <title>. */
export const SITE_TITLE = 'Kirana Now — groceries in 30–35 minutes';
export const aisleTitle = (categoryName: string) => `${categoryName} — Kirana Now`;
export const searchTitle = (search: string) => `${search} — search — Kirana Now`;
export const productTitle = (product: Pick<Product, 'name'>) => `${product.name} — Kirana Now`;
export const TERMS_TITLE = 'Terms & Policies — Kirana Now';
export const notFoundTitle = (what: string) => `${what} — Kirana Now`;
