import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { placeCashOrder } from '../support/orders';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3500);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

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
    await shopper.getByRole('heading', { name: 'On the way' }).waitFor();
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
    const store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await store.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    const delivered = await asSignedInUser<Order>(admin, storefront.apiUrl, `/api/orders/${order._id}/deliver`, { method: 'PUT' });
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

    await store.close();
    await customer.close();
  });
});
