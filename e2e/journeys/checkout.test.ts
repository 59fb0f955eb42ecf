import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { answerPhonePe as answerPhonePeAs, checkOut as checkOutAs, type PayPageButton } from '../support/phonePe';
import type { MyOrderList } from '@kirana/shared';
import { asSignedInUser, openCartDrawer, putInCart, saveFirstSocietyAddress } from '../support/shopping';
import { screenshots } from '../support/screenshots';
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

/** The 4 digits the "Delivery code" card shows (seen as one number; heard digit by digit). */
async function handoffCode(): Promise<string> {
  const card = page.getByRole('region', { name: 'Delivery code' });
  await card.waitFor();
  const seen = (await card.locator('.kn-ui-handoff__code [aria-hidden="true"]').textContent()) ?? '';
  expect(seen).toMatch(/^\d{4}$/);
  expect(await card.locator('.kn-ui-visually-hidden').first().textContent()).toBe(seen.split('').join(' '));
  return seen;
}

const checkOut = (method: 'Cash on Delivery' | 'PhonePe') => checkOutAs(page, method);
const answerPhonePe = (button: PayPageButton) => answerPhonePeAs(page, button);

describe('checkout: address, PhonePe and cash on delivery', () => {
  const shot = screenshots('checkout');

  it('a signed-in customer with no address adds items, saves an address when asked, pays with PhonePe and lands on a paid order; then orders again cash on delivery', async () => {
    await page.goto(storefront.storefrontUrl);
    await signIn(page, storefront, '9812350001', 'Ravi Kulkarni');
    const [first] = await putInCart(page, storefront.apiUrl, 2);

    const drawer = await openCartDrawer(page);
    // One more of the first item, with the cart line's own +.
    await drawer.getByRole('button', { name: `Add one more ${first!.name}` }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 3 items/ })
      .waitFor();
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
    // The handoff code the customer tells the delivery partner (#14): on the payment's card, then the order page.
    const paidCode = await handoffCode();
    await shot(page, 'paid-with-code');
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{14}$/ }).waitFor();
    await page.getByText('Paid with PhonePe').waitFor();
    expect(await handoffCode()).toBe(paidCode);
    expect(await page.getByText('B-304', { exact: false }).first().isVisible()).toBe(true);

    // A second order, cash on delivery, straight to its order page.
    await page.getByRole('link', { name: 'Kirana Now, home' }).click();
    await putInCart(page, storefront.apiUrl, 1, 2);
    await checkOut('Cash on Delivery');
    await page.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    // The toast: the spec's sentence, then the new order's code.
    const toast = page.getByText(/^Your delivery code is \d{4}\.$/);
    await toast.waitFor();
    const cashCode = (await toast.textContent())?.match(/\d{4}/)?.[0];
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    expect(await handoffCode()).toBe(cashCode);
    await shot(page, 'order-with-code');
    await page.getByText('Pay on delivery', { exact: true }).first().waitFor();
    expect(await cartCount()).toBe(0);

    await page.goto(`${storefront.storefrontUrl}/account/orders`);
    const orders = page.getByRole('link', { name: /Order #/ });
    await orders.first().waitFor();
    expect(await orders.count()).toBe(2);
    expect(await orders.nth(0).getByText('Pay on delivery').count()).toBe(1);
    expect(await orders.nth(0).getByText(`Code ${cashCode}`).count()).toBe(1);
    await shot(page, 'orders-with-code');
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
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
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

  it('Buy again leads the home page with what the customer bought, and Reorder puts an old order back in the cart at today’s prices', async () => {
    const { body: mine } = await asSignedInUser<MyOrderList>(page, storefront.apiUrl, '/api/orders/mine');
    const bought = new Set(
      mine.items.filter((o) => !o.isCancelled).flatMap((o) => o.orderItems.map((line) => line.name)),
    );
    const oldest = mine.items[mine.items.length - 1]!;

    // First on the home page, drawn by the browser once it knows who is signed in.
    await page.goto(storefront.storefrontUrl);
    const shelf = page.getByRole('region', { name: 'Buy again' });
    await shelf.getByRole('article').first().waitFor();
    const names = await shelf
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(new Set(names)).toEqual(bought);
    // The only line bought twice over comes first.
    expect(names[0]).toBe(oldest.orderItems.find((line) => line.qty === 2)!.name);
    const firstShelf = await page.locator('.kn-cat-shelf').first().getAttribute('aria-labelledby');
    expect(firstShelf).toBe('kn-cat-shelf-again');
    await shot(page, 'buy-again-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'buy-again-desktop');

    // Reorder the oldest order from My orders: its lines go into the cart and the cart opens.
    await page.goto(`${storefront.storefrontUrl}/account/orders`);
    const reorder = page.getByRole('button', { name: `Reorder order #${oldest.orderNumber}` });
    await reorder.waitFor();
    await shot(page, 'orders-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'orders-phone');
    await reorder.click();
    const units = oldest.orderItems.reduce((sum, line) => sum + line.qty, 0);
    await page.getByText(`Added ${units} items to your cart at today’s prices.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await cartCount()).toBe(1);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Cart, ${units} items`) })
      .waitFor();
    for (const line of oldest.orderItems) await page.getByText(line.name, { exact: true }).first().waitFor();
    await shot(page, 'reorder-cart-phone');
  });

  it('opens the payment page at its top after the home page was scrolled, and Back returns to where the customer was', async () => {
    await page.goto(storefront.storefrontUrl);
    await page.locator('.kn-cat-shelf').nth(2).waitFor();
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 1000);
    const left = await page.evaluate(() => window.scrollY);

    const drawer = await openCartDrawer(page);
    await drawer.getByRole('button', { name: /Click to Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    // The heading, the address and the Cash / PhonePe choice are on screen, not scrolled past.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('radio', { name: /^Cash on Delivery/ }).isVisible()).resolves.toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, left);
  });
});
