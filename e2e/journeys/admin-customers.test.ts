import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { asSignedInUser, openCartDrawer, putInCart } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let store: BrowserContext;
let admin: Page;
/** Set by the first journey: the customer the store added, their page, and their phone's browser. */
let customerPage: string;
let shopper: Page;

beforeAll(async () => {
  storefront = await startTestStorefront(3610);
  browser = await launchBrowser();
  store = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  admin = await store.newPage();
});
afterAll(async () => {
  await shopper?.context().close();
  await browser?.close();
  await storefront?.dispose();
});

interface Society {
  _id: string;
  societyName: string;
  areaName: string;
}
interface MyOrders {
  items: { _id: string; orderNumber: string; totalPrice: number }[];
}

const rupees = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the store adds a customer who orders by phone', () => {
  it('the admin adds a new phone with an address on /customer; the customer signs in and finds it; their order shows in today’s report and its CSV', async () => {
    const phone = '9812361001';
    const [society] = (await (await fetch(`${storefront.apiUrl}/api/society`)).json()) as Society[];

    // The admin, at the desk: a caller's number nobody has used yet.
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    await admin.goto(`${storefront.storefrontUrl}/customer`);
    await admin.getByLabel('Customer’s phone number').fill(phone);
    await admin.getByText('No customer has +91 98123 61001 yet').waitFor();
    const form = admin.locator('.kn-adm-add-customer');
    await form.getByLabel('Name').fill('Kavita Rao');
    await form.getByLabel('Locality').selectOption({ label: society!.areaName });
    await form
      .getByLabel('Society')
      .locator('option', { hasText: society!.societyName })
      .waitFor({ state: 'attached' });
    await form.getByLabel('Society').selectOption({ label: society!.societyName });
    await form.getByLabel('Wing').fill('d');
    await form.getByLabel('Flat').fill('1104');
    await form.getByRole('button', { name: 'Add customer' }).click();

    // Their page.
    await admin.waitForURL((url) => /^\/customers\/[0-9a-f]{24}$/.test(url.pathname));
    customerPage = admin.url();
    await admin.getByRole('heading', { level: 1, name: 'Kavita Rao' }).waitFor();
    const line = `D-1104, ${society!.societyName}, ${society!.areaName}`;
    await admin.getByText(line).waitFor();
    expect(await admin.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/91${phone}`);
    await admin.getByText('No orders yet', { exact: true }).first().waitFor();

    // The same number again is already a customer.
    await admin.goto(`${storefront.storefrontUrl}/customer?phone=${phone}`);
    await admin.getByRole('link', { name: 'Open their page' }).waitFor();

    // The customer signs in on their phone: the address the store saved is theirs.
    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    shopper = await phoneContext.newPage();
    await shopper.goto(storefront.storefrontUrl);
    await signIn(shopper, storefront, phone);
    await shopper
      .getByRole('banner')
      .getByRole('button', { name: /D-1104/ })
      .waitFor();
    await shopper.goto(`${storefront.storefrontUrl}/address`);
    await shopper.getByText(line).waitFor();

    // …and orders, cash on delivery, to that address.
    await shopper.goto(storefront.storefrontUrl);
    await putInCart(shopper, storefront.apiUrl, 2);
    const drawer = await openCartDrawer(shopper);
    await drawer.getByText(/D-1104/).waitFor();
    await drawer.getByRole('button', { name: /Click to Pay/ }).click();
    await shopper.getByRole('radio', { name: /^Cash on Delivery/ }).check();
    await shopper.getByRole('button', { name: /^Place Order · ₹[\d,.]+$/ }).click();
    await shopper.waitForURL((url) => url.pathname.startsWith('/order/'));
    const mine = await asSignedInUser<MyOrders>(shopper, storefront.apiUrl, '/api/orders/mine');
    const [order] = mine.body.items;
    expect(mine.body.items).toHaveLength(1);

    // The admin's customer page lists it, linking to the admin's order page.
    await admin.goto(customerPage);
    const orderLink = admin.getByRole('link', { name: `Order #${order!.orderNumber}` });
    await orderLink.waitFor();
    expect(await orderLink.getAttribute('href')).toBe(`/order/${order!._id}`);

    // Today's report counts it.
    await admin.goto(`${storefront.storefrontUrl}/reports`);
    const totals = admin.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    const figure = (title: string) =>
      totals
        .locator('li')
        .filter({ has: admin.getByText(title, { exact: true }) })
        .locator('.ant-statistic-content');
    expect(await figure('Orders').innerText()).toBe('1');
    expect(await figure('Revenue').innerText()).toBe(rupees(order!.totalPrice));
    await admin.getByRole('row', { name: new RegExp(`^${society!.societyName}, ${society!.areaName} 1 `) }).waitFor();

    // And the CSV of today's orders downloads, with this order in it.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(order!.orderNumber);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  });

  it('she calls the store next time: the admin takes her order by phone, cash on delivery, and it shows in her orders and the queue', async () => {
    const products = (await (await fetch(`${storefront.apiUrl}/api/products?pageSize=50`)).json()) as {
      items: { name: string; sellingPrice: number; stock: number }[];
    };
    const item = products.items.find((p) => p.stock >= 5 && p.sellingPrice <= 100 && !/[()]/.test(p.name))!;

    await admin.goto(customerPage);
    await admin.getByRole('button', { name: 'Take a phone order' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Phone order for Kavita Rao' });
    await drawer.getByText(/D-1104/).waitFor();
    const picker = drawer.getByRole('combobox', { name: 'Add a product' });
    await picker.fill(item.name);
    await admin.locator(`.ant-select-item-option[title="${item.name}"]`).waitFor();
    await picker.press('Enter');
    await drawer.getByRole('button', { name: `One more ${item.name}` }).click();
    await drawer
      .getByRole('group', { name: `${item.name} quantity` })
      .getByText('2')
      .waitFor();
    await drawer.getByRole('button', { name: 'Place order' }).click();

    await admin.waitForURL((url) => url.pathname.startsWith('/order/'));
    await admin.getByText(/^Order placed for Kavita Rao: ₹[\d,.]+ cash on delivery/).waitFor();
    const orderId = new URL(admin.url()).pathname.split('/').pop()!;
    await admin.getByText('Mark as Paid & Delivered').first().waitFor();

    // It is hers: in her own orders, priced by the store.
    const mine = await asSignedInUser<MyOrders & { items: { orderItems: { name: string; qty: number }[] }[] }>(
      shopper,
      storefront.apiUrl,
      '/api/orders/mine',
    );
    expect(mine.body.items[0]!._id).toBe(orderId);
    expect(mine.body.items[0]!.orderItems.map((line) => [line.name, line.qty])).toEqual([[item.name, 2]]);
    await shopper.goto(`${storefront.storefrontUrl}/order/${orderId}`);
    await shopper.getByText(`Order #${mine.body.items[0]!.orderNumber}`).first().waitFor();

    // And in the store's queue of open orders.
    await admin.goto(`${storefront.storefrontUrl}/orders`);
    await admin
      .getByRole('link', { name: new RegExp(mine.body.items[0]!.orderNumber) })
      .first()
      .waitFor();
  });
});
