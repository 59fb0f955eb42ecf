import type { Product, ProductInput, ProductList } from '@kirana/shared/domain';
import { categoryBySlug, uploadedImage } from '../../../test/catalogueAdmin';
import { orderBody, shopperWithAddress } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { within } from '../../../test/within';

let t: TestApp;
let admin: SignedIn;
let image: string;
let dairyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  image = await uploadedImage(t, admin.headers);
  dairyId = (await categoryBySlug(t, 'dairy'))._id;
});
afterAll(() => t.close());

const paneer = (): ProductInput => ({
  name: '  Malai Paneer ',
  description: 'Soft paneer made fresh every morning.',
  categoryId: dairyId,
  productImages: [image],
  mrp: 99.5,
  sellingPrice: 89.99,
  quantityLabel: '200 g',
  stock: 12,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const create = async (input: Partial<ProductInput> = {}) =>
  (await send('POST', '/api/products', { ...paneer(), ...input })).json<Product>();

describe('POST /api/products', () => {
  it('adds a product customers can find at once, prices in rupees, images as this API’s URLs', async () => {
    const res = await send('POST', '/api/products', paneer());
    expect(res.statusCode).toBe(201);
    const product = res.json<Product>();
    expect(product).toMatchObject({
      name: 'Malai Paneer',
      category: 'Dairy',
      mrp: 99.5,
      sellingPrice: 89.99,
      stock: 12,
      inStock: true,
      isActive: true,
    });
    expect(product.productImages).toEqual([`http://api.test${image}`]);
    const found = (await t.app.inject('/api/products?search=malai')).json<ProductList>();
    expect(found.items.map((p) => p._id)).toContain(product._id);
  });

  it('accepts the absolute URL the upload answered with, and stores the path', async () => {
    const product = await create({ name: 'Paneer Cubes', productImages: [`http://api.test${image}`] });
    const [row] = await t.database.db.query<{ images: string[] }>('SELECT images FROM products WHERE id = $1', [
      product._id,
    ]);
    expect(row!.images).toEqual([image]);
  });

  it.each<[string, Partial<Record<keyof ProductInput, unknown>>, string]>([
    ['missing name', { name: undefined }, 'Please enter the name.'],
    ['blank name', { name: '   ' }, 'Give the product a name (up to 120 characters)'],
    ['long name', { name: 'x'.repeat(121) }, 'Give the product a name (up to 120 characters)'],
    ['price in words', { mrp: 'ninety' }, 'Enter a price in rupees from 0.01 to 100000, with at most 2 decimals'],
    ['zero price', { sellingPrice: 0 }, 'Enter a price in rupees from 0.01 to 100000, with at most 2 decimals'],
    [
      'a third decimal',
      { sellingPrice: 89.999 },
      'Enter a price in rupees from 0.01 to 100000, with at most 2 decimals',
    ],
    ['selling above MRP', { sellingPrice: 120 }, 'Selling price cannot be more than the MRP'],
    [
      'no amount in the label',
      { quantityLabel: 'big pack' },
      'Say how much is in the pack, e.g. 500 g, 1 L or 6 pcs (up to 30 characters)',
    ],
    ['negative stock', { stock: -1 }, 'Stock must be a whole number from 0 to 100000'],
    ['fractional stock', { stock: 2.5 }, 'Stock must be a whole number from 0 to 100000'],
    ['no images', { productImages: [] }, 'Add 1 to 6 images uploaded to this store'],
    [
      'a foreign image',
      { productImages: ['https://cdn.example.com/p.png'] },
      'Images must be uploaded to this store first (an /uploads/… or /images/… address)',
    ],
    [
      'an image never uploaded',
      { productImages: ['/uploads/0000.png'] },
      'The picture /uploads/0000.png was not found. Please upload it again.',
    ],
    ['a malformed category', { categoryId: 'dairy' }, 'The category must be a 24-character id.'],
    [
      'an unknown category',
      { categoryId: '0123456789abcdef01234567' },
      'There is no such category. Pick one from the list.',
    ],
  ])('refuses %s with a 400 naming the field', async (_what, change, message) => {
    const body: Record<string, unknown> = { ...paneer(), ...change };
    for (const key of Object.keys(change)) if (change[key as keyof ProductInput] === undefined) delete body[key];
    const res = await send('POST', '/api/products', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes only what is sent, checking prices against what is stored', async () => {
    const product = await create({ name: 'Fresh Curd' });
    const res = await send('PUT', `/api/products/${product._id}`, { sellingPrice: 79 });
    expect(res.json<Product>()).toMatchObject({ name: 'Fresh Curd', sellingPrice: 79, mrp: 99.5 });
    const tooHigh = await send('PUT', `/api/products/${product._id}`, { sellingPrice: 100 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('Selling price cannot be more than the MRP');
    expect((await send('PUT', `/api/products/${product._id}`, { mrp: 120, sellingPrice: 100 })).json()).toMatchObject({
      mrp: 120,
      sellingPrice: 100,
    });
    expect((await send('PUT', `/api/products/${product._id}`, {})).json().message).toMatch(
      /^Change at least one thing\.$/,
    );
  });

  it('a price-only change leaves the stock as sales left it (the admin form sends only what changed)', async () => {
    const product = await create({ name: 'Paneer Tikka Cubes', stock: 34 });
    const shopper = await shopperWithAddress(t, '9812300021');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: shopper.headers,
      payload: orderBody(shopper, [{ product: product._id, qty: 2 }]),
    });
    expect(order.statusCode).toBe(201);
    const res = await send('PUT', `/api/products/${product._id}`, { sellingPrice: 85 });
    expect(res.json()).toMatchObject({ sellingPrice: 85, stock: 32 });
  });

  it('deactivating takes a product off the shop; reactivating brings it back', async () => {
    const product = await create({ name: 'Seasonal Kulfi' });
    await send('PUT', `/api/products/${product._id}`, { isActive: false });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/products?search=kulfi')).json<ProductList>().total).toBe(0);
    await send('PUT', `/api/products/${product._id}`, { isActive: true });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(200);
  });

  it('404 for an unknown product', async () => {
    const res = await send('PUT', '/api/products/0123456789abcdef01234567', { stock: 3 });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/products/:id/stock', () => {
  it('sets the count on hand; at 0 the product is listed but out of stock', async () => {
    const product = await create({ name: 'Mishti Doi' });
    const res = await send('PUT', `/api/products/${product._id}/stock`, { stock: 0 });
    expect(res.json<Product>()).toMatchObject({ stock: 0, inStock: false });
    expect((await t.app.inject(`/api/products/${product._id}`)).json<Product>().inStock).toBe(false);
    const bad = await send('PUT', `/api/products/${product._id}/stock`, { stock: 'lots' });
    expect(bad.json().message).toBe('Stock must be a whole number from 0 to 100000');
    expect((await send('PUT', '/api/products/0123456789abcdef01234567/stock', { stock: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product nothing refers to', async () => {
    const product = await create({ name: 'Typo Producct' });
    const res = await send('DELETE', `/api/products/${product._id}`);
    expect(res.json()).toMatchObject({ message: 'Typo Producct was deleted.' });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/products/${product._id}`)).statusCode).toBe(404);
  });

  it('refuses a product a customer has ordered, and keeps it for that order', async () => {
    const product = await create({ name: 'Ordered Lassi' });
    const asha = await shopperWithAddress(t, '9876500003');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: asha.headers,
      payload: orderBody(asha, [{ product: product._id, qty: 2 }]),
    });
    expect(order.statusCode).toBe(201);
    const res = await send('DELETE', `/api/products/${product._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Ordered Lassi is in past orders, so it can't be deleted. Deactivate it instead to take it off the shop.",
    );
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/products/${product._id}`, { isActive: false })).json<Product>().isActive).toBe(
      false,
    );
  });
});

/** Migration 023: a product's optional Hindi name, returned by the API, kept by the admin's writes and matched by search. */
const searchFor = async (text: string) =>
  (await t.app.inject(`/api/products?search=${encodeURIComponent(text)}&pageSize=100`)).json<ProductList>().items;

describe('a product’s Hindi name', () => {
  it('comes with the demo catalogue’s products, and only while there is one', async () => {
    const milk = (await searchFor('toned milk')).find((p) => p.name === 'Toned Milk');
    expect(milk?.nameHi).toBe('टोंड दूध');
    const cola = (await searchFor('cola')).find((p) => p.name === 'Cola Soft Drink');
    expect(cola?.nameHi).toBe('कोला सॉफ़्ट ड्रिंक');
    expect((await send('PUT', `/api/products/${cola!._id}`, { nameHi: '' })).statusCode).toBe(200);
    try {
      expect((await searchFor('cola')).find((p) => p.name === 'Cola Soft Drink')).not.toHaveProperty('nameHi');
    } finally {
      await send('PUT', `/api/products/${cola!._id}`, { nameHi: cola!.nameHi });
    }
  });

  it('is found by search in Devanagari, as a name (first), by a whole word or its start', async () => {
    expect((await searchFor('दूध')).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Toned Milk', 'Full Cream Milk']),
    );
    expect((await searchFor('दूध'))[0]?.nameHi).toMatch(/दूध/);
    expect((await searchFor('पनी')).map((p) => p.name)).toContain('Malai Paneer');
  });

  /** A search this instance keeps follows an admin's change within the second (the catalogue's promise). */
  const searchSoonFinds = (text: string, ids: string[]) =>
    within(1_000, `search "${text}" finding ${JSON.stringify(ids)}`, async () => {
      const found = (await searchFor(text)).map((p) => p._id);
      return JSON.stringify(found) === JSON.stringify(ids);
    });

  it('is set, changed and removed by the admin, and search follows within the second', async () => {
    const created = await send('POST', '/api/products', {
      name: 'Kaju Katli',
      nameHi: ' काजू कतली ',
      categoryId: dairyId,
      productImages: [image],
      mrp: 120,
      sellingPrice: 110,
      quantityLabel: '250 g',
      stock: 5,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    expect(product.nameHi).toBe('काजू कतली');
    expect((await searchFor('कतली')).map((p) => p._id)).toEqual([product._id]);

    const renamed = await send('PUT', `/api/products/${product._id}`, { nameHi: 'काजू बर्फ़ी' });
    expect(renamed.json<Product>().nameHi).toBe('काजू बर्फ़ी');
    await searchSoonFinds('कतली', []);
    expect((await searchFor('बर्फ़ी')).map((p) => p._id)).toEqual([product._id]);

    const cleared = await send('PUT', `/api/products/${product._id}`, { nameHi: '' });
    expect(cleared.json<Product>()).not.toHaveProperty('nameHi');
    await searchSoonFinds('बर्फ़ी', []);
    expect((await send('PUT', `/api/products/${product._id}`, { nameHi: 'क'.repeat(121) })).statusCode).toBe(400);
  });
});
