import {
  DELIVERY_PROMISE_MINUTES,
  formatRupees,
  type Locale,
  categoryName,
  productName,
  savingOf,
  storefrontPath,
  type Product,
  type Translate,
  translatorOf,
} from '@kirana/shared';
import { aisleTitle, notFoundTitle, productTitle, searchTitle, siteTitle, termsTitle } from '../pageTitles';

/**
 * What a page says about itself to search engines and to apps that preview a shared link, in the
 * visitor's language (the storefront server renders in it); the canonical address is the same in both.
 */
export interface PageMeta {
  title: string;
  description: string;
  canonical?: string;
  /** 'noindex,follow' for pages that should not be listed themselves (search results). */
  robots?: string;
  /** Open Graph and product properties (`og:title`, `product:price:amount`…), in order. */
  properties: [string, string][];
  /** Twitter card names (`twitter:card`…), in order. */
  names: [string, string][];
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

const SITE_NAME = 'Kirana Now';
const siteDescription = (t: Translate) =>
  t(
    'Groceries at your door in {min}–{max} minutes. Kirana Now delivers to housing societies near you.',
    DELIVERY_PROMISE_MINUTES,
  );
const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
const DESCRIPTION_MAX = 155;

const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;

function basics(
  title: string,
  description: string,
  url: string | undefined,
  type: 'website' | 'product',
  locale: Locale,
): Pick<PageMeta, 'properties' | 'names'> {
  return {
    properties: [
      ['og:type', type],
      ['og:site_name', SITE_NAME],
      ['og:locale', OG_LOCALES[locale]],
      ['og:title', title],
      ['og:description', description],
      ...(url ? ([['og:url', url]] as [string, string][]) : []),
    ],
    names: [
      ['twitter:card', 'summary'],
      ['twitter:title', title],
      ['twitter:description', description],
    ],
  };
}

/** `/`, a search or an aisle. A search page is not listed itself; its products are. */
export function homePageMeta(
  origin: string,
  { search = '', category }: { search?: string; category?: { name: string; slug: string } },
  locale: Locale = 'en',
): PageMeta {
  const t = translatorOf(locale);
  if (search) {
    const title = searchTitle(t, search);
    const description = clip(
      t('Products matching “{search}” at Kirana Now, delivered in {min}–{max} minutes.', {
        search,
        ...DELIVERY_PROMISE_MINUTES,
      }),
    );
    return {
      title,
      description,
      robots: 'noindex,follow',
      ...basics(title, description, undefined, 'website', locale),
    };
  }
  if (category) {
    const title = aisleTitle(t, categoryName(category, locale));
    const url = `${origin}${storefrontPath.aisle(category.slug)}`;
    const description = clip(
      t('{category} at Kirana Now: delivered to your society in {min}–{max} minutes.', {
        category: categoryName(category, locale),
        ...DELIVERY_PROMISE_MINUTES,
      }),
    );
    return { title, description, canonical: url, ...basics(title, description, url, 'website', locale) };
  }
  const title = siteTitle(t);
  const description = siteDescription(t);
  return {
    title,
    description,
    canonical: `${origin}/`,
    ...basics(title, description, `${origin}/`, 'website', locale),
  };
}

/**
 * A product: its picture, name, pack and price in every preview (WhatsApp, Facebook, X read the
 * Open Graph tags), and schema.org Product data with its offer for search engines.
 */
export function productPageMeta(origin: string, product: Product, locale: Locale = 'en'): PageMeta {
  const t = translatorOf(locale);
  const url = `${origin}${storefrontPath.product(product._id)}`;
  const price = formatRupees(product.sellingPrice, { locale });
  const saving = savingOf(product);
  const offer =
    saving.percent > 0
      ? t('{price} (MRP {mrp}, {percent}% off)', {
          price,
          mrp: formatRupees(product.mrp, { locale }),
          percent: saving.percent,
        })
      : price;
  const availability = product.inStock
    ? t('In stock, delivered in {min}–{max} minutes', DELIVERY_PROMISE_MINUTES)
    : t('Out of stock — back soon');
  const description = clip(
    `${product.quantityLabel} · ${offer} · ${availability}.${product.description ? ` ${product.description}` : ''}`,
  );
  const image = product.productImages[0];
  const name = productName(product, locale);
  const previewTitle = `${name}, ${product.quantityLabel} — ${price}`;
  const base = basics(previewTitle, description, url, 'product', locale);
  return {
    title: productTitle(t, locale, product),
    description,
    canonical: url,
    properties: [
      ...base.properties,
      ...(image
        ? ([
            ['og:image', image],
            ['og:image:alt', name],
          ] as [string, string][])
        : []),
      ['product:price:amount', product.sellingPrice.toFixed(2)],
      ['product:price:currency', 'INR'],
      ['product:availability', product.inStock ? 'in stock' : 'out of stock'],
    ],
    names: [
      ...base.names.map(([name, content]): [string, string] =>
        name === 'twitter:card' && image ? [name, 'summary_large_image'] : [name, content],
      ),
      ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product._id,
      category: product.category,
      ...(product.description ? { description: product.description } : {}),
      ...(image ? { image: product.productImages } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: product.sellingPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

export function termsPageMeta(origin: string, locale: Locale = 'en'): PageMeta {
  const t = translatorOf(locale);
  const title = termsTitle(t);
  const description = t(
    'How Kirana Now works: delivery in {min}–{max} minutes, prices, fees, payments, cancellations and your data.',
    DELIVERY_PROMISE_MINUTES,
  );
  const url = `${origin}${storefrontPath.terms}`;
  return { title, description, canonical: url, ...basics(title, description, url, 'website', locale) };
}

export function notFoundPageMeta(what: 'Page not found' | 'Product not found', locale: Locale = 'en'): PageMeta {
  const t = translatorOf(locale);
  return {
    title: notFoundTitle(t, what),
    description: siteDescription(t),
    robots: 'noindex',
    properties: [],
    names: [],
  };
}
