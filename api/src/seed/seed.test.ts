import { seedDemoData } from '.';
import { buildTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('is idempotent and keeps what an admin changed', async () => {
    const count = async (table: string) =>
      Number((await t.database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
    const before = {
      products: await count('products'),
      societies: await count('societies'),
      categories: await count('categories'),
    };
    await t.database.db.query(
      'UPDATE products SET stock = 42 WHERE slug = (SELECT slug FROM products ORDER BY slug LIMIT 1)',
    );
    await seedDemoData(t.database.db);
    expect({
      products: await count('products'),
      societies: await count('societies'),
      categories: await count('categories'),
    }).toEqual(before);
    const [row] = await t.database.db.query<{ stock: number }>('SELECT stock FROM products ORDER BY slug LIMIT 1');
    expect(row!.stock).toBe(42);
  });

  it('creates the admin 9000000000', async () => {
    const [admin] = await t.database.db.query<{ is_admin: boolean }>(
      "SELECT is_admin FROM users WHERE phone_number = '9000000000'",
    );
    expect(admin?.is_admin).toBe(true);
  });

  it('has at least 60 products across at least 6 categories', async () => {
    const [row] = await t.database.db.query<{ products: string; categories: string }>(
      'SELECT count(*) AS products, count(DISTINCT category_id) AS categories FROM products',
    );
    expect(Number(row!.products)).toBeGreaterThanOrEqual(60);
    expect(Number(row!.categories)).toBeGreaterThanOrEqual(6);
  });
});
