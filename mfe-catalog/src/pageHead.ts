import type { Product } from '@kirana/shared';
import { notFoundTitle, productTitle, searchTitle, SITE_TITLE, TERMS_TITLE } from './pageTitles';

// Head tags of the catalogue's server-rendered pages.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tags = (title: string, canonical?: string) => `<title>${escape(title)}</title>${canonical ? `<link rel="canonical" href="${escape(canonical)}">` : ''}`;

export const homeHead = (origin: string, search: string) => (search ? tags(searchTitle(search)) : tags(SITE_TITLE, `${origin}/`));
export const productHead = (origin: string, product: Product) => tags(productTitle(product), `${origin}/product/${product._id}`);
export const termsHead = (origin: string) => tags(TERMS_TITLE, `${origin}/terms-and-policies`);
export const notFoundHead = (what: 'Page not found' | 'Product not found') => tags(notFoundTitle(what));
