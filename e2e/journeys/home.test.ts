import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3100);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

interface ProductPage {
  items: { name: string; quantityLabel: string }[];
}

describe('the home page', () => {
  it('shows the header, the footer and products from the API', async () => {
    const fromApi = (await (await fetch(`${storefront.apiUrl}/api/products?pageSize=5`)).json()) as ProductPage;
    const page = await browser.newPage();
    await page.goto(storefront.storefrontUrl);
    await page.getByRole('link', { name: 'Kirana Now, home' }).waitFor();
    await page.getByRole('search').getByPlaceholder('Search for items').waitFor();
    for (const product of fromApi.items) {
      await page.getByRole('article', { name: product.name }).first().waitFor();
    }
    const firstCard = page.getByRole('article', { name: fromApi.items[0]!.name }).first();
    expect(await firstCard.textContent()).toContain(fromApi.items[0]!.quantityLabel);
    expect(await firstCard.textContent()).toMatch(/₹\d/);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Policies' }).isVisible()).toBe(true);
    await page.close();
  });

  it('stays up when the catalogue remote is down, and recovers on Retry', async () => {
    const page = await browser.newPage();
    await storefront.stopFrontEnd('mfe_catalog');
    await page.goto(storefront.storefrontUrl);
    await page.getByText('We couldn’t load the shop just now.').waitFor({ timeout: 15000 });
    expect(await page.getByRole('link', { name: 'Kirana Now, home' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await storefront.startFrontEnd('mfe_catalog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('article').first().waitFor({ timeout: 15000 });
    await page.close();
  });
});
