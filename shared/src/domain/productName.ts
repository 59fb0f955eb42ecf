import type { Locale } from './locales';

/** The name a shopper reads: the Hindi name in Hindi when the store gave one, else the name. */
export function productName(product: { name: string; nameHi?: string | undefined }, locale: Locale): string {
  return locale === 'hi' && product.nameHi ? product.nameHi : product.name;
}
