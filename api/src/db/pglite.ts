import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, type Queryable, type SqlValue, type Statement, statementText } from './database';

/**
 * Embedded PostgreSQL for `npm start` and tests when no DATABASE_URL is set. It takes one
 * connection at a time: PGlite queues queries and holds the lock for a whole transaction, so
 * transactions are serialised (which is also what keeps stock updates safe here).
 */
export async function createPgliteDatabase(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  return pgliteDatabase(await openPglite(dataDir, options));
}

export interface PgliteOptions {
  /** Start from this copy of a data folder (`dumpDataDir`) instead of creating an empty cluster. */
  loadDataDir?: Blob;
}

/** PGlite with the extensions the migrations use, ready. */
export async function openPglite(dataDir: string, { loadDataDir }: PgliteOptions = {}): Promise<PGlite> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // 'memory://', not undefined: PGlite reads an undefined first argument as "no options" and
  // would drop the extensions.
  const pg = new PGlite(inMemory ? 'memory://' : dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pg.waitReady;
  return pg;
}

/** The Database over an open PGlite; closing it closes the PGlite. */
export function pgliteDatabase(pg: PGlite): Database {
  const run = async <Row>(q: Pick<PGlite, 'query'>, statement: Statement, params?: readonly SqlValue[]) =>
    (await q.query<Row>(statementText(statement), params as unknown[] | undefined)).rows;

  return {
    kind: 'pglite',
    query: (text, params) => run(pg, text, params),
    exec: async (script) => {
      await pg.exec(script);
    },
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: (text, params) => run(tx, text, params),
          exec: async (script) => {
            await tx.exec(script);
          },
        } satisfies Queryable),
      ),
    // One PGlite is one process's database: every listener is in this process and misses nothing.
    listen: (channel, onMessage) => pg.listen(channel, onMessage).then((unlisten) => () => unlisten()),
    close: () => pg.close(),
  };
}
