import type { Product, ProductList } from '@kirana/shared/domain';
import { categoryBySlug, uploadedImage } from '../../../test/catalogueAdmin';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

/** Migration 023: a product's optional Hindi name, returned by the API, kept by the admin's writes and matched by search. */
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

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: admin.headers, payload });
const search = async (text: string) => (await t.app.inject(`/api/products?search=${encodeURIComponent(text)}&pageSize=100`)).json<ProductList>().items;

describe('a product’s Hindi name', () => {
  it('comes with the demo catalogue’s everyday products, and only when there is one', async () => {
    const milk = (await search('toned milk')).find((p) => p.name === 'Toned Milk');
    expect(milk?.nameHi).toBe('टोंड दूध');
    const cola = (await search('cola')).find((p) => p.name === 'Cola Soft Drink');
    expect(cola).toBeDefined();
    expect(cola).not.toHaveProperty('nameHi');
  });

  it('is found by search in Devanagari, as a name (first), by a whole word or its start', async () => {
    expect((await search('दूध')).map((p) => p.name)).toEqual(expect.arrayContaining(['Toned Milk', 'Full Cream Milk']));
    expect((await search('दूध'))[0]?.nameHi).toMatch(/दूध/);
    expect((await search('पनी')).map((p) => p.name)).toContain('Malai Paneer');
  });

  it('is set, changed and removed by the admin, and search follows at once', async () => {
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
    expect((await search('कतली')).map((p) => p._id)).toEqual([product._id]);

    const renamed = await send('PUT', `/api/products/${product._id}`, { nameHi: 'काजू बर्फ़ी' });
    expect(renamed.json<Product>().nameHi).toBe('काजू बर्फ़ी');
    expect(await search('कतली')).toEqual([]);
    expect((await search('बर्फ़ी')).map((p) => p._id)).toEqual([product._id]);

    const cleared = await send('PUT', `/api/products/${product._id}`, { nameHi: '' });
    expect(cleared.json<Product>()).not.toHaveProperty('nameHi');
    expect(await search('बर्फ़ी')).toEqual([]);
    expect((await send('PUT', `/api/products/${product._id}`, { nameHi: 'क'.repeat(121) })).statusCode).toBe(400);
  });
});
