import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { screenshots } from '../support/screenshots';
import { placeCashOrder } from '../support/orders';
import { asSignedInUser, putInCart } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3700);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const snap = screenshots('store-pause');

describe('pause new orders', () => {
  it('the admin pauses with a reason: an order on its way is refused with it, home and cart say so, carts are kept; resuming clears it live', async () => {
    // The customer, on a phone, with a saved address and one product in the cart, on the payment page.
    const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shopper = await shopperContext.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812370001', 'Kavya Rao');
    const earlier = await placeCashOrder(shopper, storefront.apiUrl, 'D', '1104');
    await shopper.reload();
    const [product] = await putInCart(shopper, storefront.apiUrl, 1);
    await shopper.goto(`${storefront.storefrontUrl}/payment`);
    const placeOrder = shopper.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ });
    await placeOrder.waitFor();

    // The admin, on a desktop, pauses from the bar above every admin page.
    const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await admin.goto(`${storefront.storefrontUrl}/orders`);
    await admin.getByText('Taking orders', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Pause new orders' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Pause new orders?' });
    await dialog.getByLabel('Reason (optional, customers read it)').fill('Too many orders right now');
    await dialog.getByRole('radio', { name: 'For 1 hour' }).check();
    await dialog.getByRole('button', { name: 'Pause new orders' }).click();
    await admin.getByText('New orders are paused').waitFor();
    expect(await admin.getByText(/Too many orders right now\. Back (at|tomorrow at) /).isVisible()).toBe(true);
    await snap(admin, 'admin-paused');

    // The customer's page has not heard yet: Place Order is refused by the server, and the page
    // then says why, keeps the cart and waits.
    expect(await placeOrder.isEnabled()).toBe(true);
    await placeOrder.click();
    const paymentBanner = shopper.getByRole('status').filter({ hasText: 'Not taking orders right now' });
    await paymentBanner.waitFor();
    expect(await paymentBanner.textContent()).toMatch(/Too many orders right now\. Back (at|tomorrow at) /);
    expect(await placeOrder.isDisabled()).toBe(true);
    expect(new URL(shopper.url()).pathname).toBe('/payment');
    await snap(shopper, 'payment-paused');

    // Home says so too; the cart is kept, and its pay button waits.
    await shopper.goto(storefront.storefrontUrl);
    const banner = shopper.getByRole('status').filter({ hasText: 'Not taking orders right now' });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Too many orders right now\. Back (at|tomorrow at) /);
    await snap(shopper, 'home-paused');
    // In Hindi (the kn_lang cookie): the server's page and the browser's say it in Hindi, the time as hi-IN writes it.
    const hindiContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await hindiContext.addCookies([{ name: 'kn_lang', value: 'hi', url: storefront.storefrontUrl }]);
    await hindiContext.addInitScript(() => window.localStorage.setItem('language', 'hi'));
    const hindi = await hindiContext.newPage();
    const hindiHtml = (await (await hindi.goto(storefront.storefrontUrl))!.text()).replaceAll('<!-- -->', '');
    expect(hindiHtml).toMatch(/अभी ऑर्डर नहीं ले रहे हैं/);
    const hindiBanner = hindi.getByRole('status').filter({ hasText: 'अभी ऑर्डर नहीं ले रहे हैं' });
    await hindiBanner.waitFor();
    expect(await hindiBanner.textContent()).toMatch(/Too many orders right now\. (कल )?\d+:\d\d [ap]m पर फिर खुलेंगे।$/);
    await snap(hindi, 'home-paused-hi');
    await hindiContext.close();
    await shopper
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 1 item/ })
      .click();
    const drawer = shopper.getByRole('dialog', { name: 'My Cart' });
    await drawer.getByText(product!.name).waitFor();
    expect(await drawer.getByText('Not taking orders right now').isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: /Click to Pay/ }).isDisabled()).toBe(true);
    await snap(shopper, 'cart-paused');
    await drawer
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => undefined);

    // The API refuses any new order with the same sentence (409), whatever the page shows.
    const [line] = earlier.orderItems;
    const society = ((await (await fetch(`${storefront.apiUrl}/api/society`)).json()) as { _id: string }[])[0]!._id;
    const refused = await asSignedInUser<{ message: string }>(shopper, storefront.apiUrl, '/api/orders', {
      method: 'POST',
      body: {
        orderItems: [{ product: line!.product, qty: 1 }],
        shippingAddress: { society, wing: 'D', flatNumber: '1104' },
        paymentMethod: 'COD',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Not taking orders right now\. Too many orders right now\. Back (at|tomorrow at) /,
    );

    // Resuming clears the storefront's banner without a reload (the page asks every 20 s while in front).
    let navigations = 0;
    shopper.on('framenavigated', (frame) => {
      if (frame === shopper.mainFrame()) navigations += 1;
    });
    await admin.getByRole('button', { name: 'Resume orders' }).click();
    await admin.getByText('Taking orders', { exact: true }).waitFor();
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    expect(navigations).toBe(0);
    await shopper.goto(`${storefront.storefrontUrl}/payment`);
    await shopper.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    await shopper.waitForURL(/\/order\/[0-9a-f]{24}/);
    await shopperContext.close();
    await adminContext.close();
  }, 180_000);
});
