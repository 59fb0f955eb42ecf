import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable, SqlValue, Statement, TransactionOptions } from './database';
import { listenOnPostgres } from './pgListener';

export function createPostgresDatabase(connectionString: string, options: Partial<PoolConfig> = {}): Database {
  const pool = new Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, ...options });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error', error.message));

  const run = async <Row>(q: { query: Pool['query'] }, statement: Statement, params?: readonly SqlValue[]) => {
    const values = params as unknown[] | undefined;
    // A named statement is parsed and planned once per pooled connection (node-postgres keeps the names it prepared).
    const result =
      typeof statement === 'string'
        ? await q.query(statement, values)
        : await q.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  };

  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    exec: async (script) => {
      await pool.query(script);
    },
    async transaction(work, options) {
      const client = await pool.connect();
      try {
        // One simple query of a few statements: one round trip, as BEGIN alone.
        await client.query(beginStatements(options));
        const tx: Queryable = {
          query: (text, params) => run(client, text, params),
          exec: async (script) => {
            await client.query(script);
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage, onGap) => listenOnPostgres(connectionString, channel, onMessage, onGap),
    close: () => pool.end(),
  };
}

/** BEGIN with what the transaction's options ask for, as one simple query. */
export function beginStatements(options: TransactionOptions | undefined): string {
  const statements = ['BEGIN'];
  if (options?.genericPlans) statements.push('SET LOCAL plan_cache_mode = force_generic_plan');
  for (const table of options?.holdShared ?? []) statements.push(`LOCK TABLE ${table} IN ROW SHARE MODE`);
  return statements.join('; ');
}
