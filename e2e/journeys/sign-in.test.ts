import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signIn, waitForNewCode } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3300);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const storedUser = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('user') ?? 'null') as { _id: string; name: string; token?: string } | null,
  );

describe('signing in with phone and OTP', () => {
  it('a new customer signs in, stays signed in after a reload, and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(storefront.storefrontUrl);
    await page.getByRole('article').first().waitFor();

    await signIn(page, storefront, '9812300001', 'Asha Patil');
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(0);
    const user = await storedUser(page);
    expect(user).toMatchObject({ name: 'Asha Patil', token: expect.any(String) });

    const profileChecked = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/profile') && response.status() === 200,
    );
    await page.reload();
    await profileChecked;
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    expect((await storedUser(page))?._id).toBe(user!._id);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await storedUser(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    // The server revoked the session: the old token no longer works anywhere.
    const reused = await fetch(`${storefront.apiUrl}/api/users/profile`, {
      headers: { authorization: `Bearer ${user!.token}` },
    });
    expect(reused.status).toBe(401);
    await context.close();
  });

  it('the admin (9000000000) signs in and lands on the admin dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${storefront.storefrontUrl}/product/missing`);
    await signIn(page, storefront, '9000000000');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('banner').getByText('Store admin', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('a customer typing an admin URL is sent to / and never downloads the admin remote', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const adminPort = new URL(storefront.servers.mfe_admin.url).port;
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === adminPort) adminRequests.push(request.url());
    });
    await page.goto(storefront.storefrontUrl);
    await signIn(page, storefront, '9812300002');
    await page.goto(`${storefront.storefrontUrl}/orders`);
    await page.getByRole('article').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(adminRequests).toEqual([]);
    await context.close();
  });

  it('WebOTP: the code the browser offers from the SMS fills the boxes and signs in, without typing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    // Chrome on Android's WebOTP, stubbed: the page asks, and the "SMS" arrives when the test delivers it.
    await context.addInitScript(() => {
      const state = window as unknown as {
        OTPCredential: unknown;
        webOtpAsked: unknown[];
        deliverSms: (code: string) => void;
      };
      let deliver: ((credential: unknown) => void) | null = null;
      state.OTPCredential = class OTPCredential {};
      state.webOtpAsked = [];
      state.deliverSms = (code) => deliver?.({ type: 'otp', id: '', code });
      Object.defineProperty(navigator, 'credentials', {
        configurable: true,
        value: {
          get: (options: { otp?: unknown; signal?: AbortSignal }) => {
            state.webOtpAsked.push({ otp: options.otp, hasSignal: options.signal instanceof AbortSignal });
            return new Promise((resolve) => (deliver = resolve));
          },
        },
      });
    });
    const page = await context.newPage();
    await page.goto(storefront.storefrontUrl);
    await page.getByRole('article').first().waitFor();
    const dialog = page.locator('[role="dialog"].kn-shell-login');
    await page.getByRole('button', { name: 'Log In' }).click();
    const before = await fetch(`${storefront.apiUrl}/api/dev/otp-outbox?phoneNumber=9812300003`);
    expect(before.status).toBe(404);
    await dialog.getByLabel('Phone number').fill('9812300003');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'OTP Verification' }).waitFor();
    const code = await waitForNewCode(storefront.apiUrl, '9812300003', null);
    await page.waitForFunction(() => (window as unknown as { webOtpAsked: unknown[] }).webOtpAsked.length > 0);
    expect(await page.evaluate(() => (window as unknown as { webOtpAsked: unknown[] }).webOtpAsked)).toEqual([
      { otp: { transport: ['sms'] }, hasSignal: true },
    ]);

    const verified = page.waitForRequest((request) => request.url().endsWith('/api/otp/verify'));
    await page.evaluate((sms) => (window as unknown as { deliverSms: (code: string) => void }).deliverSms(sms), code);
    expect(JSON.parse((await verified).postData() ?? '{}')).toMatchObject({
      phoneNumber: '9812300003',
      otpToken: code,
    });
    await dialog.getByRole('heading', { name: 'What should we call you?' }).waitFor();
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    await context.close();
  });
});
