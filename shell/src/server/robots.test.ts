import { storefrontPath } from '@kirana/shared';
import { robotsTxt } from './robots';

describe('the storefront’s public addresses', () => {
  it('names each public page one way', () => {
    expect(storefrontPath.product('0123456789abcdef01234567')).toBe('/product/0123456789abcdef01234567');
    expect(storefrontPath.aisle('dairy & eggs')).toBe('/?category=dairy%20%26%20eggs');
    expect(storefrontPath.terms).toBe('/terms-and-policies');
    expect(storefrontPath.sitemapFile('products-1.xml')).toBe('/sitemaps/products-1.xml');
  });

  it('robots.txt lets shop pages be crawled, keeps private pages and search results out, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.example.com').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/cart',
      '/payment',
      '/orderstatus',
      '/account',
      '/profile',
      '/address',
      '/order',
      '/support',
      '/orders',
      '/products',
      '/customers',
      '/reports',
      '/deliverylocation',
      '/?search=',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // Public pages stay crawlable: no rule is a prefix of them.
    const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const open of ['/product/0123456789abcdef01234567', '/terms-and-policies', '/?category=dairy'])
      expect(rules.filter((rule) => !rule.includes('*') && open.startsWith(rule))).toEqual([]);
    expect(lines).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});
