import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { answerPhonePe as answerPhonePeAs, checkOut as checkOutAs, type PayPageButton } from '../support/phonePe';
import { openCartDrawer, putInCart, saveFirstSocietyAddress } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  storefront = await startTestStorefront(3600);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const path = () => new URL(page.url()).pathname;
const cartCount = () => page.getByTestId('cart-badge').count();

const checkOut = (method: 'Cash on Delivery' | 'PhonePe') => checkOutAs(page, method);
const answerPhonePe = (button: PayPageButton) => answerPhonePeAs(page, button);

describe('checkout: address, PhonePe and cash on delivery', () => {
  it('a signed-in customer with no address adds items, saves an address when asked, pays with PhonePe and lands on a paid order; then orders again cash on delivery', async () => {
    await page.goto(storefront.storefrontUrl);
    await signIn(page, storefront, '9812350001', 'Ravi Kulkarni');
    const [first] = await putInCart(page, storefront.apiUrl, 2);

    const drawer = await openCartDrawer(page);
    // One more of the first item, with the cart line's own +.
    await drawer.getByRole('button', { name: `Add one more ${first!.name}` }).click();
    await page.getByRole('banner').getByRole('button', { name: /^Cart, 3 items/ }).waitFor();
    await drawer.getByRole('button', { name: 'Add Address to Proceed' }).click();
    await saveFirstSocietyAddress(page, 'B', '304');
    // The drawer comes back, now delivering to the new address.
    await drawer.getByText(/B-304/).waitFor();
    await drawer.getByRole('button', { name: /Click to Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: /^PhonePe/ }).check();
    await answerPhonePe('Pay');

    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await cartCount()).toBe(0);
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{14}$/ }).waitFor();
    await page.getByText('Paid with PhonePe').waitFor();
    expect(await page.getByText('B-304', { exact: false }).first().isVisible()).toBe(true);

    // A second order, cash on delivery, straight to its order page.
    await page.getByRole('link', { name: 'Kirana Now, home' }).click();
    await putInCart(page, storefront.apiUrl, 1, 2);
    await checkOut('Cash on Delivery');
    await page.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await page.getByRole('heading', { name: 'On the way' }).waitFor();
    await page.getByText('Pay on delivery', { exact: true }).first().waitFor();
    expect(await cartCount()).toBe(0);

    await page.goto(`${storefront.storefrontUrl}/account/orders`);
    const orders = page.getByRole('link', { name: /Order #/ });
    await orders.first().waitFor();
    expect(await orders.count()).toBe(2);
    expect(await orders.nth(0).getByText('Pay on delivery').count()).toBe(1);
    expect(await orders.nth(1).getByText('Paid', { exact: true }).count()).toBe(1);
  });

  it('a failed PhonePe payment shows the failure and lets the customer pay cash on delivery instead', async () => {
    await page.goto(storefront.storefrontUrl);
    await putInCart(page, storefront.apiUrl, 1, 3);
    await checkOut('PhonePe');
    await answerPhonePe('Fail');

    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    // Nothing was charged and the cart is still there to pay another way.
    expect(await cartCount()).toBe(1);
    await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await page.getByRole('heading', { name: 'On the way' }).waitFor();
    expect(await page.getByText('Cash on Delivery', { exact: true }).isVisible()).toBe(true);
    expect(await cartCount()).toBe(0);
    expect(path()).toMatch(/^\/order\/[0-9a-f]{24}$/);

    // The failed attempt stays in the history as cancelled; the cash order is the newest.
    await page.goto(`${storefront.storefrontUrl}/account/orders`);
    const orders = page.getByRole('link', { name: /Order #/ });
    await orders.first().waitFor();
    expect(await orders.nth(0).getByText('Pay on delivery').count()).toBe(1);
    expect(await orders.nth(1).getByText('Cancelled').count()).toBe(1);
  });
});
