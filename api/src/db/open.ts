import type { AppConfig } from '../config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? createPostgresDatabase(config.databaseUrl) : createPgliteDatabase(config.dataDir);
}
