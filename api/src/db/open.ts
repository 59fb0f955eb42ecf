import type { AppConfig } from '../config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { holdsCluster, migratedPgliteTemplate } from './pgliteTemplate';
import { createPostgresDatabase } from './postgres';

/**
 * PostgreSQL at DATABASE_URL, else embedded PGlite in DATA_DIR: resumed where it holds a cluster,
 * else started from a migrated empty copy (pgliteTemplate.ts) rather than by initdb.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl);
  if (holdsCluster(config.dataDir)) return createPgliteDatabase(config.dataDir);
  return createPgliteDatabase(config.dataDir, { loadDataDir: await migratedPgliteTemplate() });
}
