import type { ProductList } from '@kirana/shared/domain';
import { insertGeneratedProducts } from '../../test/generatedProducts';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { readRanking, type SearchRanking } from './ranking';
import { type KeepRanking, searchProducts } from './repository';
import { searchTerms } from './search';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // 300 products alike but for their number: "filler" matches them all by description, equally closely.
  await insertGeneratedProducts(t.database.db, 300);
}, 60_000);
afterAll(() => t.close());

/** A ranking cache as the catalogue keeps one, counting its reads. */
function keeper(): { keep: KeepRanking; reads: () => number } {
  const kept = new Map<string, Promise<SearchRanking>>();
  let reads = 0;
  return {
    keep: (key, read) => {
      if (!kept.has(key)) {
        reads += 1;
        kept.set(key, read());
      }
      return kept.get(key)!;
    },
    reads: () => reads,
  };
}

const SEARCHES = ['filler', 'generated item 1', 'item', 'milk', 'tom', 'tomatos', 'dairy', 'doodh', 'zzqx', '%'];

async function expectSameAsOneStatement(
  keep: KeepRanking,
  text: string,
  pageSize: number,
  category?: string,
): Promise<void> {
  const filter = category ? { category } : {};
  const first = await searchProducts(t.database.db, text, filter, 1, pageSize);
  const pages = Math.max(1, Math.ceil(first.total / pageSize)) + 1;
  for (let page = 1; page <= pages; page += 1) {
    const whole = await searchProducts(t.database.db, text, filter, page, pageSize);
    const kept = await searchProducts(t.database.db, text, filter, page, pageSize, keep);
    expect({ text, page, total: kept.total, ids: kept.rows.map((row) => row.id) }).toEqual({
      text,
      page,
      total: whole.total,
      ids: whole.rows.map((row) => row.id),
    });
  }
}

describe('a kept search ranking', () => {
  it('pages exactly as the one-statement search does', async () => {
    const { keep } = keeper();
    for (const text of SEARCHES) await expectSameAsOneStatement(keep, text, 24);
    await expectSameAsOneStatement(keep, 'filler', 7);
    await expectSameAsOneStatement(keep, 'milk', 5, 'dairy');
  }, 60_000);

  it('shows stock moved since it was read, in the order it was read, without ranking again', async () => {
    const { keep, reads } = keeper();
    const texts = ['filler', 'milk', 'generated item 2'];
    const before = new Map<string, string[]>();
    for (const text of texts)
      before.set(
        text,
        (await searchProducts(t.database.db, text, {}, 1, 200, keep)).rows.map((row) => row.id),
      );
    const readsBefore = reads();
    const flip = `UPDATE products SET stock = CASE WHEN stock = 0 THEN 5 ELSE 0 END WHERE name LIKE 'Generated item 2%' OR name ILIKE '%milk%'`;
    await t.database.db.exec(flip);
    try {
      for (const text of texts) {
        const page = await searchProducts(t.database.db, text, {}, 1, 200, keep);
        expect(page.rows.map((row) => row.id)).toEqual(before.get(text));
        const stock = await t.database.db.query<{ id: string; stock: number }>(
          'SELECT id, stock FROM products WHERE id = ANY($1::text[])',
          [page.rows.map((row) => row.id)],
        );
        expect(Object.fromEntries(page.rows.map((row) => [row.id, row.stock]))).toEqual(
          Object.fromEntries(stock.map((row) => [row.id, row.stock])),
        );
      }
      // 22 had 1 left and now has none; 21 (sold out) now has 5.
      const page = await searchProducts(t.database.db, 'generated item 2', {}, 1, 200, keep);
      expect(page.rows.find((row) => row.name === 'Generated item 22')?.stock).toBe(0);
      expect(page.rows.find((row) => row.name === 'Generated item 21')?.stock).toBe(5);
      expect(reads()).toBe(readsBefore);
    } finally {
      await t.database.db.exec(flip);
    }
  }, 60_000);

  it('keeps the first matches and the total; a deeper page is read in one statement', async () => {
    const ranking = await readRanking(t.database.db, searchTerms('filler')!, {}, 50);
    expect([ranking.ids.length, ranking.total]).toEqual([50, 300]);
    const { keep } = keeper();
    const small: KeepRanking = (key) => keep(key, () => readRanking(t.database.db, searchTerms('filler')!, {}, 50));
    await expectSameAsOneStatement(small, 'filler', 24);
  });
});

describe('the public search after orders and after an admin edit', () => {
  const get = (text: string) => t.app.inject(`/api/products?search=${encodeURIComponent(text)}&pageSize=100`);

  it('an order (stock) keeps the ranking and shows stock as it is now', async () => {
    const before = (await get('generated item 3')).json<ProductList>();
    const item = before.items.find((p) => p.name === 'Generated item 3')!;
    expect(item.stock).toBe(3);
    const ranking = await t.app.catalogue.searches.get(JSON.stringify(['generated item 3', '']), () =>
      Promise.reject(new Error('not kept')),
    );

    await t.database.db.query('UPDATE products SET stock = 0 WHERE id = $1', [item._id]);
    t.app.catalogue.changed('stock');
    const after = (await get('generated item 3')).json<ProductList>();
    expect(after.items.find((p) => p.name === 'Generated item 3')).toMatchObject({ stock: 0, inStock: false });
    // Still first: the exact name outranks stock (as in the one-statement search).
    expect(after.items[0]?.name).toBe('Generated item 3');
    expect(
      await t.app.catalogue.searches.get(JSON.stringify(['generated item 3', '']), () =>
        Promise.reject(new Error('not kept')),
      ),
    ).toBe(ranking);

    await t.database.db.query('UPDATE products SET stock = 3 WHERE id = $1', [item._id]);
    t.app.catalogue.changed('assortment');
    expect((await get('generated item 3')).json<ProductList>().items[0]).toMatchObject({
      name: 'Generated item 3',
      stock: 3,
    });
  });

  it('after an admin edit: taken off sale leaves the page at once, a new product is found within the second', async () => {
    const names = async () => (await get('generated item 29')).json<ProductList>().items.map((p) => p.name);
    const before = await names();
    expect(before).toContain('Generated item 295');

    await t.database.db.query(`UPDATE products SET is_active = false WHERE name = 'Generated item 295'`);
    await t.database.db.query(
      `INSERT INTO products (id, name, description, category_id, images, mrp_paise, selling_price_paise, quantity_label, stock)
       SELECT 'ff' || lpad('1', 22, '0'), 'Generated item 29 jumbo', 'New', id, '{}', 1000, 900, '1 pc', 5
         FROM categories ORDER BY sort_order LIMIT 1`,
    );
    const changedAt = Date.now();
    t.app.catalogue.changed('assortment');
    // At once: the ranking read before the edit may still answer, but never with what left sale.
    expect(await names()).not.toContain('Generated item 295');
    let found = false;
    while (!found && Date.now() - changedAt < 1_000) {
      found = (await names()).includes('Generated item 29 jumbo');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(found).toBe(true);
    expect(await names()).not.toContain('Generated item 295');

    await t.database.db.query(`UPDATE products SET is_active = true WHERE name = 'Generated item 295'`);
    await t.database.db.query(`DELETE FROM products WHERE name = 'Generated item 29 jumbo'`);
    t.app.catalogue.changed('assortment');
  });
});
