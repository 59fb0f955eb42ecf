import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3600);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

/** An 8×8 pink PNG: real PNG bytes, since the API decides what a file is by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN471yEFTEMLQkAJm9pATDQuPgAAAAASUVORK5CYII=', 'base64');
const NAME = 'Rose Falooda Kulfi';

/** Whether an <img> finished loading a real picture (not a broken image). */
const loaded = (page: Page, selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function customerSearch(page: Page, text: string) {
  await page.goto(`${storefront.storefrontUrl}/?search=${encodeURIComponent(text)}`);
  const results = page.getByRole('heading', { name: `Results for “${text}”` });
  const none = page.getByText(`No products match “${text}”`);
  await Promise.race([results.waitFor(), none.waitFor()]);
}

describe('the admin’s catalogue reaches the shop', () => {
  it('a product added with an uploaded PNG is found by a customer’s search with that picture; deactivated, the search no longer finds it', async () => {
    const store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await store.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await admin.goto(`${storefront.storefrontUrl}/products`);
    await admin.getByRole('row', { name: /Apple/ }).first().waitFor();

    await admin.getByRole('button', { name: 'Add product' }).click();
    const form = admin.getByRole('dialog', { name: 'Add a product' });
    await form.getByLabel('Name').fill(NAME);
    await form.getByLabel('Description').fill('Rose syrup, vermicelli and basil seeds, frozen on a stick.');
    await form.getByRole('combobox', { name: 'Category' }).fill('Dairy');
    await admin.keyboard.press('Enter');
    await form.getByLabel(`Upload a picture of ${NAME}`).setInputFiles({ name: 'kulfi.png', mimeType: 'image/png', buffer: PNG });
    const preview = form.getByRole('img', { name: `Picture 1 of ${NAME}` });
    await preview.waitFor();
    const uploaded = await preview.getAttribute('src');
    expect(uploaded).toMatch(new RegExp(`^${storefront.apiUrl}/uploads/[0-9a-f]{32}\\.png$`));
    expect(await loaded(admin, `img[src="${uploaded}"]`)).toBe(true);
    await form.getByLabel('MRP (₹)').fill('60');
    await form.getByLabel('Selling price (₹)').fill('55');
    await form.getByLabel('Quantity').fill('1 pc');
    await form.getByLabel('In stock').fill('25');
    await form.getByRole('button', { name: 'Add product' }).click();
    await admin.getByText(`${NAME} added to the shop`).waitFor();
    await form.waitFor({ state: 'hidden' });

    // A customer, on a phone, not signed in.
    const shopper = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await customerSearch(shopper, 'falooda');
    const card = shopper.getByRole('article', { name: NAME });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toBe(uploaded);
    await card.locator('img').scrollIntoViewIfNeeded();
    await shopper.waitForFunction((src) => Array.from(document.images).some((img) => img.src === src && img.complete && img.naturalWidth > 0), uploaded);

    // The admin finds it and switches it off.
    await admin.getByRole('searchbox', { name: 'Search products' }).fill('falooda');
    await admin.waitForURL(/\?search=falooda$/);
    const onSale = admin.getByRole('switch', { name: `${NAME} on sale` });
    await onSale.click();
    await admin.getByText(`${NAME} deactivated: customers no longer see it`).waitFor();
    // The row shows the saved answer at once (the list's re-read may still be on its way).
    await admin.getByRole('switch', { name: `${NAME} on sale`, checked: false }).waitFor({ timeout: 1_000 });
    await admin.getByRole('row', { name: new RegExp(NAME) }).getByText('Hidden from shop').waitFor();

    await customerSearch(shopper, 'falooda');
    expect(await shopper.getByRole('article', { name: NAME }).count()).toBe(0);
    await store.close();
  });
});
