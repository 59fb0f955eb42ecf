import { GST_RATES, isHsnCode } from '@kirana/shared/domain';
import { seedDemoData } from '.';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { seedProducts } from './catalogue';

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

  it('gives every product an HSN code and a GST rate as in force since 22 September 2025', async () => {
    const rows = await t.database.db.query<{ slug: string; hsn_code: string | null; gst_rate: number }>(
      'SELECT slug, hsn_code, gst_rate FROM products ORDER BY slug',
    );
    expect(rows.length).toBe(seedProducts.length);
    for (const row of rows) {
      expect({ slug: row.slug, hsn: isHsnCode(row.hsn_code) }).toEqual({ slug: row.slug, hsn: true });
      // The GST 2.0 slabs only: 12 and 28 stay valid for a store's older rates, not for new ones.
      expect([0, 5, 18, 40]).toContain(Number(row.gst_rate));
      expect(GST_RATES).toContain(Number(row.gst_rate));
    }
    const tax = Object.fromEntries(rows.map((row) => [row.slug, [row.hsn_code, Number(row.gst_rate)]]));
    expect(tax['toned-milk']).toEqual(['0401', 0]);
    expect(tax['white-eggs']).toEqual(['0407', 0]);
    expect(tax['tomato-hybrid']).toEqual(['0702', 0]);
    expect(tax['cow-ghee']).toEqual(['0405', 5]);
    expect(tax['basmati-rice']).toEqual(['1006', 5]);
    expect(tax.cola).toEqual(['2202', 40]);
    expect(tax['detergent-powder']).toEqual(['3402', 18]);
    // Every rate the demo bills can show is on some shelf.
    expect(new Set(rows.map((row) => Number(row.gst_rate)))).toEqual(new Set([0, 5, 18, 40]));
  });

  it('gives a store seeded before tax codes its codes once, and keeps the rates an admin set', async () => {
    const db = t.database.db;
    const taxOf = async (slug: string) =>
      (
        await db.query<{ hsn_code: string | null; gst_rate: number }>(
          'SELECT hsn_code, gst_rate FROM products WHERE slug = $1',
          [slug],
        )
      ).map((row) => [row.hsn_code, Number(row.gst_rate)])[0];
    // Cola as a catalogue seeded before migration 043 left it; soda water and detergent as an admin set them.
    await db.query(`UPDATE products SET hsn_code = NULL, gst_rate = 0 WHERE slug = 'cola'`);
    await db.query(`UPDATE products SET hsn_code = NULL, gst_rate = 18 WHERE slug = 'soda-water'`);
    await db.query(`UPDATE products SET hsn_code = '34022010', gst_rate = 0 WHERE slug = 'detergent-powder'`);
    await seedDemoData(db);
    expect(await taxOf('cola')).toEqual(['2202', 40]);
    expect(await taxOf('soda-water')).toEqual([null, 18]);
    expect(await taxOf('detergent-powder')).toEqual(['34022010', 0]);
  });
});
