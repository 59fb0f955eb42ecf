import { ADMIN_ONLY_SEGMENTS, CUSTOMER_ROUTES, storefrontPath } from '@kirana/shared';

export const ROBOTS_PATH = '/robots.txt';

/**
 * robots.txt: every shop page may be crawled; pages behind sign-in, the cart, admin pages and
 * search results (each a noindex page of its own) are not, and the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const privateSegments = [
    ...Object.entries(CUSTOMER_ROUTES)
      .filter(([segment, owner]) => segment !== '' && (owner.requiresLogin || segment === 'cart'))
      .map(([segment]) => segment),
    ...ADMIN_ONLY_SEGMENTS,
  ];
  return [
    'User-agent: *',
    ...privateSegments.map((segment) => `Disallow: /${segment}`),
    'Disallow: /?search=',
    'Disallow: /*?*search=',
    'Allow: /',
    '',
    `Sitemap: ${origin}${storefrontPath.sitemap}`,
    '',
  ].join('\n');
}
