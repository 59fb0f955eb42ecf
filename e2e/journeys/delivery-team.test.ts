import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseLanguage, measureTouchTargets, runAxe } from '../support/accessibility';
import { launchBrowser } from '../support/browser';
import { placeCashOrder, type PlacedOrder } from '../support/orders';
import { screenshots } from '../support/screenshots';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';
import { swipe } from '../support/swipe';

let storefront: TestStorefront;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  storefront = await startTestStorefront(3900);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await storefront?.dispose();
});

const snap = screenshots('delivery-team');
const RIDER = { phone: '9812390001', name: 'Suresh Kumar' };

/** A browser of its own, signed in as `phone` (a desktop for the store, a 390 px phone for everyone else). */
async function signedIn(phone: string, name: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(storefront.storefrontUrl);
  await signIn(page, storefront, phone, name);
  return page;
}
const PHONE = { width: 390, height: 844 };

/**
 * The handoff code the customer reads out at the door: the digits on her order page's "Delivery
 * code" card (seen as one number, heard digit by digit), the same as her own order read answers.
 */
async function handoffCodeOf(customer: Page, order: PlacedOrder): Promise<string> {
  const card = customer.getByRole('region', { name: 'Delivery code' });
  const seen = (await card.locator('.kn-ui-handoff__code [aria-hidden="true"]').textContent()) ?? '';
  expect(seen).toMatch(/^\d{4}$/);
  await card.getByText(seen.split('').join(' ')).waitFor({ state: 'attached' });
  const read = await asSignedInUser<{ handoffCode?: string }>(customer, storefront.apiUrl, `/api/orders/${order._id}`);
  expect(read.body.handoffCode).toBe(seen);
  return seen;
}

/** Opens the rider's run in a sibling tab shown in Hindi, photographs both screens, and closes it. */
async function hindiScreens(rider: Page): Promise<void> {
  const hindi = await rider.context().newPage();
  await chooseLanguage(hindi, 'hi');
  await hindi.goto(`${storefront.storefrontUrl}/rider`);
  await hindi.getByRole('heading', { level: 1, name: 'मेरी डिलीवरी' }).waitFor();
  await hindi.getByText(/चलने के क्रम में/).waitFor();
  await snap(hindi, '4-rider-run-hi');
  await hindi.getByRole('link', { name: 'बिना राइडर', exact: true }).click();
  await hindi.getByRole('heading', { level: 1, name: 'बिना राइडर वाले ऑर्डर' }).waitFor();
  await snap(hindi, '5-rider-unassigned-hi');
  await hindi.close();
}

describe('the delivery team', () => {
  it('the store adds a rider; the rider, on a phone, gets a society run live, sees a new order on Unassigned live, delivers with the customer’s code, collects cash, and is signed out when deactivated', async () => {
    // The store adds a rider on /team.
    const admin = await signedIn('9000000000', 'Store admin', { width: 1280, height: 900 });
    await admin.goto(`${storefront.storefrontUrl}/team`);
    await admin.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await admin.getByLabel('Phone').fill(RIDER.phone);
    await admin.getByLabel('Name').fill(RIDER.name);
    await admin.getByRole('button', { name: 'Add rider' }).click();
    await admin.getByRole('list', { name: 'Riders' }).getByText(RIDER.name).waitFor();

    // Two customers in the same society order cash on delivery (a first run for the rider).
    const anita = await signedIn('9812390002', 'Anita Rao', PHONE);
    const first = await placeCashOrder(anita, storefront.apiUrl, 'A', '101');
    const vikram = await signedIn('9812390003', 'Vikram Shah', PHONE);
    const second = await placeCashOrder(vikram, storefront.apiUrl, 'B', '202');

    // The rider signs in on a 390 px phone and lands on My run, under the rider's header: who they
    // are, the language and Profile, nothing to shop with.
    const rider = await signedIn(RIDER.phone, RIDER.name, PHONE);
    await rider.waitForURL(`${storefront.storefrontUrl}/rider`);
    await rider.getByRole('heading', { level: 1, name: 'My run' }).waitFor();
    const riderHeader = rider.getByRole('banner');
    await riderHeader.getByText('Delivery team').waitFor();
    await riderHeader.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await riderHeader.getByPlaceholder('Search for items').count()).toBe(0);
    expect(await riderHeader.getByRole('button', { name: /Select Location|cart/i }).count()).toBe(0);
    expect(await rider.locator('.kn-shell-cartbar').count()).toBe(0);
    // The admin's pages are not theirs; off their screens they shop as anyone does; My run is in the Profile menu.
    for (const adminPath of ['/orders', '/team', '/cash']) {
      await rider.goto(`${storefront.storefrontUrl}${adminPath}`);
      await rider.waitForURL(`${storefront.storefrontUrl}/`);
    }
    await rider.getByRole('button', { name: 'Profile' }).click();
    await rider.getByRole('menuitem', { name: 'My run' }).click();
    await rider.getByRole('heading', { level: 1, name: 'My run' }).waitFor();
    await rider.getByRole('heading', { name: 'No orders assigned to you right now' }).waitFor();
    await snap(rider, '1-rider-run-empty');
    // Both orders wait for a rider meanwhile.
    await rider.getByRole('link', { name: 'Unassigned', exact: true }).click();
    await rider.getByRole('article', { name: 'Flat A-101' }).waitFor();
    await rider.getByRole('article', { name: 'Flat B-202' }).waitFor();
    // Nobody's yet: where and what, never who (R63): no name, no Call.
    const nobodys = rider.getByRole('article', { name: 'Flat A-101' });
    expect(await nobodys.getByRole('link', { name: /^Call/ }).count()).toBe(0);
    expect(await nobodys.textContent()).not.toContain('Anita');
    await rider.getByRole('link', { name: 'My run' }).click();
    await rider.getByRole('heading', { name: 'No orders assigned to you right now' }).waitFor();
    // Let the run's socket finish its handshake before the store acts.
    await rider.waitForTimeout(500);
    let riderNavigations = 0;
    rider.on('framenavigated', (frame) => {
      if (frame === rider.mainFrame()) riderNavigations += 1;
    });

    // The store gives the society's run to the rider from the orders board's society view.
    await admin.goto(`${storefront.storefrontUrl}/orders?view=society`);
    await admin.getByRole('button', { name: /^Assign run: / }).click();
    await admin.getByRole('combobox', { name: /^Rider for the .* run$/ }).click();
    await admin.locator(`.ant-select-item-option[title="${RIDER.name}"]`).click();
    await admin.getByRole('button', { name: 'Assign', exact: true }).click();
    await admin.getByText(new RegExp(`^2 orders of .* given to ${RIDER.name}$`)).waitFor();

    // The rider's run fills by itself, in walking order.
    const cardA = rider.getByRole('article', { name: 'Flat A-101' });
    const cardB = rider.getByRole('article', { name: 'Flat B-202' });
    await cardA.waitFor({ timeout: 5000 });
    await cardB.waitFor();
    expect(riderNavigations).toBe(0);
    await rider.getByText('2 orders to deliver, in walking order').waitFor();
    expect(await rider.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Wing A', 'Wing B']);
    await cardA.getByText(/^Collect ₹\d+\.\d\d$/).waitFor();
    expect(await cardA.getByRole('link', { name: 'Call Anita Rao' }).getAttribute('href')).toBe('tel:+919812390002');
    expect(await cardA.getByRole('link', { name: /^Directions to .* \(opens maps\)$/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    // The live run is checked as the rider sees it (the automatic check saw this route empty).
    expect(await runAxe(rider)).toEqual([]);
    expect(await measureTouchTargets(rider)).toEqual([]);
    await snap(rider, '2-rider-run-en');

    // A third order comes in after the run was given, while the rider looks at Unassigned: it
    // appears there by itself (the riders' room), and the rider takes it.
    await rider.getByRole('link', { name: 'Unassigned', exact: true }).click();
    await rider.getByRole('heading', { name: 'No orders are waiting for a rider' }).waitFor();
    await rider.waitForTimeout(500); // the Unassigned screen's socket finishes its handshake
    const navigationsBefore = riderNavigations;
    const third = await placeCashOrder(vikram, storefront.apiUrl, 'B', '202');
    const waiting = rider.getByRole('article', { name: 'Flat B-202' });
    await waiting.getByText(`Order #${third.orderNumber}`, { exact: false }).waitFor({ timeout: 5000 });
    expect(riderNavigations).toBe(navigationsBefore);
    await snap(rider, '3-rider-unassigned-en');
    await waiting.getByRole('button', { name: 'Take' }).click();
    await rider.getByText(`Order #${third.orderNumber} is on your run.`).waitFor();
    await rider.getByRole('heading', { name: 'No orders are waiting for a rider' }).waitFor();
    await rider.getByRole('link', { name: 'My run' }).click();
    await rider.getByText('3 orders to deliver, in walking order').waitFor();

    await hindiScreens(rider);

    // Anita watches her order; the rider delivers it with her code, after a wrong one is refused.
    await anita.goto(`${storefront.storefrontUrl}/order/${first._id}`);
    await anita.getByRole('heading', { name: 'Order placed' }).waitFor();
    await anita.waitForTimeout(500);
    // The store packs it, and Anita's page follows each stage without a reload; until it is packed
    // the rider's card says so, then offers Picked up, which puts it out for delivery.
    await cardA.getByText('The store is still packing this order.').waitFor();
    await admin.goto(`${storefront.storefrontUrl}/order/${first._id}`);
    await admin.getByRole('button', { name: 'Start packing' }).click();
    await anita.getByRole('heading', { name: 'Packing your order' }).waitFor({ timeout: 5000 });
    await admin.getByRole('button', { name: 'Packed', exact: true }).click();
    await anita.getByRole('heading', { name: 'Packed: waiting for a rider' }).waitFor({ timeout: 5000 });
    await snap(anita, '6a-customer-packed');
    await cardA.getByRole('button', { name: 'Picked up' }).click();
    const riderFirstName = RIDER.name.split(' ')[0]!;
    await anita.getByRole('heading', { name: `${riderFirstName} is on the way` }).waitFor({ timeout: 5000 });
    expect(await anita.getByRole('link', { name: `Call ${riderFirstName}` }).getAttribute('href')).toBe(
      `tel:+91${RIDER.phone}`,
    );
    await snap(anita, '6b-customer-out-for-delivery');
    const code = await handoffCodeOf(anita, first);
    const wrong = code === '0000' ? '1111' : '0000';
    const codeBox = cardA.getByLabel('Customer’s 4-digit code');
    await codeBox.fill(wrong);
    await swipe(rider, cardA.locator('.kn-swipe').filter({ hasText: 'Delivered' }));
    await cardA.getByRole('alert').filter({ hasText: 'That code is not right. Ask the customer again.' }).waitFor();
    expect(await codeBox.inputValue()).toBe('');
    // The tries left, said once on the card (the refusal does not repeat them).
    await cardA.getByText('4 tries left', { exact: true }).waitFor();
    expect((await cardA.textContent())?.match(/tries? left/gi)).toHaveLength(1);
    await snap(rider, '6-rider-wrong-code');
    await codeBox.fill(code);
    await swipe(rider, cardA.locator('.kn-swipe').filter({ hasText: 'Delivered' }));
    await cardA.getByText('Done').waitFor();
    // Saved: the card says Delivered, and the run's count has changed.
    await cardA.locator('.kn-rider-card__delivered', { hasText: 'Delivered' }).waitFor();
    await rider.getByText('2 orders to deliver, in walking order · 1 delivered, its cash still to collect').waitFor();
    // Delivered, its cash still to take: once the success has shown the card keeps only Collected cash.
    await codeBox.waitFor({ state: 'detached', timeout: 5000 });
    await cardA.getByRole('button', { name: /^Collected cash ₹[\d.,]+: swipe right, or press Enter$/ }).waitFor();
    // Delivered, the phone has left the rider's view: no Call on the card any more.
    expect(await cardA.getByRole('link', { name: /^Call/ }).count()).toBe(0);
    await anita.getByRole('heading', { name: /^Delivered at / }).waitFor({ timeout: 5000 });
    // Delivered: the code has done its work and leaves her page.
    await anita.getByRole('region', { name: 'Delivery code' }).waitFor({ state: 'detached' });
    await snap(anita, '7-customer-delivered');

    // Vikram pays cash at the door for his first order.
    await swipe(rider, cardB.first().locator('.kn-swipe').filter({ hasText: 'Collected cash' }));
    await cardB.first().getByText('Done').waitFor();
    await cardB.first().getByText('Paid', { exact: true }).waitFor();
    await snap(rider, '8-rider-after-cash');

    // The store sees it all: the order's history and the day's cash.
    await admin.goto(`${storefront.storefrontUrl}/order/${first._id}`);
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText(new RegExp(`^Assigned to ${RIDER.name} by `)).waitFor();
    await history.getByText(`${RIDER.name} tried a wrong code (4 tries left)`).waitFor();
    await history.getByText(`Delivered by ${RIDER.name} with the customer’s code`).waitFor();
    await snap(admin, '9-admin-history');
    await admin.goto(`${storefront.storefrontUrl}/order/${second._id}`);
    await admin
      .getByRole('region', { name: 'History' })
      .getByText(new RegExp(`^${RIDER.name} collected ₹[\\d.,]+ in cash$`))
      .waitFor();
    await admin.goto(`${storefront.storefrontUrl}/cash`);
    const day = admin.getByRole('listitem', { name: RIDER.name });
    await day.getByText('Cash collected').waitFor();
    const figures = async (term: string) =>
      day.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').innerText();
    expect(await figures('Delivered')).toBe('1');
    expect(await figures('Cash collected')).toMatch(/^₹[\d.,]+ · 1 order$/);
    const collected = (await figures('Cash collected')).split(' · ')[0]!;
    // A hand-over typed wrong (₹1 more) is flagged; voided with a reason, the cash is the rider's again.
    const amount = Number(collected.replace(/[₹,]/g, '')) + 1;
    await day.getByLabel('Cash handed over (₹)').fill(String(amount));
    await day.getByRole('button', { name: 'Record hand-over' }).click();
    await day.getByRole('button', { name: 'Record the mismatch' }).click();
    await day.getByText('Mismatch recorded').waitFor();
    const stillWithRider = (expected: string) =>
      admin.waitForFunction(
        ([name, amount]) =>
          [...document.querySelectorAll(`li[aria-label="${name}"] dt`)].some(
            (term) => term.textContent === 'Still with the rider' && term.nextElementSibling?.textContent === amount,
          ),
        [RIDER.name, expected] as const,
      );
    await stillWithRider('₹0.00');
    await day
      .getByRole('list', { name: `Hand-overs from ${RIDER.name}` })
      .getByRole('button', { name: 'Void' })
      .click();
    const voiding = admin.getByRole('dialog');
    await voiding.getByLabel('Why is it wrong?').fill('Typed one rupee too many');
    await voiding.getByRole('button', { name: 'Void hand-over' }).click();
    await day.getByText('Voided: Typed one rupee too many').waitFor();
    await stillWithRider(collected);
    await snap(admin, '10-admin-cash');

    // The store takes the rider off the team: the rider's phone is signed out at once.
    const riderToken = await rider.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
    );
    await admin.goto(`${storefront.storefrontUrl}/team`);
    await admin.getByRole('list', { name: 'Riders' }).getByRole('button', { name: 'Deactivate' }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText(`${RIDER.name} is deactivated and signed out`).waitFor();
    await rider.waitForURL(`${storefront.storefrontUrl}/`, { timeout: 15_000 });
    await rider.getByRole('button', { name: 'Log In' }).waitFor();
    await snap(rider, '11-rider-signed-out');
    const after = await fetch(`${storefront.apiUrl}/api/rider/run`, {
      headers: { Authorization: `Bearer ${riderToken}` },
    });
    expect(after.status).toBe(401);
  }, 300_000); // five browsers, each page checked by axe in English and Hindi
});
