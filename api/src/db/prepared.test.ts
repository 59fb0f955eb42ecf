import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { prepared } from './database';

const DOUBLE = prepared('test-double-a-number', 'SELECT $1::int * 2 AS doubled');

describe('prepared statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('run with their parameters, inside and outside a transaction', async () => {
    expect(await database.db.query(DOUBLE, [21])).toEqual([{ doubled: 42 }]);
    expect(await database.db.transaction((tx) => tx.query(DOUBLE, [4]))).toEqual([{ doubled: 8 }]);
  });

  it('are prepared once on the connection that ran them (PostgreSQL), and run again from there', async () => {
    const names = await database.db.transaction(async (tx) => {
      await tx.query(DOUBLE, [1]);
      await tx.query(DOUBLE, [2]);
      return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    });
    // PGlite runs the text each time, as an unnamed statement.
    if (database.db.kind === 'postgres') expect(names.map((row) => row.name)).toEqual(['test-double-a-number']);
  });

  it('refuses a second statement under a name already used', () => {
    expect(() => prepared('test-double-a-number', 'SELECT 1')).toThrow(
      'Two prepared statements are named test-double-a-number',
    );
  });
});
