import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type Migration, migrate, readMigrations } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';

/** Templates are named `kirana_tmpl_<hash of the migrations>`; the run's global teardown (globalTeardown.cjs) drops them. */
const TEMPLATE_PREFIX = 'kirana_tmpl_';
/** Any constant: test processes building the same template take turns. */
const TEMPLATE_LOCK_KEY = 727_274_002;

let made: Promise<string> | null = null;

/**
 * The name of a migrated, empty database on `serverUrl` to copy each test's database from
 * (`CREATE DATABASE … TEMPLATE`, about a quarter of migrating a new one). Made once per set of
 * migrations by whichever test process asks first, under an advisory lock, built under another name
 * and renamed when complete, so no process copies half a template. Kept for this process.
 */
export function migratedPostgresTemplate(
  serverUrl: string,
  migrations: Migration[] = readMigrations(),
): Promise<string> {
  made ??= buildTemplate(serverUrl, migrations).catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}

/** Forgets the template this process knew (another run's teardown dropped it): the next ask makes it again. */
export function forgetPostgresTemplate(): void {
  made = null;
}

async function buildTemplate(serverUrl: string, migrations: Migration[]): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(migration.name).update('\0').update(migration.sql).update('\0');
  const name = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const db = createPostgresDatabase(url.toString(), { max: 1 });
      try {
        await migrate(db, migrations);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

export async function withAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
