import type { Database, SqlValue } from '../db/database';
import { insertGeneratedProducts } from '../../test/generatedProducts';
import { buildTestApp, type TestApp } from '../../test/testApp';
import { categoryCountsSql, categoryPageSql } from './browse';
import { searchSql, searchTerms } from './search';

/**
 * Speed itself is measured by `npm run bench` (50,000 products); this checks, deterministically,
 * that the queries the shop sends can be answered from the indexes instead of a full scan.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertGeneratedProducts(t.database.db, 3000);
  // As on a live server after autovacuum: statistics gathered, the GIN pending list merged.
  await t.database.db.exec('VACUUM ANALYZE products');
  await t.database.db.exec('ANALYZE categories');
}, 60_000);
afterAll(() => t.close());

async function plan(db: Database, sql: { text: string; params: SqlValue[] }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.text}`, sql.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('query plans', () => {
  it('a search reads products through the text-search and trigram indexes', async () => {
    const text = await plan(t.database.db, searchSql(searchTerms('tom')!, {}, 1, 24));
    expect(text).toContain('products_search_idx');
    expect(text).toContain('products_name_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on products/);
  });

  it('a search in everyday words (the word or what it means) reads through the same indexes', async () => {
    const text = await plan(
      t.database.db,
      searchSql(searchTerms('toned doodh', new Map([['doodh', 'milk']]))!, {}, 1, 24),
    );
    expect(text).toContain('products_search_idx');
    expect(text).toContain('products_name_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on products/);
  });

  it('what the typed words mean is read by its key', async () => {
    const text = await plan(t.database.db, {
      text: 'SELECT word, means FROM search_synonyms WHERE word = ANY($1::text[])',
      params: [['doodh', 'toned']],
    });
    expect(text).toContain('search_synonyms_pkey');
  });

  it.each([
    ['the first page', 0],
    ['a deep page', 2_000],
  ])(
    '%s of a category: its ids in shelf order from the index alone (no sort, no table read to skip rows), then just its rows',
    async (_label, offset) => {
      const [first] = await t.database.db.query<{ id: string }>(
        `SELECT id FROM categories ORDER BY sort_order LIMIT 1`,
      );
      const text = await plan(t.database.db, categoryPageSql(first!.id, {}, 24, offset));
      expect(text).toContain('Index Only Scan using products_shelf_idx');
      expect(text).not.toContain('Sort');
      expect(text).not.toMatch(/Seq Scan on products/);
    },
  );

  it("the categories' counts come from the narrow category index alone", async () => {
    const text = await plan(t.database.db, categoryCountsSql({}));
    expect(text).toContain('Index Only Scan using products_active_category_idx');
    expect(text).not.toMatch(/Seq Scan on products/);
  });

  it('a sale that leaves stock on the shelf can rewrite the product in place: no index on products holds stock (migration 021)', async () => {
    const indexes = await t.database.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'products'`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(['products_shelf_idx', 'products_search_idx', 'products_name_trgm_idx']),
    );
    expect(indexes.filter((index) => /\bstock\b/.test(index.indexdef)).map((index) => index.indexdef)).toEqual([]);
  });
});
