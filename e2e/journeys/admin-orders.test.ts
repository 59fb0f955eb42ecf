import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { screenshots } from '../support/screenshots';
import { placeCashOrder } from '../support/orders';
import { signIn } from '../support/signIn';
import { swipe } from '../support/swipe';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startTestStorefront(3800);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const snap = screenshots('admin-orders');

describe('the admin’s live order queue', () => {
  it('a new customer order appears on /orders without a reload; swiping Mark as Paid & Delivered past 75% settles it, it leaves the open orders and the customer’s page updates live', async () => {
    // The store admin at a desktop, on the open-orders queue.
    const store = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await store.newPage();
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await admin.goto(`${storefront.storefrontUrl}/orders`);
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await admin.getByText('No open orders. Everything is delivered.').waitFor();
    await admin.getByRole('switch', { name: 'Chime for new orders' }).click();
    await admin.getByRole('switch', { name: 'Chime for new orders' }).getByText('Sound on').waitFor();
    // Let the queue's socket finish its handshake before the customer orders.
    await admin.waitForTimeout(500);
    let adminNavigations = 0;
    admin.on('framenavigated', (frame) => {
      if (frame === admin.mainFrame()) adminNavigations += 1;
    });

    // A customer on a phone orders (through the API, as their checkout does).
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shopper = await phone.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, '9812380001', 'Sunita Patil');
    const order = await placeCashOrder(shopper, storefront.apiUrl, 'D', '1102');

    // The admin sees it arrive: a highlighted row marked New and a notice, with no reload.
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `Order ${order.orderNumber}` }) });
    await row.waitFor({ timeout: 5000 });
    expect(await row.getAttribute('class')).toContain('kn-adm-row--new');
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByText(/^0 min · on time$|^1 min · on time$/).waitFor();
    const notice = admin.getByRole('alert').filter({ hasText: 'New order' });
    await notice.getByRole('link', { name: `#${order.orderNumber}` }).waitFor();
    expect(adminNavigations).toBe(0);
    await snap(admin, '1-new-order-on-queue');

    // The customer follows the order on their phone.
    await shopper.goto(`${storefront.storefrontUrl}/order/${order._id}`);
    await shopper.getByRole('heading', { name: 'Order placed' }).waitFor();
    await shopper.waitForTimeout(500);
    let shopperNavigations = 0;
    shopper.on('framenavigated', (frame) => {
      if (frame === shopper.mainFrame()) shopperNavigations += 1;
    });

    // The admin opens it.
    await row.getByRole('link', { name: `Order ${order.orderNumber}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }).waitFor();
    const slider = admin.locator('.kn-swipe');
    await slider.getByText('Mark as Paid & Delivered').waitFor();
    await snap(admin, '2-order-detail');
    const writes: string[] = [];
    const undos: string[] = [];
    admin.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(new URL(request.url()).pathname);
      if (request.method() === 'DELETE') undos.push(new URL(request.url()).pathname);
    });

    // Let go at 74% of the track: it springs back and changes nothing.
    await swipe(admin, slider, 0.74);
    await admin.waitForTimeout(400);
    expect(await slider.getByRole('button').evaluate((el) => (el as HTMLElement).style.transform)).toBe(
      'translateX(0px)',
    );
    expect(writes).toEqual([]);
    await slider.getByText('Mark as Paid & Delivered').waitFor();

    // Past 75%: delivered and paid in one request, with its toast. Toasts last 5 s; a slow accessibility
    // check of the page can outlast one, so the page keeps every toast text it showed.
    await admin.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.Toastify__toast')) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const toastShown = (words: string) =>
      admin.waitForFunction(
        (w) => (window as unknown as { toastsSeen: string[] }).toastsSeen.some((text) => text.includes(w)),
        words,
        { timeout: 30_000 },
      );
    await swipe(admin, slider, 0.8);
    await toastShown('Payment successful and order updated!');
    expect(writes).toEqual([`/api/orders/${order._id}/deliver-and-pay`]);
    // The customer's page hears it once, delivered and paid together (never delivered and unpaid).
    await shopper.getByRole('heading', { name: /^Delivered at / }).waitFor({ timeout: 3000 });
    await admin.waitForTimeout(600); // let the toast finish sliding in for the screenshot
    await snap(admin, '3-paid-and-delivered');

    // A mistaken swipe: Undo (offered for 10 s) takes back both marks in one request.
    await admin.getByRole('button', { name: /^Undo \(\d+ seconds left\)$/ }).click();
    await admin.getByText('Undone: the order is as it was before the swipe').waitFor();
    expect(undos).toEqual([`/api/orders/${order._id}/deliver-and-pay`]);
    await slider.getByText('Mark as Paid & Delivered').waitFor({ timeout: 4000 });
    await shopper.getByRole('heading', { name: 'Order placed' }).waitFor({ timeout: 3000 });
    const undone = (await (
      await fetch(`${storefront.apiUrl}/api/orders/${order._id}`, {
        headers: {
          Authorization: `Bearer ${await admin.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token)}`,
        },
      })
    ).json()) as { isDelivered: boolean; isPaid: boolean };
    expect(undone).toMatchObject({ isDelivered: false, isPaid: false });

    // Swiped again, for real this time.
    await swipe(admin, slider, 0.8);
    await admin.getByText('Delivered and paid').waitFor({ timeout: 6000 });

    // The customer's page changed by itself.
    await shopper.getByRole('heading', { name: /^Delivered at / }).waitFor({ timeout: 3000 });
    expect(shopperNavigations).toBe(0);
    await snap(shopper, '4-customer-delivered');

    // Back on the queue the order has left the open orders (and shows as delivered and paid under All).
    await admin.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'Orders' }).click();
    await admin.getByText('No open orders. Everything is delivered.').waitFor();
    expect(await admin.getByRole('link', { name: `Order ${order.orderNumber}` }).count()).toBe(0);
    await admin.getByText('All', { exact: true }).click();
    const settled = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `Order ${order.orderNumber}` }) });
    await settled.getByText('Paid', { exact: true }).waitFor();
    await settled.getByText(/^Delivered /).waitFor();
    await snap(admin, '5-queue-after');

    // The shop's connection drops; an order placed meanwhile is shown and counted in the tab's
    // title once it is back (the socket's events while away are lost: the board reads what it missed).
    await admin.getByText('Open', { exact: true }).click();
    await admin.getByText('No open orders. Everything is delivered.').waitFor();
    await store.setOffline(true);
    await admin.waitForTimeout(1500);
    const missed = await placeCashOrder(shopper, storefront.apiUrl, 'D', '1102');
    await admin.waitForTimeout(500);
    expect(await admin.getByRole('link', { name: `Order ${missed.orderNumber}` }).count()).toBe(0);
    await store.setOffline(false);
    const missedNotice = admin.getByRole('alert').filter({ hasText: 'New order' });
    await missedNotice.getByRole('link', { name: `#${missed.orderNumber}` }).waitFor({ timeout: 15_000 });
    await admin.getByRole('link', { name: `Order ${missed.orderNumber}` }).waitFor();
    expect(await admin.title()).toMatch(/^\(1\) New order · /);
    await snap(admin, '6-missed-order-after-reconnect');
    // Opening it acknowledges it: the count leaves the title.
    await admin.getByRole('link', { name: `Order ${missed.orderNumber}` }).click();
    await admin.getByRole('heading', { level: 1, name: `Order #${missed.orderNumber}` }).waitFor();
    await admin.waitForFunction(() => !document.title.startsWith('('));

    await phone.close();
    await store.close();
  });
});
