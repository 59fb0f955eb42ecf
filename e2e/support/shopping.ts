import type { Page } from 'playwright-core';

/**
 * Calls the API from inside the page as the signed-in user (the bearer token the storefront keeps
 * in localStorage), the way the storefront's own requests go. Answers status and JSON body.
 */
export async function asSignedInUser<T = unknown>(
  page: Page,
  apiUrl: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = (JSON.parse(window.localStorage.getItem('user') ?? 'null') as { token?: string } | null)?.token;
      if (!token) throw new Error('nobody is signed in on this page');
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: `${apiUrl}${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

interface Product {
  _id: string;
  name: string;
  productImages: string[];
  sellingPrice: number;
  mrp: number;
  quantityLabel: string;
  stock: number;
}

/**
 * Puts one of each of the first `count` products in stock into the cart the way a shopper does:
 * searches for each by name from the storefront and presses its Add button.
 */
export async function putInCart(page: Page, apiUrl: string, count: number, skip = 0): Promise<Product[]> {
  const list = (await (await fetch(`${apiUrl}/api/products?pageSize=50`)).json()) as { items: Product[] };
  const products = list.items.filter((p) => p.stock >= 5).slice(skip, skip + count);
  const origin = new URL(page.url()).origin;
  const before = await cartCount(page);
  for (const product of products) {
    await page.goto(`${origin}/?search=${encodeURIComponent(product.name)}`);
    await page
      .getByRole('button', { name: `Add ${product.name} to cart` })
      .first()
      .click();
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Cart, ${before + count} items?`) })
    .waitFor();
  return products;
}

async function cartCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('button', { name: /^(My )?Cart,/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/^Cart, (\d+)/.exec(label)?.[1] ?? 0);
}

/** Opens the cart drawer from the header's cart button. */
export async function openCartDrawer(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, \d+ items?/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  await drawer.waitFor();
  return drawer;
}

/** Fills the open 'Add your address' form: the first locality, its first society, wing and flat; then Save. */
export async function saveFirstSocietyAddress(page: Page, wing: string, flat: string): Promise<void> {
  const form = page.getByRole('dialog', { name: 'Add your address' });
  await form.waitFor();
  const locality = form.getByRole('combobox', { name: 'Locality' });
  await locality.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  const firstLocality = await locality.locator('option:not([value=""])').first().getAttribute('value');
  await locality.selectOption(firstLocality!);
  const society = form.getByRole('combobox', { name: 'Society' });
  await society.click();
  await form.getByRole('listbox', { name: 'Societies' }).getByRole('option').first().click();
  await form.getByLabel('Wing/Phase').fill(wing);
  await form.getByLabel('Flat Number').fill(flat);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
}
