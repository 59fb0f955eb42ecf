import type { Locale } from './locales';

/** The name a shopper reads: the Hindi name in Hindi when the store gave one, else the name. */
export function productName(product: { name: string; nameHi?: string | undefined }, locale: Locale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}

/** A category's name as a shopper reads it, by the same rule (R5). */
export const categoryName = (category: { name: string; nameHi?: string | undefined }, locale: Locale): string =>
  productName(category, locale);

/** The name of the category a product sits in, by the same rule (R5). */
export const productCategoryName = (
  product: { category: string; categoryHi?: string | undefined },
  locale: Locale,
): string => (locale === 'hi' && product.categoryHi ? product.categoryHi : product.category);
