import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { prepared, type Queryable } from './database';

const DOUBLE = prepared('test-double-a-number', 'SELECT $1::int * 2 AS doubled');
const COUNT_LINES = prepared('test-count-lines', 'SELECT count(*)::int AS lines FROM unnest($1::int[])');

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

  it('run on their plan for any values in a transaction that asks for it, and only there (PostgreSQL)', async () => {
    const inOne = (options?: { genericPlans: boolean }) =>
      database.db.transaction(async (tx) => {
        await tx.query(COUNT_LINES, [[1, 2, 3]]);
        const [mode] = await tx.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
        return {
          mode: mode?.plan_cache_mode,
          plans: await tx.query<{ generic: string; custom: string }>(
            "SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = 'test-count-lines'",
          ),
        };
      }, options);
    if (database.db.kind !== 'postgres') {
      // PGlite prepares nothing: the option is accepted and the statement runs.
      expect(await database.db.transaction((tx) => tx.query(COUNT_LINES, [[1, 2]]), { genericPlans: true })).toEqual([
        { lines: 2 },
      ]);
      return;
    }
    const planned = await inOne({ genericPlans: true });
    expect(planned.mode).toBe('force_generic_plan');
    // PostgreSQL's own choice makes its first five plans for the values given; this one was planned once for any.
    expect(planned.plans).toEqual([{ generic: '1', custom: '0' }]);
    const after = await inOne();
    expect(after.mode).toBe('auto');
  });

  it('hold the tables a transaction asks for in ROW SHARE mode from BEGIN to its end, and write no row (PostgreSQL)', async () => {
    const heldModes = (tx: Queryable) =>
      tx.query<{ mode: string }>(
        `SELECT l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = pg_backend_pid() AND c.relname = 'store_status' AND l.granted ORDER BY l.mode`,
      );
    const held = await database.db.transaction(heldModes, { holdShared: ['store_status'] });
    if (database.db.kind !== 'postgres') {
      // PGlite runs one transaction at a time: there is nothing to wait for, and the option is accepted.
      expect(held).toEqual([]);
      return;
    }
    expect(held).toEqual([{ mode: 'RowShareLock' }]);
    expect(await database.db.transaction(heldModes)).toEqual([]);
    expect(await heldModes(database.db)).toEqual([]);
  });

  it('refuses a second statement under a name already used', () => {
    expect(() => prepared('test-double-a-number', 'SELECT 1')).toThrow(
      'Two prepared statements are named test-double-a-number',
    );
  });
});
