import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Migration, migrate, readMigrations } from './migrate';
import { openPglite, pgliteDatabase } from './pglite';

/**
 * A migrated, empty PGlite data folder (`dumpDataDir`), kept in the system's temporary folder under
 * a name made from PGlite's version and the migrations' text, so a new PGlite or a changed or new
 * migration makes a new one. Creating a cluster runs PostgreSQL's initdb inside WebAssembly (about
 * 2 s on a quiet 2-core machine, 15 s at load 7); loading this copy takes about 0.6 s, and every
 * test file and every browser journey starts from an empty database. Written under a temporary
 * name and renamed, so processes starting together never read half a file.
 */
export async function migratedPgliteTemplate(migrations: Migration[] = readMigrations()): Promise<Blob> {
  const hash = createHash('sha256').update(pgliteVersion()).update('\0');
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

/** The installed PGlite's version (its package.json, found above its entry: the package exports no path to it). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(__filename).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '';
}

/** Whether a data folder already holds a cluster (PGlite resumes it) rather than being new. */
export function holdsCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}
