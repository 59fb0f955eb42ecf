import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { createPgliteDatabase } from '../src/db/pglite';
import { migratedPgliteTemplate } from '../src/db/pgliteTemplate';
import { createPostgresDatabase } from '../src/db/postgres';
import { forgetPostgresTemplate, migratedPostgresTemplate, withAdmin } from './postgresTemplate';

export interface TestDatabase {
  db: Database;
  /** The connection string of this test's own database (PostgreSQL only). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * Already migrated (the app's own migrate finds nothing to do), copied from a template made once
 * per set of migrations; with `empty`, not migrated (a migration's own test applies them). With
 * DATABASE_URL: a new database of its own on that server (never the shared one), dropped afterwards.
 * Without: an in-memory PGlite.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = options.empty
      ? await createPgliteDatabase(':memory:')
      : await createPgliteDatabase(':memory:', { loadDataDir: await migratedPgliteTemplate() });
    return { db, url: null, drop: () => db.close() };
  }
  const name = `kirana_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    if (options.empty) {
      await admin.query(`CREATE DATABASE ${name}`);
      return;
    }
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedPostgresTemplate(serverUrl)}`);
    } catch (error) {
      // Another run's teardown dropped the template (3D000, no such database): make it again, once.
      if ((error as { code?: string }).code !== '3D000') throw error;
      forgetPostgresTemplate();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedPostgresTemplate(serverUrl)}`);
    }
  });
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
