import type { Category, ProductList } from '@kirana/shared/domain';
import { categoryBySlug, uploadedImage } from '../../../test/catalogueAdmin';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { slugFor } from '../../products/categories';

let t: TestApp;
let admin: SignedIn;
let image: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  image = await uploadedImage(t, admin.headers);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const categories = async () => (await t.app.inject('/api/products/categories')).json<Category[]>();

describe('POST /api/products/categories', () => {
  it('adds a category last, with a readable slug and its image served by this API', async () => {
    const res = await send('POST', '/api/products/categories', { name: ' Frozen Food ', image });
    expect(res.statusCode).toBe(201);
    const frozen = res.json<Category>();
    expect(frozen).toMatchObject({
      name: 'Frozen Food',
      slug: 'frozen-food',
      image: `http://api.test${image}`,
      productCount: 0,
    });
    const all = await categories();
    expect(all.at(-1)).toEqual(frozen);
    expect(frozen.sortOrder).toBeGreaterThan(all.at(-2)!.sortOrder);
  });

  it('a second category whose name makes the same slug gets its own', async () => {
    const res = await send('POST', '/api/products/categories', { name: 'Frozen-Food!', image, sortOrder: 0 });
    expect(res.json<Category>()).toMatchObject({ slug: 'frozen-food-2', sortOrder: 0 });
    expect((await categories())[0]!.slug).toBe('frozen-food-2');
  });

  const seedImage = '/images/seed/category-dairy.svg';
  it.each<[string, object, number, string]>([
    [
      'a name already used (any case)',
      { name: 'dairy', image: seedImage },
      409,
      'A category called “dairy” already exists.',
    ],
    ['a blank name', { name: '  ', image: seedImage }, 400, 'Give the category a name (up to 60 characters)'],
    ['no image', { name: 'Baby Care' }, 400, 'Please enter the picture.'],
    [
      'a foreign image',
      { name: 'Baby Care', image: 'https://example.com/a.png' },
      400,
      'Images must be uploaded to this store first (an /uploads/… or /images/… address)',
    ],
    [
      'a negative position',
      { name: 'Baby Care', image: seedImage, sortOrder: -1 },
      400,
      'Position must be a whole number from 0 to 10000',
    ],
  ])('refuses %s', async (_what, body, status, message) => {
    const res = await send('POST', '/api/products/categories', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('slugs come from the name', () => {
    expect(slugFor('Fruits & Vegetables')).toBe('fruits-vegetables');
    expect(slugFor('Crème Brûlée')).toBe('creme-brulee');
    expect(slugFor('दूध')).toBe('category');
  });
});

describe('PUT /api/products/categories/:id', () => {
  it('renames and moves a category; its products are found under the new name, and the slug stays', async () => {
    const bakery = await categoryBySlug(t, 'bread-eggs');
    const res = await send('PUT', `/api/products/categories/${bakery._id}`, { name: 'Bakery & Eggs', sortOrder: 50 });
    expect(res.json<Category>()).toMatchObject({ name: 'Bakery & Eggs', slug: 'bread-eggs', sortOrder: 50 });
    const found = (await t.app.inject('/api/products?search=bakery&pageSize=100')).json<ProductList>();
    expect(found.total).toBe(bakery.productCount);
    expect(found.items.every((p) => p.category === 'Bakery & Eggs')).toBe(true);
  });

  it('keeps a Hindi name (trimmed; empty or null takes it away), which the categories, shelves and products carry', async () => {
    const frozen = (
      await send('POST', '/api/products/categories', { name: 'Ice Creams', nameHi: ' आइसक्रीम ', image })
    ).json<Category>();
    expect(frozen).toMatchObject({ name: 'Ice Creams', nameHi: 'आइसक्रीम' });
    const dairy = await categoryBySlug(t, 'dairy');
    expect(dairy.nameHi).toBe('डेयरी'); // the demo store's own
    const renamed = await send('PUT', `/api/products/categories/${dairy._id}`, { nameHi: 'दूध और दही' });
    expect(renamed.json<Category>()).toMatchObject({ name: 'Dairy', nameHi: 'दूध और दही' });
    const inDairy = (await t.app.inject('/api/products?category=dairy&pageSize=1')).json<ProductList>();
    expect(inDairy.items[0]).toMatchObject({ category: 'Dairy', categoryHi: 'दूध और दही' });
    const shelves = (await t.app.inject('/api/products/shelves')).json<{ category: Category }[]>();
    expect(shelves.find((shelf) => shelf.category._id === dairy._id)?.category.nameHi).toBe('दूध और दही');
    for (const none of ['', '  ', null]) {
      const cleared = (await send('PUT', `/api/products/categories/${frozen._id}`, { nameHi: none })).json<Category>();
      expect(cleared.nameHi).toBeUndefined();
      await send('PUT', `/api/products/categories/${frozen._id}`, { nameHi: 'आइसक्रीम' });
    }
    const tooLong = await send('PUT', `/api/products/categories/${frozen._id}`, { nameHi: 'क'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses a name another category has, and answers 404 for an unknown one', async () => {
    const bakery = await categoryBySlug(t, 'bread-eggs');
    const taken = await send('PUT', `/api/products/categories/${bakery._id}`, { name: 'DAIRY' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A category called “DAIRY” already exists.');
    expect((await send('PUT', '/api/products/categories/0123456789abcdef01234567', { name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/products/categories/:id', () => {
  it('refuses a category that still has products, saying how many', async () => {
    const dairy = await categoryBySlug(t, 'dairy');
    const res = await send('DELETE', `/api/products/categories/${dairy._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Dairy still has ${dairy.productCount} products. Move them to another category or delete them first.`,
    );
    expect(await categoryBySlug(t, 'dairy')).toEqual(dairy);
  });

  it('counts deactivated products too', async () => {
    const created = (await send('POST', '/api/products/categories', { name: 'Seasonal', image })).json<Category>();
    const product = await send('POST', '/api/products', {
      name: 'Winter Gajar',
      categoryId: created._id,
      productImages: [image],
      mrp: 40,
      sellingPrice: 35,
      quantityLabel: '1 kg',
      stock: 5,
      isActive: false,
    });
    expect(product.statusCode).toBe(201);
    const res = await send('DELETE', `/api/products/categories/${created._id}`);
    expect(res.json().message).toBe(
      'Seasonal still has 1 product. Move them to another category or delete them first.',
    );
  });

  it('deletes an empty category', async () => {
    const empty = (await send('POST', '/api/products/categories', { name: 'Pet Care', image })).json<Category>();
    expect((await send('DELETE', `/api/products/categories/${empty._id}`)).json()).toEqual({
      message: 'Pet Care was deleted.',
    });
    expect((await categories()).map((c) => c._id)).not.toContain(empty._id);
    expect((await send('DELETE', `/api/products/categories/${empty._id}`)).statusCode).toBe(404);
  });
});
