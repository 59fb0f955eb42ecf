import type { Category, Product, ProductList } from '@kirana/shared/domain';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('lists the demo catalogue: at least 60 products, with absolute local image URLs', async () => {
    const res = await t.app.inject('/api/products?pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductList>();
    expect(body.total).toBeGreaterThanOrEqual(60);
    const product = body.items[0]!;
    expect(product).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String), quantityLabel: expect.any(String) });
    expect(product.productImages[0]).toMatch(/^http:\/\/api\.test\/images\/seed\/.+\.svg$/);
    expect(product.sellingPrice).toBeLessThanOrEqual(product.mrp);
  });

  it('pages, and answers 400 with a message for a bad page or page size', async () => {
    const page2 = (await t.app.inject('/api/products?page=2&pageSize=10')).json<ProductList>();
    expect(page2).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.items).toHaveLength(10);
    for (const query of ['page=0', 'pageSize=1000', 'page=abc', 'pageSize=-1']) {
      const res = await t.app.inject(`/api/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^(page|pageSize): must be a whole number/);
    }
  });

  it('a page past the end is empty but still counts', async () => {
    const body = (await t.app.inject('/api/products?page=999&pageSize=50')).json<ProductList>();
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThanOrEqual(60);
  });

  it('filters by category', async () => {
    const [category] = (await t.app.inject('/api/products/categories')).json<Category[]>();
    const body = (await t.app.inject(`/api/products?category=${category!._id}&pageSize=100`)).json<ProductList>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((p) => p.categoryId === category!._id)).toBe(true);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const [first] = (await t.app.inject('/api/products')).json<ProductList>().items;
    const res = await t.app.inject(`/api/products/${first!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toEqual(first);
  });
  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/products/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/xyz')).statusCode).toBe(400);
  });
});

describe('GET /api/products/categories', () => {
  it('lists at least 6 categories in their order, each with an image', async () => {
    const categories = (await t.app.inject('/api/products/categories')).json<Category[]>();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const orders = categories.map((c) => c.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(categories.every((c) => c.image.startsWith('http://api.test/images/seed/'))).toBe(true);
  });
});

describe('seed images', () => {
  it('are served by the API itself', async () => {
    const [first] = (await t.app.inject('/api/products')).json<ProductList>().items;
    const path = new URL(first!.productImages[0]!).pathname;
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});
