import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { placeCashOrder } from '../support/orders';
import { screenshots } from '../support/screenshots';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3680);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const snap = screenshots('language');

/** The header's language switch (it names the other language, in that language). */
const languageSwitch = (page: Page) => page.getByRole('banner').getByTestId('language-switch').first();

/** Every console error or warning the page prints (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

describe('English and Hindi (#16)', () => {
  it('a customer switches to Hindi from the header: home and cart in Hindi, a reload is rendered in Hindi by the server, and back to English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(storefront.storefrontUrl);
    await page.getByText('Delivery in 30–35 minutes').filter({ visible: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await signIn(page, storefront, '9812380101', 'Meena Joshi');
    // A product with a Hindi name into the cart, the way a shopper does (in English still).
    await page.goto(`${storefront.storefrontUrl}/?search=${encodeURIComponent('Toned Milk')}`);
    await page.getByRole('button', { name: 'Add Toned Milk to cart' }).first().click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 1 item/ })
      .waitFor();

    // हिन्दी, from the header: the page redraws in Hindi at once, no reload.
    await page.goto(storefront.storefrontUrl);
    await languageSwitch(page).click();
    await page.getByText('30–35 मिनट में डिलीवरी').filter({ visible: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await expect(languageSwitch(page).textContent()).resolves.toBe('English');
    expect(await page.getByRole('banner').getByRole('combobox').first().getAttribute('placeholder')).toBe('सामान खोजें');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('hi');
    expect((await context.cookies()).find((cookie) => cookie.name === 'kn_lang')?.value).toBe('hi');
    // Products that have a Hindi name show it; rupees stay ₹ through Intl.
    await page.getByRole('article', { name: 'टोंड दूध' }).first().waitFor();
    await snap(page, 'home-hi');

    // The cart page in Hindi, with the product's Hindi name.
    await page.goto(`${storefront.storefrontUrl}/cart`);
    await page.getByRole('heading', { level: 1, name: 'मेरा कार्ट' }).waitFor();
    await page.getByText('बिल का ब्योरा').waitFor();
    await page.getByRole('list', { name: 'आपके कार्ट का सामान' }).getByText('टोंड दूध').waitFor();
    await page.getByText(/^₹\d/).first().waitFor();
    await snap(page, 'cart-hi');

    // A reload: the storefront server renders the page in Hindi (no flash of English), and the
    // browser takes it over without redrawing it.
    const reload = await page.goto(storefront.storefrontUrl);
    const html = (await reload!.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain('30–35 मिनट में डिलीवरी');
    expect(html).toContain('__KIRANA_SSR__');
    expect(html).not.toContain('Delivery in 30–35 minutes');
    await page.getByText('30–35 मिनट में डिलीवरी').filter({ visible: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems.filter((text) => /hydrat|redrawn in the browser/i.test(text))).toEqual([]);
    await snap(page, 'home-hi-reloaded');
    // The tab's title is Hindi too, in the server's head and after the browser takes over; a product
    // with a Hindi name has it there; its canonical address is the one English has.
    expect(html).toContain('<title>Kirana Now — 30–35 मिनट में किराना</title>');
    const search = (await (
      await fetch(`${storefront.apiUrl}/api/products?search=${encodeURIComponent('Toned Milk')}&pageSize=1`)
    ).json()) as { items: { _id: string }[] };
    const milkPath = `/product/${search.items[0]!._id}`;
    const productHtml = await (await page.goto(`${storefront.storefrontUrl}${milkPath}`))!.text();
    expect(productHtml).toContain('<title>टोंड दूध — Kirana Now</title>');
    expect(productHtml).toContain(`<link rel="canonical" href="${storefront.storefrontUrl}${milkPath}">`);
    await page.getByRole('article', { name: 'टोंड दूध' }).waitFor();
    expect(await page.title()).toBe('टोंड दूध — Kirana Now');
    await snap(page, 'product-hi');

    // …and back to English from the header, remembered likewise.
    await languageSwitch(page).click();
    await page.getByText('Delivery in 30–35 minutes').filter({ visible: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    const english = await page.goto(storefront.storefrontUrl);
    expect(await english!.text()).toContain('<html lang="en-IN"');
    await page.getByText('Delivery in 30–35 minutes').filter({ visible: true }).first().waitFor();
    await context.close();
  });

  it('the admin reads an order in Hindi, and the API’s refusal in Hindi', async () => {
    // A customer's order, placed through the API as their checkout does.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shopper = await phone.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812380102', 'Ravi Kulkarni');
    const order = await placeCashOrder(shopper, storefront.apiUrl, 'C', '204');
    await phone.close();

    const store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await store.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await languageSwitch(admin).click();
    await admin.getByText('डैशबोर्ड').first().waitFor();
    await admin.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await admin.getByRole('heading', { level: 1, name: `ऑर्डर #${order.orderNumber}` }).waitFor();
    await admin.getByRole('heading', { name: 'बिल का सार' }).waitFor();
    await admin.getByRole('heading', { name: 'पैक करने के लिए 2 सामान' }).waitFor();
    await admin
      .getByText(/मार्क करें/)
      .first()
      .waitFor();
    expect(await admin.locator('html').getAttribute('lang')).toBe('hi-IN');
    // The tab names the screen in Hindi too (a new-order count may stand in front).
    expect(await admin.title()).toMatch(/ऑर्डर — Kirana Now एडमिन$/);
    await snap(admin, 'admin-order-hi');

    // The API's refusal reads in Hindi: a locality that still has societies can't be deleted.
    await admin.goto(`${storefront.storefrontUrl}/deliverylocation`);
    await admin.getByRole('button', { name: 'Wakad हटाएँ' }).click();
    await admin.getByRole('button', { name: 'हटाएँ', exact: true }).click();
    await admin.getByText('इस इलाके में अभी भी सोसाइटी हैं। पहले उन्हें कहीं और ले जाएँ या हटाएँ।').waitFor();
    expect(await admin.title()).toMatch(/डिलीवरी की जगहें — Kirana Now एडमिन$/);
    await snap(admin, 'admin-refusal-hi');
    await store.close();
  });
});
