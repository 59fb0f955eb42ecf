import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { createPgliteDatabase, openPglite, pgliteDatabase } from '../src/db/pglite';
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

/**
 * A migrated, empty PGlite data folder, kept in the system's temporary folder under a name made
 * from the migrations' text, so a changed or new migration makes a new one. A fresh PGlite creates
 * its cluster (about 2 s here) and then migrates; loading this copy takes about 0.6 s, and the API
 * suite builds an app for almost every test file. Written under a temporary name and renamed, so
 * parallel test workers never read half a file.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const migrations = readMigrations();
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(migration.name).update('\0').update(migration.sql).update('\0');
  const file = path.join(tmpdir(), `kirana-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const pg = await openPglite(':memory:');
    await migrate(pgliteDatabase(pg), migrations);
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
