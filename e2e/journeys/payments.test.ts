import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { answerPhonePe, checkOut } from '../support/phonePe';
import { putInCart, saveFirstSocietyAddress, openCartDrawer } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

/**
 * PhonePe Standard Checkout v2 through the API's simulator, end to end with no network: a webhook
 * that never arrives, a payment left to expire, and the refund of a paid order the store cancels.
 * (Pay and Fail, with the webhook arriving before the customer is back, are in checkout.test.ts.)
 * Then UPI at the door: a cash order paid to the store's UPI id and recorded as UPI.
 */
const STORE_UPI_ID = 'kirananow@okaxis';
let storefront: TestStorefront;
let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The store's UPI id reaches config.json as a deployment sets it.
  process.env.STORE_UPI_ID = STORE_UPI_ID;
  storefront = await startTestStorefront(3660);
  delete process.env.STORE_UPI_ID;
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  page = await phone.newPage();
  await page.goto(storefront.storefrontUrl);
  await signIn(page, storefront, '9812360001', 'Meera Joshi');
  await putInCart(page, storefront.apiUrl, 1);
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('button', { name: 'Add Address to Proceed' }).click();
  await saveFirstSocietyAddress(page, 'C', '702');
  await page.keyboard.press('Escape');
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const cartCount = () => page.getByTestId('cart-badge').count();

/** The store admin at a desktop, signed in once (a phone's sign-in codes have a resend gap). */
let adminPage: Page | null = null;
async function storeAdmin(): Promise<Page> {
  if (adminPage) return adminPage;
  const store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  adminPage = await store.newPage();
  await adminPage.goto(storefront.storefrontUrl);
  await signIn(adminPage, storefront, '9000000000');
  return adminPage;
}

/** With E2E_SCREENSHOTS=<folder>, leaves screenshots of `on` at a phone's and a desktop's width there. */
async function snap(on: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const size = on.viewportSize()!;
  for (const width of [390, 1366]) {
    await on.setViewportSize({ width, height: 900 });
    await on.screenshot({ path: path.join(folder, `phonepe-${name}-${width}.png`), fullPage: true });
  }
  await on.setViewportSize(size);
}

describe('PhonePe v2 through the simulator', () => {
  it('a payment whose webhook never arrives is confirmed by the status check when the customer is back', async () => {
    await page.goto(storefront.storefrontUrl);
    await checkOut(page, 'PhonePe');
    await answerPhonePe(page, 'Pay, but lose the webhook');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await cartCount()).toBe(0);
  });

  it('a payment left to expire fails, nothing is charged and the cart is kept', async () => {
    await page.goto(storefront.storefrontUrl);
    await putInCart(page, storefront.apiUrl, 1, 1);
    await checkOut(page, 'PhonePe');
    const orderId = await answerPhonePe(page, 'Let it expire');
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
    expect(await cartCount()).toBe(1);
    await page.goto(`${storefront.storefrontUrl}/order/${orderId}`);
    await page.getByRole('heading', { name: 'Order cancelled' }).waitFor();
    await page.getByText('The PhonePe payment did not go through. Nothing was charged.').waitFor();
  });

  it('the store cancels a paid order: PhonePe is asked for the refund, and both pages show it requested, then refunded', async () => {
    await page.goto(storefront.storefrontUrl);
    await checkOut(page, 'PhonePe');
    const orderId = await answerPhonePe(page, 'Pay');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await page.goto(`${storefront.storefrontUrl}/order/${orderId}`);
    await page.getByText('Paid with PhonePe').waitFor();

    const admin = await storeAdmin();
    await admin.goto(`${storefront.storefrontUrl}/order/${orderId}`);
    await admin.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    // Requested at once; the simulator's PhonePe completes it five seconds later and its webhook updates both pages live.
    await admin.getByText(/went back in stock\. ₹[\d,.]+ refund requested from PhonePe\./).waitFor();
    await admin.getByRole('button', { name: 'Check refund' }).waitFor();
    await page
      .getByText(/₹[\d,.]+ refund requested: it usually reaches the account you paid from in 3–5 working days\./)
      .waitFor();
    await snap(admin, 'admin-refund-requested');
    await snap(page, 'customer-refund-requested');
    await admin.getByText(/₹[\d,.]+ refunded to the customer\./).waitFor({ timeout: 15_000 });
    await page.getByText(/₹[\d,.]+ refunded to the account you paid from\./).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Order cancelled' }).waitFor();
    await snap(admin, 'admin-refunded');
    await snap(page, 'customer-refunded');
  });
});

describe('UPI at the door', () => {
  it('an unpaid cash order shows Pay by UPI for its exact total; the admin marks it paid by UPI, and Reports count it as UPI', async () => {
    await page.goto(storefront.storefrontUrl);
    await putInCart(page, storefront.apiUrl, 1, 2);
    await checkOut(page, 'Cash on Delivery');
    await page.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const upi = page.getByRole('region', { name: 'Pay by UPI' });
    const link = upi.getByRole('link', { name: /^Pay ₹[\d,.]+ by UPI$/ });
    const href = (await link.getAttribute('href'))!;
    const amount = (await link.textContent())!.match(/₹([\d,.]+)/)![1]!.replace(/,/g, '');
    expect(href).toMatch(
      new RegExp(
        `^upi://pay\\?pa=kirananow%40okaxis&pn=Kirana%20Now&am=${amount.replace('.', '\\.')}&cu=INR&tn=Order%20[0-9A-F]{14}$`,
      ),
    );
    await upi.getByRole('img', { name: new RegExp(`^QR code: pay ₹[\\d,.]+ by UPI to ${STORE_UPI_ID}$`) }).waitFor();
    await snap(page, 'customer-pay-by-upi');

    const admin = await storeAdmin();
    await admin.goto(`${storefront.storefrontUrl}/order/${orderId}`);
    await admin.getByRole('region', { name: 'Pay by UPI' }).waitFor();
    await admin.getByRole('radiogroup', { name: 'Paid with' }).getByText('UPI', { exact: true }).click();
    await snap(admin, 'admin-pay-by-upi');
    await admin.getByRole('button', { name: 'Mark as Paid & Delivered: swipe right, or press Enter' }).press('Enter');
    await admin.getByText('Delivered and paid').waitFor({ timeout: 10_000 });
    await admin
      .getByRole('region', { name: 'Customer' })
      .getByText(/Paid by UPI/)
      .waitFor();
    // The customer's page turns paid by UPI live, and the QR is gone.
    await page.getByText('Paid by UPI').first().waitFor();
    expect(await upi.count()).toBe(0);

    await admin.goto(`${storefront.storefrontUrl}/reports`);
    const totals = admin.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    const upiTotal = totals.getByRole('listitem').filter({ hasText: 'Paid to the store’s UPI at the door' });
    await upiTotal
      .getByText(
        new RegExp(`₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2 }).replace('.', '\\.')}`),
      )
      .waitFor();
    await snap(admin, 'admin-reports-upi');
  });
});
