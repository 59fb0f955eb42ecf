import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Database } from '../src/db/database';
import { createPgliteDatabase } from '../src/db/pglite';
import { migratedPgliteTemplate } from '../src/db/pgliteTemplate';
import { createPostgresDatabase } from '../src/db/postgres';

export interface TestDatabase {
  db: Database;
  /** The connection string of this test's own database (PostgreSQL only). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL: a new database of its own on that server (never the shared one), dropped
 * afterwards. Without: an in-memory PGlite, already migrated (the app's own migrate finds nothing
 * to do), copied from a template made once per set of migrations.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await createPgliteDatabase(':memory:', { loadDataDir: await migratedPgliteTemplate() });
    return { db, url: null, drop: () => db.close() };
  }
  const name = `kirana_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPostgresDatabase(url.toString(), { max: 5 });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
