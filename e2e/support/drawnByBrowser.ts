import type { Page } from 'playwright-core';

/**
 * Serves `page` the storefront's pages as the browser draws them itself (index.html), as the
 * storefront server does when it cannot render a page in time: the loading and error states a
 * shopper then sees are what these journeys check. The request goes on to the server for
 * /index.html (a response made up in the test would count as coming from outside this machine,
 * and Chromium would then refuse the page's requests to localhost).
 */
export async function drawnByBrowser(page: Page, storefrontUrl: string): Promise<void> {
  const origin = new URL(storefrontUrl).origin;
  await page.route(
    (url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.continue({ url: `${origin}/index.html` })
        : route.continue(),
  );
}
