import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../support/browser';
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

interface Society {
  _id: string;
  locality: string;
}
interface Order {
  _id: string;
  orderNumber: string;
  isDelivered: boolean;
}

describe('live order tracking', () => {
  it('a customer watching order/{id} sees it turn to delivered within a second of the admin marking it, without reloading', async () => {
    // The customer, on a phone, with an order placed through the API (the checkout journey places them through the screens).
    const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shopper = await customer.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812360001', 'Meera Joshi');
    const [society] = (await (await fetch(`${storefront.apiUrl}/api/society`)).json()) as Society[];
    const address = { society: society!._id, wing: 'C', flatNumber: '702', locality: society!.locality };
    expect((await asSignedInUser(shopper, storefront.apiUrl, '/api/users/profile', { method: 'PUT', body: { address: [address] } })).status).toBe(200);
    const products = (await (await fetch(`${storefront.apiUrl}/api/products?pageSize=3`)).json()) as { items: { _id: string }[] };
    const placed = await asSignedInUser<Order>(shopper, storefront.apiUrl, '/api/orders', {
      method: 'POST',
      body: { orderItems: [{ product: products.items[0]!._id, qty: 2 }], shippingAddress: { society: address.society, wing: 'C', flatNumber: '702' }, paymentMethod: 'COD' },
    });
    expect(placed.status).toBe(201);
    const order = placed.body;

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

    // The store admin, signed in in another browser. The admin's order screen is another remote's
    // work in progress, so the admin marks the order delivered with the admin's own request (their
    // bearer token from this browser's storage), exactly as that screen's deliver call does.
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
