import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { screenshots } from '../support/screenshots';
import { asSignedInUser } from '../support/shopping';
import { signIn } from '../support/signIn';
import { startTestStorefront, type TestStorefront } from '../support/storefront';

let storefront: TestStorefront;
let browser: Browser;
let admin: Page;
const shot = screenshots('long-names');

/** Exactly 60 characters: words as a shop writes them, then one long word that cannot break by itself. */
const sixty = (words: string) => `${words} Sahyadrinagarcooperativehousingsocietyphasethree`.slice(0, 60);
const NAMES = {
  category: sixty('Festive Dry Fruits Sweets and Gift Hampers'),
  product: sixty('Extra Creamy Malai Paneer Family Pack with Kesar'),
  locality: sixty('Pimple Saudagar Rahatani Kalewadi Phata'),
  society: sixty('Shree Ganeshkrupa Heights Phase Three East'),
  customer: sixty('Venkatalakshmi Subramaniam Ramachandran Iyer'),
  rider: sixty('Chandrashekhar Balasubramanian Venkataraman'),
};

beforeAll(async () => {
  storefront = await startTestStorefront(3650);
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.dispose();
});

interface Overflow {
  page: { scrollWidth: number; innerWidth: number };
  cards: { what: string; scrollWidth: number; clientWidth: number }[];
}

/** Whether anything spills: the page wider than the screen, or a card wider inside than its box. */
function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const cards = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-card, .ant-list-item, .ant-drawer-body, [class*="-card"], [class*="-row"], .kn-adm-due, .kn-adm-category, .kn-adm-khata__orders li, .kn-adm-localities li',
      ),
    )
      .filter((element) => element.offsetParent !== null && !element.closest('.ant-table-content, .kn-adm-topnav'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => ({
        what: `${element.className} «${element.innerText.slice(0, 60)}»`,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
    return { page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }, cards };
  });
}

describe('sixty-character names fit the admin’s screens', () => {
  it('category, product, locality, society and customer names stay inside their cards and the screen at 390 and 1366 px', async () => {
    await admin.goto(storefront.storefrontUrl);
    await signIn(admin, storefront, '9000000000');
    const api = <T>(path: string, method = 'GET', body?: unknown) =>
      asSignedInUser<T>(admin, storefront.apiUrl, path, { method, body });

    // The store's records, each with a 60-character name.
    const images = (await api<{ items: { productImages: string[]; categoryId: string }[] }>('/api/products?pageSize=1'))
      .body.items[0]!;
    const category = await api<{ _id: string }>('/api/products/categories', 'POST', {
      name: NAMES.category,
      image: images.productImages[0],
    });
    expect(category.status).toBe(201);
    const product = await api<{ _id: string }>('/api/products', 'POST', {
      name: NAMES.product,
      description: 'Soft paneer made fresh every morning.',
      categoryId: category.body._id,
      productImages: images.productImages,
      mrp: 450,
      sellingPrice: 420,
      quantityLabel: '1 kg',
      stock: 4,
    });
    expect(product.status).toBe(201);
    const locality = await api<{ _id: string }>('/api/localities', 'POST', { areaName: NAMES.locality });
    const society = await api<{ _id: string }>('/api/society', 'POST', {
      societyName: NAMES.society,
      locality: locality.body._id,
    });
    expect([locality.status, society.status]).toEqual([201, 201]);
    const customer = await api<{ _id: string }>('/api/users', 'POST', {
      phoneNumber: '9812381001',
      name: NAMES.customer,
      address: { locality: locality.body._id, society: society.body._id, wing: 'B', flatNumber: '1203' },
    });
    expect(customer.status).toBe(201);
    const order = await api<{ _id: string }>(`/api/users/${customer.body._id}/orders`, 'POST', {
      orderItems: [{ product: product.body._id, qty: 1 }],
      shippingAddress: { society: society.body._id, wing: 'B', flatNumber: '1203' },
      paymentMethod: 'COD',
    });
    expect(order.status).toBe(201);
    // A second one delivered unpaid: the customer owes (Khata, Dues).
    const owed = await api<{ _id: string }>(`/api/users/${customer.body._id}/orders`, 'POST', {
      orderItems: [{ product: product.body._id, qty: 2 }],
      shippingAddress: { society: society.body._id, wing: 'B', flatNumber: '1203' },
      paymentMethod: 'COD',
    });
    await api(`/api/orders/${owed.body._id}/deliver`, 'PUT');
    // A rider of the delivery team (Team, Cash), who has the open order (its detail, the society's run).
    const rider = await api<{ _id: string }>('/api/riders', 'POST', { phoneNumber: '9812381002', name: NAMES.rider });
    expect(rider.status).toBe(201);
    const assigned = await api('/api/orders/assign', 'PUT', { riderId: rider.body._id, orderIds: [order.body._id] });
    expect(assigned.status).toBe(200);

    const pages: [string, string, string, ((page: Page) => Promise<void>)?][] = [
      ['dashboard', '/', NAMES.customer],
      ['orders', '/orders', NAMES.customer],
      ['society-runs', '/orders?view=society', NAMES.society],
      ['order', `/order/${order.body._id}`, NAMES.product],
      ['products', `/products?search=${encodeURIComponent('Extra Creamy Malai')}`, NAMES.product],
      ['categories', '/products?tab=categories', NAMES.category],
      ['customers', '/customers', NAMES.customer],
      ['customer', `/customers/${customer.body._id}`, NAMES.customer],
      ['find-customer', '/customer?phone=9812381001', NAMES.customer],
      ['locations', '/deliverylocation', NAMES.locality],
      [
        'locality-societies',
        '/deliverylocation',
        NAMES.locality,
        (page) => page.getByRole('button', { name: NAMES.locality, exact: true }).click(),
      ],
      ['dues', '/dues', NAMES.customer],
      ['reports', '/reports', NAMES.society],
      ['team', '/team', NAMES.rider],
      ['cash', '/cash', NAMES.rider],
    ];
    const spills: string[] = [];
    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const [name, path, shown, then] of pages) {
        await admin.goto(`${storefront.storefrontUrl}${path}`);
        await admin.getByText(shown, { exact: false }).first().waitFor();
        if (then) {
          await then(admin);
          await admin.getByRole('cell', { name: NAMES.society, exact: true }).waitFor();
        }
        await admin.waitForLoadState('networkidle');
        await shot(admin, `${name}-${width}`);
        const found = await overflow(admin);
        if (found.page.scrollWidth > found.page.innerWidth)
          spills.push(`${name} at ${width}: the page is ${found.page.scrollWidth} px wide`);
        for (const card of found.cards)
          spills.push(`${name} at ${width}: ${card.what} is ${card.scrollWidth} px inside ${card.clientWidth}`);
      }
    }
    expect(spills).toEqual([]);
  }, 300_000); // every admin page at two widths, each checked by axe in English and Hindi
});
