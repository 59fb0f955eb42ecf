import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { watchContentSecurity } from '../support/cspWatch';
import { openCartDrawer, putInCart, saveFirstSocietyAddress } from '../support/shopping';
import { signIn } from '../support/signIn';
import { swipe } from '../support/swipe';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

/**
 * The storefront's pages with their Content-Security-Policy enforced, walked as a customer and as
 * the store admin: every page works and the browser reports no violation and no console error.
 */
let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3900);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

/** The page's own document carries the enforced policy (not Report-Only). */
function expectPolicy(response: Response | null): void {
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  expect(headers['x-frame-options']).toBe('DENY');
}

/** Drags the slider's handle with real pointer moves past the 75% mark, then lets go. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN471yEFTEMLQkAJm9pATDQuPgAAAAASUVORK5CYII=',
  'base64',
);

describe('pages under an enforced Content-Security-Policy', () => {
  let customer: BrowserContext;
  let admin: BrowserContext;
  let orderId = '';

  it('blocks a script injected into a page, and reports it', async () => {
    const context = await browser.newContext();
    const seen = await watchContentSecurity(context);
    const page = await context.newPage();
    expectPolicy(await page.goto(storefront.storefrontUrl));
    await page.getByRole('banner').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(seen.violations).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
    await context.close();
  });

  it('a customer walks home, a product, the cart, checkout to PhonePe and back, the account and the order with no violation', async () => {
    customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const seen = await watchContentSecurity(customer);
    const page = await customer.newPage();

    expectPolicy(await page.goto(storefront.storefrontUrl));
    await page.getByRole('article').first().waitFor();
    await signIn(page, storefront, '9812390001', 'Lata Deshmukh');

    const [product] = await putInCart(page, storefront.apiUrl, 1);
    expectPolicy(await page.goto(`${storefront.storefrontUrl}/product/${product!._id}`));
    await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    await page.waitForFunction(() => Array.from(document.images).some((img) => img.complete && img.naturalWidth > 0));

    expectPolicy(await page.goto(`${storefront.storefrontUrl}/cart`));
    await page.getByText(product!.name).first().waitFor();

    const drawer = await openCartDrawer(page);
    await drawer.getByRole('button', { name: 'Add Address to Proceed' }).click();
    await saveFirstSocietyAddress(page, 'C', '705');
    await drawer.getByRole('button', { name: /Click to Pay/ }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: /^PhonePe/ }).check();
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ with PhonePe$/ }).click();
    await page.waitForURL((url) => url.pathname.includes('/dev/phonepe/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orderstatus');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();

    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{14}$/ }).waitFor();
    orderId = new URL(page.url()).pathname.split('/').pop()!;

    expectPolicy(await page.goto(`${storefront.storefrontUrl}/account`));
    await page
      .getByRole('link', { name: /My orders/i })
      .first()
      .waitFor();
    expectPolicy(await page.goto(`${storefront.storefrontUrl}/order/${orderId}`));
    await page.getByText('Paid with PhonePe').waitFor();

    expect(seen.violations).toEqual([]);
    // The PhonePe simulator's page stands in for PhonePe's own site (its missing favicon is not ours).
    expect(seen.consoleErrors.filter((line) => line.startsWith(storefront.storefrontUrl))).toEqual([]);
  });

  it('the admin walks the dashboard, an order with a swipe, products with an upload and reports with a CSV with no violation', async () => {
    admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const seen = await watchContentSecurity(admin);
    const page = await admin.newPage();
    await page.goto(storefront.storefrontUrl);
    await signIn(page, storefront, '9000000000');

    expectPolicy(await page.goto(storefront.storefrontUrl));
    await page.getByRole('list', { name: 'Today at a glance' }).waitFor();

    expectPolicy(await page.goto(`${storefront.storefrontUrl}/order/${orderId}`));
    await page.getByRole('heading', { level: 1, name: /^Order #/ }).waitFor();
    const slider = page.locator('.kn-swipe');
    await slider.getByText(/Mark as/).waitFor();
    await swipe(page, slider);
    // Mark as Delivered toasts that; Mark as Paid & Delivered (one request) toasts the payment.
    await page
      .getByText(/^(Order marked as delivered|Payment successful and order updated!)$/)
      .first()
      .waitFor();

    expectPolicy(await page.goto(`${storefront.storefrontUrl}/products`));
    await page.getByRole('row', { name: /Apple/ }).first().waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    const form = page.getByRole('dialog', { name: 'Add a product' });
    await form.getByLabel('Name', { exact: true }).fill('Kokum Sherbet');
    await form
      .getByLabel(`Upload a picture of Kokum Sherbet`)
      .setInputFiles({ name: 'kokum.png', mimeType: 'image/png', buffer: PNG });
    const preview = form.getByRole('img', { name: 'Kokum Sherbet (1)' });
    await preview.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images).some((img) => img.src.includes('/uploads/') && img.complete && img.naturalWidth > 0),
    );
    await form.getByRole('button', { name: 'Cancel' }).click();

    expectPolicy(await page.goto(`${storefront.storefrontUrl}/reports`));
    await page.getByRole('list', { name: 'Totals' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('Lata Deshmukh');

    expect(seen.violations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });

  it('refuses to show the admin page inside another site’s frame', async () => {
    const framer: Server = createServer((_req, res) => {
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(
          `<!doctype html><iframe name="victim" src="${storefront.storefrontUrl}/orders" width="800" height="600"></iframe>`,
        );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const page = await admin.newPage();
      const framed = page.waitForResponse((response) => response.url() === `${storefront.storefrontUrl}/orders`);
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      expect((await framed).headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      await page.waitForTimeout(1_000);
      const frame = page.frame({ name: 'victim' })!;
      // Chromium replaces a refused frame with its error page: the storefront's document never loads there.
      expect(frame.url()).not.toBe(`${storefront.storefrontUrl}/orders`);
      expect(await frame.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
      await page.close();
    } finally {
      framer.close();
    }
  });
});
