import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { screenshots } from '../support/screenshots';
import { placeCashOrder } from '../support/orders';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let store: BrowserContext | null = null;
let admin: Page | null = null;

beforeAll(async () => {
  storefront = await startTestStorefront(3500);
  browser = await launchBrowser();
});
afterAll(async () => {
  await store?.close();
  await browser?.close();
  await storefront?.dispose();
});

/** The store admin, signed in once in a browser of their own on a desktop (one code per phone a minute). */
async function storeAdmin(): Promise<Page> {
  if (admin) return admin;
  store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin = await store.newPage();
  await admin.goto(storefront.storefrontUrl);
  await signIn(admin, storefront, '9000000000');
  return admin;
}

const snap = screenshots('live-order');

const stockOf = async (productId: string) =>
  ((await (await fetch(`${storefront.apiUrl}/api/products/${productId}`)).json()) as { stock: number }).stock;

interface Order {
  isDelivered: boolean;
}

describe('live order tracking', () => {
  it('a customer watching order/{id} sees it turn to delivered within a second of the admin marking it, without reloading', async () => {
    // The customer, on a phone, with an order placed through the API (the checkout journey places them through the screens).
    const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shopper = await customer.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812360001', 'Meera Joshi');
    const order = await placeCashOrder(shopper, storefront.apiUrl, 'C', '702');

    await shopper.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await shopper.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }).waitFor();
    await shopper.getByRole('heading', { name: 'Order placed' }).waitFor();
    expect(await shopper.getByText(/^Arriving in ~\d+ min$/).isVisible()).toBe(true);
    // Give the page's socket a moment to finish its handshake before the store acts.
    await shopper.waitForFunction(() => document.readyState === 'complete');
    await shopper.waitForTimeout(500);

    // From here on the customer's page must neither reload nor ask for the order again.
    let navigations = 0;
    shopper.on('framenavigated', (frame) => {
      if (frame === shopper.mainFrame()) navigations += 1;
    });
    const orderReads: string[] = [];
    shopper.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === `/api/orders/${order._id}`) orderReads.push(request.method());
    });

    // The store admin, signed in in another browser, marks it delivered with the admin's own request
    // (their bearer token from this browser's storage), the deliver call the admin's order screen makes,
    // so the timing below is the push alone (admin-orders.test.ts swipes it on the screen).
    const delivered = await asSignedInUser<Order>(
      await storeAdmin(),
      storefront.apiUrl,
      `/api/orders/${order._id}/deliver`,
      { method: 'PUT' },
    );
    const markedAt = Date.now();
    expect(delivered.status).toBe(200);
    expect(delivered.body.isDelivered).toBe(true);

    await shopper.getByRole('heading', { name: /^Delivered at / }).waitFor({ timeout: 1000 });
    const seenAfterMs = Date.now() - markedAt;
    expect(seenAfterMs).toBeLessThan(1000);
    expect(await shopper.getByText(/^Arriving in/).count()).toBe(0);
    expect(await shopper.getByRole('status').filter({ hasText: 'Delivered at' }).count()).toBe(1);
    expect(navigations).toBe(0);
    expect(orderReads).toEqual([]);

    // The orders list agrees.
    await shopper.getByRole('link', { name: 'My orders' }).click();
    const card = shopper.getByRole('link', { name: new RegExp(`Order #${order.orderNumber}`) });
    await card.getByText('Delivered', { exact: true }).waitFor();

    await customer.close();
  });

  it('the store cancels an order from its order screen: the items are back in stock and the customer’s page turns Cancelled, with the reason', async () => {
    const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shopper = await customer.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812360002', 'Kabir Rao');
    const order = await placeCashOrder(shopper, storefront.apiUrl, 'D', '101');
    const productId = order.orderItems[0]!.product;
    const afterOrder = await stockOf(productId);
    await shopper.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await shopper.getByRole('heading', { name: 'Order placed' }).waitFor();
    await shopper.waitForTimeout(500); // the page's socket finishes its handshake

    const page = await storeAdmin();
    await page.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await page.getByRole('heading', { name: `Order #${order.orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Its items go back on the shelf').waitFor();
    await dialog.getByRole('radio', { name: 'Items are out of stock' }).check();
    await snap(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Order #${order.orderNumber} cancelled. Its items are back in stock.`).waitFor();
    await page.getByText('The store cancelled this order').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    await shopper.getByRole('heading', { name: 'Order cancelled' }).waitFor({ timeout: 3000 });
    await shopper.getByText('The store cancelled it: Items are out of stock.').waitFor();
    await snap(page, 'cancelled-admin');
    await snap(shopper, 'cancelled-customer');
    // Both units are back on the shelf (the catalogue hears it within a second).
    const deadline = Date.now() + 2000;
    while ((await stockOf(productId)) !== afterOrder + 2) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await customer.close();
  });
});
