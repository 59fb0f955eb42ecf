/**
 * The storefront's public addresses, in one place: links, canonical URLs and the sitemap all name
 * a page the same way.
 */
export const storefrontPath = {
  home: '/',
  product: (id: string): string => `/product/${encodeURIComponent(id)}`,
  aisle: (slug: string): string => `/?category=${encodeURIComponent(slug)}`,
  terms: '/terms-and-policies',
  /** The sitemap index, and one of the files it names (the API makes them, the storefront serves them). */
  sitemap: '/sitemap.xml',
  sitemapFile: (file: string): string => `/sitemaps/${file}`,
} as const;
