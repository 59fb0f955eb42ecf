import { DELIVERY_PROMISE_TEXT, formatRupees, savingOf, storefrontPath, type Product } from '@kirana/shared';
import { aisleTitle, notFoundTitle, productTitle, searchTitle, SITE_TITLE, TERMS_TITLE } from '../pageTitles';

/** What a page says about itself to search engines and to apps that preview a shared link. */
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
const SITE_DESCRIPTION = `Groceries at your door in ${DELIVERY_PROMISE_TEXT}. Kirana Now delivers to housing societies near you.`;
const DESCRIPTION_MAX = 155;

const clip = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;

function basics(
  title: string,
  description: string,
  url: string | undefined,
  type: 'website' | 'product',
): Pick<PageMeta, 'properties' | 'names'> {
  return {
    properties: [
      ['og:type', type],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'en_IN'],
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
): PageMeta {
  if (search) {
    const description = clip(`Products matching “${search}” at ${SITE_NAME}, delivered in ${DELIVERY_PROMISE_TEXT}.`);
    return {
      title: searchTitle(search),
      description,
      robots: 'noindex,follow',
      ...basics(searchTitle(search), description, undefined, 'website'),
    };
  }
  if (category) {
    const title = aisleTitle(category.name);
    const url = `${origin}${storefrontPath.aisle(category.slug)}`;
    const description = clip(
      `${category.name} at ${SITE_NAME}: delivered to your society in ${DELIVERY_PROMISE_TEXT}.`,
    );
    return { title, description, canonical: url, ...basics(title, description, url, 'website') };
  }
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: `${origin}/`,
    ...basics(SITE_TITLE, SITE_DESCRIPTION, `${origin}/`, 'website'),
  };
}

/**
 * A product: its picture, name, pack and price in every preview (WhatsApp, Facebook, X read the
 * Open Graph tags), and schema.org Product data with its offer for search engines.
 */
export function productPageMeta(origin: string, product: Product): PageMeta {
  const url = `${origin}${storefrontPath.product(product._id)}`;
  const price = formatRupees(product.sellingPrice);
  const saving = savingOf(product);
  const offer = saving.percent > 0 ? `${price} (MRP ${formatRupees(product.mrp)}, ${saving.percent}% off)` : price;
  const availability = product.inStock ? `In stock, delivered in ${DELIVERY_PROMISE_TEXT}` : 'Out of stock — back soon';
  const description = clip(
    `${product.quantityLabel} · ${offer} · ${availability}.${product.description ? ` ${product.description}` : ''}`,
  );
  const image = product.productImages[0];
  const previewTitle = `${product.name}, ${product.quantityLabel} — ${price}`;
  const base = basics(previewTitle, description, url, 'product');
  return {
    title: productTitle(product),
    description,
    canonical: url,
    properties: [
      ...base.properties,
      ...(image
        ? ([
            ['og:image', image],
            ['og:image:alt', product.name],
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

export function termsPageMeta(origin: string): PageMeta {
  const description = `How ${SITE_NAME} works: delivery in ${DELIVERY_PROMISE_TEXT}, prices, fees, payments, cancellations and your data.`;
  const url = `${origin}${storefrontPath.terms}`;
  return { title: TERMS_TITLE, description, canonical: url, ...basics(TERMS_TITLE, description, url, 'website') };
}

export function notFoundPageMeta(what: 'Page not found' | 'Product not found'): PageMeta {
  return { title: notFoundTitle(what), description: SITE_DESCRIPTION, robots: 'noindex', properties: [], names: [] };
}
