import type { FastifyInstance } from 'fastify';
import type { Category, Order, Product, ProductList } from '@kirana/shared/domain';

type Shelf = { category: Category; products: Product[] };
import { type Database, statementText } from '../db/database';
import { orderBody, shopperWithAddress, type Shopper } from '../../test/shopper';
import { signInAs, type SignedIn } from '../../test/signIn';
import { buildTestApp, secondInstance, type TestApp } from '../../test/testApp';
import { within } from '../../test/within';

let t: TestApp;
let second: FastifyInstance;
let admin: SignedIn;
let asha: Shopper;
const queries: string[] = [];
const counting = (db: Database): Database => ({
  ...db,
  query: (statement, params) => {
    queries.push(statementText(statement));
    return db.query(statement, params);
  },
});

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { wrapDb: counting });
  // A second API instance on the same database, as docker-compose runs them.
  second = await secondInstance(t);
  admin = await signInAs(t.database.db, '9000000071', { isAdmin: true });
  asha = await shopperWithAddress(t, '9876500071');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const PUBLIC_READS = [
  '/api/products',
  '/api/products?search=milk',
  '/api/products?category=dairy&page=1',
  '/api/products/shelves',
  '/api/products/categories',
];
const firstProduct = async (app: FastifyInstance = t.app) =>
  (await app.inject('/api/products?pageSize=1')).json<ProductList>().items[0]!;
const rename = (product: Product, name: string) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${product._id}`, headers: admin.headers, payload: { name } });

describe('public catalogue reads', () => {
  it.each(PUBLIC_READS)(
    '%s: read from the database once, then answered from memory with a strong ETag; If-None-Match gets a 304',
    async (url) => {
      t.app.catalogue.changed('assortment');
      const first = await t.app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
      expect(first.headers['cdn-cache-control']).toBe('max-age=1, stale-while-revalidate=2');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);

      queries.length = 0;
      const again = await t.app.inject(url);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      const notModified = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(queries).toEqual([]);
    },
  );

  it('a product page too; a product that is not on sale is a 404 for shoppers', async () => {
    const product = await firstProduct();
    const res = await t.app.inject(`/api/products/${product._id}`);
    expect(res.json<Product>()).toEqual(product);
    expect(res.headers.etag).toBeDefined();
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/products?pageSize=1')).json<ProductList>().items[0]!._id).not.toBe(product._id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    expect((await t.app.inject(`/api/products/${product._id}`)).statusCode).toBe(200);
  });

  it('the admin’s reads of deactivated products are fresh and kept by no cache', async () => {
    for (const url of [
      '/api/products?includeInactive=true',
      `/api/products/${(await firstProduct())._id}?includeInactive=true`,
    ]) {
      const res = await t.app.inject({ url, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('searches that read the same (case, spaces) share one answer', async () => {
    const a = await t.app.inject('/api/products?search=Toned%20%20Milk');
    queries.length = 0;
    const b = await t.app.inject('/api/products?search=%20toned%20milk');
    expect(b.body).toBe(a.body);
    expect(queries).toEqual([]);
  });
});

describe('a change is served at once here, and within a second on the other instance', () => {
  it('an admin’s edit: the next read here shows it, with a new ETag; the other instance within 1 s', async () => {
    const product = await firstProduct();
    const before = await t.app.inject('/api/products?pageSize=1');
    await second.inject('/api/products/shelves'); // the other instance has it cached too
    expect((await rename(product, `${product.name} Gold`)).statusCode).toBe(200);

    const after = await t.app.inject('/api/products?pageSize=1');
    expect(after.json<ProductList>().items[0]!.name).toBe(`${product.name} Gold`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (
        await t.app.inject({
          url: '/api/products?pageSize=1',
          headers: { 'if-none-match': before.headers.etag as string },
        })
      ).statusCode,
    ).toBe(200);

    await within(1_000, 'the rename reaching the other instance', async () =>
      (await second.inject('/api/products/shelves'))
        .json<Shelf[]>()
        .some((shelf) => shelf.products.some((p) => p.name === `${product.name} Gold`)),
    );
    await rename(product, product.name);
  });

  it('a category renamed on the other instance shows here within 1 s', async () => {
    const [dairy] = (await t.app.inject('/api/products/categories'))
      .json<Category[]>()
      .filter((c) => c.slug === 'dairy');
    const renamed = await second.inject({
      method: 'PUT',
      url: `/api/products/categories/${dairy!._id}`,
      headers: admin.headers,
      payload: { name: 'Dairy & Eggs' },
    });
    expect(renamed.statusCode).toBe(200);
    await within(1_000, 'the category rename reaching this instance', async () =>
      (await t.app.inject('/api/products/categories')).json<Category[]>().some((c) => c.name === 'Dairy & Eggs'),
    );
    await second.inject({
      method: 'PUT',
      url: `/api/products/categories/${dairy!._id}`,
      headers: admin.headers,
      payload: { name: dairy!.name },
    });
  });

  it('stock an order takes shows within 1 s here and on the other instance', async () => {
    const product = (await t.app.inject('/api/products?pageSize=50'))
      .json<ProductList>()
      .items.find((p) => p.stock >= 3)!;
    await t.app.inject(`/api/products/${product._id}`);
    await second.inject(`/api/products/${product._id}`);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: asha.headers,
      payload: orderBody(asha, [{ product: product._id, qty: 2 }]),
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json<Order>().orderItems[0]!.qty).toBe(2);
    for (const app of [t.app, second]) {
      await within(
        1_000,
        'the stock change',
        async () => (await app.inject(`/api/products/${product._id}`)).json<Product>().stock === product.stock - 2,
      );
    }
  });

  it('a change made straight in the database (an import, psql) reaches every instance within 1 s', async () => {
    const product = await firstProduct();
    await t.app.inject(`/api/products/${product._id}`);
    await second.inject(`/api/products/${product._id}`);
    await t.database.db.query('UPDATE products SET quantity_label = $2 WHERE id = $1', [product._id, '2 x 500 ml']);
    for (const app of [t.app, second]) {
      await within(
        1_000,
        'the database’s notification',
        async () => (await app.inject(`/api/products/${product._id}`)).json<Product>().quantityLabel === '2 x 500 ml',
      );
    }
    await t.database.db.query('UPDATE products SET quantity_label = $2 WHERE id = $1', [
      product._id,
      product.quantityLabel,
    ]);
  });

  it('so does a Hindi name given in the database, to product pages and to searches kept across orders', async () => {
    const product = await firstProduct();
    const found = async (app: typeof second) =>
      (await app.inject(`/api/products?search=${encodeURIComponent('परीक्षा')}`)).json<{ total: number }>().total;
    for (const app of [t.app, second]) expect(await found(app)).toBe(0);
    await t.database.db.query('UPDATE products SET name_hi = $2 WHERE id = $1', [product._id, 'परीक्षा दूध']);
    try {
      for (const app of [t.app, second]) {
        await within(
          1_000,
          'the database’s notification',
          async () =>
            (await found(app)) === 1 &&
            (await app.inject(`/api/products/${product._id}`)).json<Product>().nameHi === 'परीक्षा दूध',
        );
      }
    } finally {
      await t.database.db.query('UPDATE products SET name_hi = NULL WHERE id = $1', [product._id]);
    }
  });

  it('so does a GST rate or HSN code set in the database, alone', async () => {
    const product = await firstProduct();
    const [before] = await t.database.db.query<{ hsn_code: string | null; gst_rate: number }>(
      'SELECT hsn_code, gst_rate FROM products WHERE id = $1',
      [product._id],
    );
    const taxOf = async (app: typeof second) => {
      const read = (await app.inject(`/api/products/${product._id}`)).json<Product>();
      return `${read.hsnCode ?? '-'} ${read.gstRate ?? 0}`;
    };
    for (const app of [t.app, second]) await taxOf(app);
    try {
      await t.database.db.query('UPDATE products SET gst_rate = 40 WHERE id = $1', [product._id]);
      for (const app of [t.app, second])
        await within(1_000, 'the rate’s notification', async () => (await taxOf(app)).endsWith(' 40'));
      await t.database.db.query('UPDATE products SET hsn_code = $2 WHERE id = $1', [product._id, '22021010']);
      for (const app of [t.app, second])
        await within(1_000, 'the code’s notification', async () => (await taxOf(app)) === '22021010 40');
    } finally {
      await t.database.db.query('UPDATE products SET hsn_code = $2, gst_rate = $3 WHERE id = $1', [
        product._id,
        before!.hsn_code,
        before!.gst_rate,
      ]);
    }
  });
});
