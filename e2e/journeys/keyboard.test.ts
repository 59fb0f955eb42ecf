import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import {
  expectFocusBackOn,
  expectFocusWithin,
  expectVisibleFocus,
  focused,
  hasFocus,
  tabTo,
} from '../support/keyboard';
import { screenshots } from '../support/screenshots';
import { waitForNewCode } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

/**
 * Without a mouse: every step below is page.keyboard (Tab, Shift+Tab, Enter, Space, arrows,
 * Escape, typing); nothing is clicked. Each control reached shows where the focus is, and closing
 * a drawer or a dialog gives the focus back to what opened it. On a phone-wide window, so the
 * pages are also held to 44 px touch targets (support/accessibility.ts).
 */

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3900);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const shot = screenshots('keyboard');

/** Signs in through the login dialog with the keyboard: phone, the code from the development outbox, a name. */
async function signInByKeyboard(page: Page, phone: string, name: string): Promise<void> {
  const logIn = page.getByRole('button', { name: 'Log In' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  const dialog = page.locator('[role="dialog"].kn-shell-login');
  const phoneBox = dialog.getByLabel('Phone number');
  await phoneBox.waitFor();
  expect(await hasFocus(phoneBox)).toBe(true);
  await expectVisibleFocus(phoneBox);
  await shot(page, '2-login-phone');

  // Escape closes the dialog and gives the focus back to Log In; Enter opens it again.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusBackOn(page, logIn, 'the login dialog');
  await page.keyboard.press('Enter');
  await phoneBox.waitFor();

  const before = await (await fetch(`${storefront.apiUrl}/api/dev/otp-outbox?phoneNumber=${phone}`))
    .json()
    .catch(() => null);
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'OTP Verification' }).waitFor();
  const code = await waitForNewCode(storefront.apiUrl, phone, before as { code: string; sentAt: string } | null);
  const firstDigit = dialog.getByLabel('Digit 1 of 6');
  expect(await hasFocus(firstDigit)).toBe(true);
  await page.keyboard.type(code);
  // A new customer is asked their name once (the focus in its box); someone known is signed in.
  const nameBox = dialog.getByLabel('Your name');
  await Promise.race([dialog.waitFor({ state: 'detached' }), nameBox.waitFor()]);
  if (await nameBox.isVisible()) {
    expect(await hasFocus(nameBox)).toBe(true);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await dialog.waitFor({ state: 'detached' });
}

describe('a customer without a mouse', () => {
  it('signs in, fills the cart, adds an address and places a cash order with the keyboard alone, always seeing where the focus is', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(storefront.storefrontUrl);
    await page.getByRole('article').first().waitFor();

    // The first Tab reaches "Skip to content", drawn on screen.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip, { max: 1 });
    await shot(page, '1-skip-link');

    await signInByKeyboard(page, '9812399001', 'Kavya Rao');
    // Log In, the opener, is gone (Profile took its place): the focus goes to the page's main
    // region (shell's Dialog), not to the document, so the next Tab starts from the page.
    await expectFocusBackOn(page, page.locator('#main'), 'the login dialog after signing in');

    // Search from the header and add two products.
    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: /Search/ })
      .last();
    await tabTo(page, search, { backwards: true });
    await page.keyboard.type('milk');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'milk');
    // The URL changes a moment before the results replace the home shelves (whose Add buttons
    // would otherwise be taken, and then vanish): wait for the results' own heading.
    await page.getByText('Results for “milk”').first().waitFor();
    const adds = page.getByRole('main').getByRole('button', { name: /^Add .+ to cart$/ });
    await adds.first().waitFor();
    for (const index of [0, 1]) {
      const add = adds.nth(index);
      const product = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      // The stepper replaces Add, and the focus moves into it (on its +), not to the page.
      const more = page.getByRole('button', { name: `Add one more ${product}` }).first();
      await more.waitFor();
      // In the frame after the stepper is drawn.
      await page.waitForFunction((el) => el === document.activeElement, await more.elementHandle(), {
        timeout: 2000,
      });
      expect(await hasFocus(more)).toBe(true);
      await expectVisibleFocus(more);
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 2 items/ })
      .waitFor();
    await shot(page, '3-added');

    // The cart drawer: opened from the header's cart, Escape closes it back to the cart button.
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, 2 items/ });
    await tabTo(page, cart, { backwards: true, max: 80 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await drawer.waitFor();
    await expectFocusWithin(page, drawer, 'the cart drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expectFocusBackOn(page, cart, 'the cart drawer');

    // Again, now to the address: the form opens over the drawer and comes back to it.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    const addAddress = drawer.getByRole('button', { name: 'Add Address to Proceed' });
    await tabTo(page, addAddress);
    await shot(page, '4-drawer');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add your address' });
    await form.waitFor();
    await expectFocusWithin(page, form, 'the address form');

    // Escape closes the form (not the drawer under it) and the focus is back on its opener.
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await drawer.isVisible()).toBe(true);
    await expectFocusBackOn(page, addAddress, 'the address form');
    await page.keyboard.press('Enter');
    await form.waitFor();

    const locality = form.getByRole('combobox', { name: 'Locality' });
    await locality.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await tabTo(page, locality);
    await page.keyboard.press('ArrowDown');
    expect(await locality.inputValue()).not.toBe('');
    const society = form.getByRole('combobox', { name: 'Society' });
    await tabTo(page, society);
    await page.keyboard.press('ArrowDown');
    await form.getByRole('listbox', { name: 'Societies' }).getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    expect(await society.inputValue()).not.toBe('');
    await tabTo(page, form.getByLabel('Wing/Phase'));
    await page.keyboard.type('C');
    await tabTo(page, form.getByLabel('Flat Number'));
    await page.keyboard.type('1204');
    await shot(page, '5-address');
    await tabTo(page, form.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await drawer.getByText(/C-1204/).waitFor();
    // The opener made way for Click to Pay: the focus goes there, still inside the drawer.
    const pay = drawer.getByRole('button', { name: /Click to Pay/ });
    await expectFocusBackOn(page, pay, 'the address form after saving');
    await expectVisibleFocus(pay);
    await page.keyboard.press('Enter');

    // Paying: Cash on Delivery chosen with the arrow keys, Place Order with Enter.
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    const cash = page.getByRole('radio', { name: /^Cash on Delivery/ });
    const phonePe = page.getByRole('radio', { name: /^PhonePe/ });
    const firstRadio = (await cash.isChecked()) || !(await phonePe.isChecked()) ? cash : phonePe;
    await tabTo(page, firstRadio);
    if (!(await cash.isChecked())) {
      await page.keyboard.press('ArrowDown');
      if (!(await cash.isChecked())) await page.keyboard.press('ArrowUp');
    }
    expect(await cash.isChecked()).toBe(true);
    await expectVisibleFocus(cash);
    const placeOrder = page.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ });
    await tabTo(page, placeOrder);
    await shot(page, '6-payment');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await page.getByText('C-1204', { exact: false }).first().waitFor();
    await shot(page, '7-order');
    expect(await focused(page)).toBeDefined();
    await context.close();
  });

  it('the store admin marks that order paid and delivered with the swipe’s Enter, without a mouse', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(storefront.storefrontUrl);
    await signInByKeyboard(page, '9000000000', 'Store');
    await page
      .getByRole('heading', { name: /Dashboard/ })
      .first()
      .waitFor();

    // To the orders board and into the newest order, by Tab and Enter.
    const orders = page.getByRole('link', { name: 'Orders', exact: true }).first();
    await tabTo(page, orders);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/orders');
    const open = page.getByRole('link', { name: /^Order [0-9A-F]{14}$/ }).first();
    await tabTo(page, open, { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Order #/ }).waitFor();

    const slider = page.getByRole('button', { name: /: swipe right, or press Enter$/ });
    await tabTo(page, slider, { max: 120 });
    await shot(page, '8-admin-swipe');
    await page.keyboard.press('Enter');
    await page.getByText('Delivered and paid').waitFor({ timeout: 6000 });
    await context.close();
  });
});
