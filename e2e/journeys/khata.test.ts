import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { placeCashOrder, type PlacedOrder } from '../support/orders';
import { screenshots } from '../support/screenshots';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let admin: Page;
let customer: Page;
const shot = screenshots('khata');

beforeAll(async () => {
  storefront = await startTestStorefront(3640);
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  customer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

const rupees = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the khata: orders delivered without payment, paid off in part', () => {
  it('two delivered unpaid orders; a part payment settles the oldest; the balance, the customer’s account page and Dues show the rest', async () => {
    // Meera orders twice, cash on delivery; the store delivers both and she pays neither at the door.
    await customer.goto(storefront.storefrontUrl);
    await signIn(customer, storefront, '9812371001', 'Meera Joshi');
    const placed: (PlacedOrder & { totalPrice: number })[] = [];
    for (let i = 0; i < 2; i++)
      placed.push(
        (await placeCashOrder(customer, storefront.apiUrl, 'K', '701')) as PlacedOrder & { totalPrice: number },
      );
    const [older, newer] = placed as [PlacedOrder & { totalPrice: number }, PlacedOrder & { totalPrice: number }];
    const me = await asSignedInUser<{ _id: string }>(customer, storefront.apiUrl, '/api/users/profile');

    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    for (const order of placed)
      expect(
        (await asSignedInUser(admin, storefront.apiUrl, `/api/orders/${order._id}/deliver`, { method: 'PUT' })).status,
      ).toBe(200);

    // Her page: both owed, oldest first.
    await admin.goto(`${storefront.storefrontUrl}/customers/${me.body._id}`);
    const khata = admin.locator('.kn-adm-khata');
    const balance = khata.getByTestId('khata-balance');
    await balance.getByText(rupees(older.totalPrice + newer.totalPrice)).waitFor();
    const owed = khata.getByRole('list', { name: 'Unpaid orders, oldest first' }).getByRole('link');
    expect(await owed.allInnerTexts()).toEqual([`Order #${older.orderNumber}`, `Order #${newer.orderNumber}`]);
    await shot(admin, 'customer-owes-two');

    // She hands over enough for the older one and ₹10 more, in cash: the older is paid, the ₹10 goes on the newer.
    await khata.getByLabel('Amount received (₹)').fill(String(older.totalPrice + 10));
    await khata.getByRole('radio', { name: 'Cash' }).check();
    await khata.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByText(`${rupees(older.totalPrice + 10)} recorded: 1 order settled`, { exact: true }).waitFor();
    await balance.getByText(rupees(newer.totalPrice - 10)).waitFor();
    expect(await balance.innerText()).toBe(`Balance due ${rupees(newer.totalPrice - 10)}`);
    expect(await owed.allInnerTexts()).toEqual([`Order #${newer.orderNumber}`]);
    await khata
      .getByRole('list', { name: 'Unpaid orders, oldest first' })
      .getByText(`${rupees(newer.totalPrice - 10)} of ${rupees(newer.totalPrice)} left`)
      .waitFor();
    await shot(admin, 'part-payment-recorded');

    // The older order reads paid from the khata.
    const settled = await asSignedInUser<{ isPaid: boolean; paidWith: string }>(
      admin,
      storefront.apiUrl,
      `/api/orders/${older._id}`,
    );
    expect(settled.body).toMatchObject({ isPaid: true, paidWith: 'KHATA' });

    // Her account page says what is left.
    await customer.goto(`${storefront.storefrontUrl}/account`);
    await customer.getByTestId('my-khata').waitFor();
    expect(await customer.getByTestId('my-khata').innerText()).toBe(
      `${rupees(newer.totalPrice - 10)} to pay for 1 delivered order. Pay in cash or by UPI with your next order.`,
    );
    await shot(customer, 'account-balance');

    // Dues, from the sidebar: Meera with what she still owes and a reminder ready for WhatsApp.
    await admin.getByRole('menu', { name: 'Admin sections' }).getByRole('link', { name: 'Dues' }).click();
    await admin.waitForURL((url) => url.pathname === '/dues');
    const card = admin
      .getByRole('list', { name: 'Customers who owe' })
      .getByRole('listitem')
      .filter({ hasText: 'Meera Joshi' });
    await card.getByText(rupees(newer.totalPrice - 10), { exact: true }).waitFor();
    await card.getByText(/1 unpaid order · owed since today/).waitFor();
    const reminder = await card.locator('.kn-adm-due__text').innerText();
    expect(reminder).toContain(`${rupees(newer.totalPrice - 10)} is due on your khata for 1 order`);
    expect(reminder).toContain('Call us on +91 90000 00000');
    expect(await card.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/919812371001?text=${encodeURIComponent(reminder)}`,
    );
    await shot(admin, 'dues');
    await admin.setViewportSize({ width: 390, height: 844 });
    // The admin's frame switches to its phone layout on the resize (a breakpoint React hears): wait
    // for it, then nothing is wider than the screen.
    await admin.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
      timeout: 10_000,
    });
    await shot(admin, 'dues-phone');
  });
});
