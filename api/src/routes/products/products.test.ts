import type { Category, CategoryShelf, Product, ProductList } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';
import { signInAs, type SignedIn } from '../../../test/signIn';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000001', { isAdmin: true });
  customer = await signInAs(t.database.db, '9876500001');
});
afterAll(() => t.close());

const list = async (query: string, headers = {}) =>
  (await t.app.inject({ url: `/api/products?${query}`, headers })).json<ProductList>();

describe('GET /api/products', () => {
  it('lists the demo catalogue: at least 60 products, with absolute local image URLs', async () => {
    const res = await t.app.inject('/api/products?pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductList>();
    expect(body.total).toBeGreaterThanOrEqual(60);
    const product = body.items[0]!;
    expect(product).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      quantityLabel: expect.any(String),
    });
    expect(product.productImages[0]).toMatch(/^http:\/\/api\.test\/images\/seed\/.+\.svg$/);
    expect(product.sellingPrice).toBeLessThanOrEqual(product.mrp);
  });

  it('pages without overlap, and answers 400 with a message for a bad page or page size', async () => {
    const [page1, page2] = [await list('page=1&pageSize=10'), await list('page=2&pageSize=10')];
    expect(page2).toMatchObject({ page: 2, pageSize: 10, pages: Math.ceil(page2.total / 10) });
    expect(page2.items).toHaveLength(10);
    expect(page1.items.map((p) => p._id)).not.toContain(page2.items[0]!._id);
    for (const query of ['page=0', 'pageSize=1000', 'pageSize=101', 'page=abc', 'pageSize=-1', 'pageSize=2.5']) {
      const res = await t.app.inject(`/api/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The (page|page size) must be a whole number from 1/);
    }
  });

  it('a page past the end is empty but still counts', async () => {
    const body = await list('page=999&pageSize=50');
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(60);
  });

  it('filters by category id or slug, in-stock products first', async () => {
    const categories = (await t.app.inject('/api/products/categories')).json<Category[]>();
    const dairy = categories.find((c) => c.slug === 'dairy')!;
    const byId = await list(`category=${dairy._id}&pageSize=100`);
    expect(byId.items.length).toBe(dairy.productCount);
    expect(byId.items.every((p) => p.categoryId === dairy._id && p.category === 'Dairy')).toBe(true);
    expect(await list('category=dairy&pageSize=100')).toEqual(byId);
    expect((await list('category=no-such-aisle')).items).toEqual([]);
    expect((await t.app.inject('/api/products?category=Dairy%20!')).json().message).toBe(
      'The category must be a category id or slug.',
    );

    const fruits = (await list('category=fruits-vegetables&pageSize=100')).items;
    const firstOut = fruits.findIndex((p) => !p.inStock);
    expect(firstOut).toBeGreaterThan(0);
    expect(fruits.slice(firstOut).every((p) => !p.inStock)).toBe(true);
  });

  it('lists out-of-stock products, marked', async () => {
    const mango = (await list('search=alphonso')).items[0]!;
    expect(mango).toMatchObject({ name: 'Mango - Alphonso', stock: 0, inStock: false });
  });
});

describe('deactivated products', () => {
  let hidden: Product;
  beforeAll(async () => {
    hidden = (await list('search=onion')).items[0]!;
    await t.database.db.query('UPDATE products SET is_active = false WHERE id = $1', [hidden._id]);
    t.app.catalogue.changed('assortment');
  });
  afterAll(async () => {
    await t.database.db.query('UPDATE products SET is_active = true WHERE id = $1', [hidden._id]);
    t.app.catalogue.changed('assortment');
  });

  it('are never shown to customers, in lists, searches, shelves or detail', async () => {
    expect((await list('pageSize=100&category=fruits-vegetables')).items.map((p) => p._id)).not.toContain(hidden._id);
    expect((await list('search=onion')).items.map((p) => p._id)).not.toContain(hidden._id);
    const shelves = (await t.app.inject('/api/products/shelves?perCategory=24')).json<CategoryShelf[]>();
    expect(shelves.flatMap((s) => s.products).map((p) => p._id)).not.toContain(hidden._id);
    const detail = await t.app.inject({ url: `/api/products/${hidden._id}`, headers: customer.headers });
    expect(detail.statusCode).toBe(404);
  });

  it('the admin sees them when asking explicitly; anyone else asking is refused', async () => {
    const all = await list('search=onion&includeInactive=true', admin.headers);
    expect(all.items.find((p) => p._id === hidden._id)).toMatchObject({ isActive: false });
    const detail = await t.app.inject({
      url: `/api/products/${hidden._id}?includeInactive=true`,
      headers: admin.headers,
    });
    expect(detail.json<Product>()).toMatchObject({ _id: hidden._id, isActive: false });

    expect((await t.app.inject('/api/products?includeInactive=true')).statusCode).toBe(401);
    const asCustomer = await t.app.inject({
      url: `/api/products/${hidden._id}?includeInactive=true`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Only the store admin can see deactivated products.');
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const [first] = (await list('')).items;
    const res = await t.app.inject(`/api/products/${first!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toEqual(first);
  });
  it('404 with a message for an unknown id, 400 for a malformed one', async () => {
    const unknown = await t.app.inject('/api/products/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find that product. It may have been removed.');
    expect((await t.app.inject('/api/products/xyz')).json()).toMatchObject({
      message: 'The web address must be a 24-character id.',
    });
  });
});

describe('GET /api/products/categories', () => {
  it('lists at least 6 categories in their order, each with an image and its number of products', async () => {
    const categories = (await t.app.inject('/api/products/categories')).json<Category[]>();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const orders = categories.map((c) => c.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(categories.every((c) => c.image.startsWith('http://api.test/images/seed/') && c.productCount > 0)).toBe(
      true,
    );
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBe((await list('')).total);
  });
});

describe('GET /api/products/shelves', () => {
  it('gives each category with its first products in shelf order, matching the category listing', async () => {
    const shelves = (await t.app.inject('/api/products/shelves?perCategory=5')).json<CategoryShelf[]>();
    expect(shelves.map((s) => s.category.slug)).toEqual(
      (await t.app.inject('/api/products/categories')).json<Category[]>().map((c) => c.slug),
    );
    for (const shelf of shelves.slice(0, 3)) {
      expect(shelf.products).toEqual((await list(`category=${shelf.category.slug}&pageSize=5`)).items);
    }
  });
  it('bounds the shelf size', async () => {
    const res = await t.app.inject('/api/products/shelves?perCategory=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The number per category must be a whole number from 1 to 24.');
  });
});

describe('seed images', () => {
  it('are served by the API itself', async () => {
    const [first] = (await list('')).items;
    const res = await t.app.inject(new URL(first!.productImages[0]!).pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});
