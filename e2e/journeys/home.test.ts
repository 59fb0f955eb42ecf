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

  it('on a 390 px phone, in English and Hindi, the header says its promise whole, the search box has one focus ring, and a toast clears the header’s controls', async () => {
    for (const language of ['en', 'hi']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      await context.addCookies([{ name: 'kn_lang', value: language, url: storefront.storefrontUrl }]);
      const page = await context.newPage();
      await page.goto(storefront.storefrontUrl);
      await page.getByRole('article').first().waitFor();
      const promise = page.locator('.kn-shell-location__promise');
      const cut = await promise.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect({ language, text: await promise.innerText(), cut }).toEqual({
        language,
        text: language === 'en' ? '30–35 min' : '30–35 मिनट',
        cut: false,
      });

      const search = page.getByRole('search').locator('input');
      await search.focus();
      await page.keyboard.type('a');
      const rings = await page.evaluate(() => {
        const input = document.activeElement as HTMLElement;
        const box = input.closest<HTMLElement>('.kn-shell-search')!;
        return [getComputedStyle(box).boxShadow, getComputedStyle(input).boxShadow].filter(
          (shadow) => shadow !== 'none',
        );
      });
      expect(rings).toHaveLength(1);

      // A toast (the sign-in box's "enter a valid number") starts below the header's row of controls.
      await page.keyboard.press('Escape');
      await page.locator('.kn-shell-account').click();
      const phone = page.locator('#kn-login-phone');
      await phone.fill('12');
      await phone.press('Enter');
      const toast = page.locator('.Toastify__toast').first();
      await toast.waitFor();
      const [toastTop, rowBottom] = await Promise.all([
        toast.evaluate((element) => element.getBoundingClientRect().top),
        page
          .locator('.kn-shell-header__row')
          .first()
          .evaluate((element) => element.getBoundingClientRect().bottom),
      ]);
      expect(toastTop).toBeGreaterThanOrEqual(rowBottom);
      await context.close();
    }
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
