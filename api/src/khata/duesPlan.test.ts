import type { Database, SqlValue } from '../db/database';
import { khataCredit } from '../money/ledger';
import { buildTestApp, type TestApp } from '../../test/testApp';

/**
 * Dues reads the khata credit of every customer who owes (`listDues`); on a year of data a customer has
 * dozens of ledger entries, of which the credit needs only the khata's. Speed itself is measured by
 * `npm run bench:year`; this holds the plan: the credit is read from the khata entries' own index alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.exec('ANALYZE money_entries');
});
afterAll(() => t.close());

async function plan(db: Database, text: string, params: SqlValue[]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it("a customer's khata credit is read from the khata entries' index alone (migration 040)", async () => {
  const text = await plan(t.database.db, `SELECT ${khataCredit('$1')} AS credit`, ['0123456789abcdef01234567']);
  expect(text).toContain('Index Only Scan using money_entries_khata_idx');
});
