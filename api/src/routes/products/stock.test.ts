import { LOW_STOCK_AT, type BulkStockSaved, type Product, type ProductList } from '@kirana/shared/domain';
import { placeOrder } from '../../../test/adminOrders';
import { productsInStock, shopperWithAddress, stockOf } from '../../../test/shopper';
import { signInAs, type SignedIn } from '../../../test/signIn';
import { buildTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let products: Product[];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAs(t.database.db, '9000000081', { isAdmin: true });
  customer = await signInAs(t.database.db, '9876581001');
  products = await productsInStock(t, 20);
});
afterAll(() => t.close());

const bulk = (items: unknown, by: SignedIn = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/products/stock', headers: by.headers, payload: { items } });

describe('PUT /api/products/stock (bulk stock edit)', () => {
  it('saves several counts in one call and answers the products as saved', async () => {
    const [a, b, c] = products as [Product, Product, Product];
    const res = await bulk([
      { product: a._id, stock: 3 },
      { product: b._id, stock: 0 },
      { product: c._id, stock: 250 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkStockSaved>().items.map((p) => [p._id, p.stock, p.inStock])).toEqual([
      [a._id, 3, true],
      [b._id, 0, false],
      [c._id, 250, true],
    ]);
    expect([await stockOf(t, a._id), await stockOf(t, b._id), await stockOf(t, c._id)]).toEqual([3, 0, 250]);
    // The shop sees it at once.
    expect((await t.app.inject(`/api/products/${b._id}`)).json<Product>().inStock).toBe(false);
  });

  it('refuses a count out of the single edit’s range, a repeat or an unknown product, and saves none of them', async () => {
    const [a, b] = products as [Product, Product];
    await bulk([
      { product: a._id, stock: 40 },
      { product: b._id, stock: 40 },
    ]);
    for (const [items, message] of [
      [
        [
          { product: a._id, stock: 7 },
          { product: b._id, stock: -5 },
        ],
        'Stock must be a whole number from 0 to 100000',
      ],
      [
        [
          { product: a._id, stock: 7 },
          { product: b._id, stock: 250000 },
        ],
        'Stock must be a whole number from 0 to 100000',
      ],
      [[{ product: a._id, stock: 2.5 }], 'Stock must be a whole number from 0 to 100000'],
      [[], 'Count 1 to 100 products at a time'],
      [
        [
          { product: a._id, stock: 7 },
          { product: a._id, stock: 8 },
        ],
        'Each product can be counted once in a save.',
      ],
    ] as const) {
      const res = await bulk(items);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const gone = await bulk([
      { product: a._id, stock: 7 },
      { product: '0123456789abcdef01234567', stock: 8 },
    ]);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toMatch(
      /^One product was removed meanwhile, so nothing was saved/,
    );
    expect([await stockOf(t, a._id), await stockOf(t, b._id)]).toEqual([40, 40]);
  });

  it('is the admin’s alone', async () => {
    expect((await bulk([{ product: products[0]!._id, stock: 1 }], customer)).statusCode).toBe(403);
  });

  it('a count typed is the count on the shelf; a sale after the save takes from it', async () => {
    const shopper = await shopperWithAddress(t, '9876581002');
    const a = products[3]!;
    await bulk([{ product: a._id, stock: 30 }]);
    await placeOrder(t, shopper, [{ product: a._id, qty: 2 }]);
    expect(await stockOf(t, a._id)).toBe(28);
  });
});

describe('GET /api/products?lowStock=true', () => {
  it('lists only products at or below the shared threshold, for the admin only', async () => {
    const [low, out, plenty] = products.slice(5, 8) as [Product, Product, Product];
    await bulk([
      { product: low._id, stock: LOW_STOCK_AT },
      { product: out._id, stock: 0 },
      { product: plenty._id, stock: LOW_STOCK_AT + 1 },
    ]);
    const res = await t.app.inject({
      url: '/api/products?lowStock=true&includeInactive=true&pageSize=100',
      headers: admin.headers,
    });
    const list = res.json<ProductList>();
    const ids = list.items.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([low._id, out._id]));
    expect(ids).not.toContain(plenty._id);
    expect(list.items.every((p) => p.stock <= LOW_STOCK_AT)).toBe(true);
    expect(list.total).toBe(list.items.length);
    const inCategory = (
      await t.app.inject({
        url: `/api/products?lowStock=true&category=${low.categoryId}&pageSize=100`,
        headers: admin.headers,
      })
    ).json<ProductList>();
    expect(inCategory.items.every((p) => p.categoryId === low.categoryId && p.stock <= LOW_STOCK_AT)).toBe(true);
    const searched = (
      await t.app.inject({
        url: `/api/products?lowStock=true&search=${encodeURIComponent(plenty.name)}`,
        headers: admin.headers,
      })
    ).json<ProductList>();
    expect(searched.items.map((p) => p._id)).not.toContain(plenty._id);
    expect((await t.app.inject({ url: '/api/products?lowStock=true', headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/products?lowStock=true' })).statusCode).toBe(401);
  });
});
