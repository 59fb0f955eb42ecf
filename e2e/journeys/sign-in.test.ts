import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { signIn } from '../support/signIn';
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

const storedUser = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null') as { _id: string; name: string; token?: string } | null);

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

    const profileChecked = page.waitForResponse((response) => response.url().endsWith('/api/users/profile') && response.status() === 200);
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
    const reused = await fetch(`${storefront.apiUrl}/api/users/profile`, { headers: { authorization: `Bearer ${user!.token}` } });
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
});
