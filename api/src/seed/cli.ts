/**
 * `npm run seed --workspace api`: migrates the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) and adds the demo store where it is missing. Safe to run again: it
 * never duplicates rows or overwrites what an admin edited. The API does the same at start when SEED says so.
 */
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ensureAdmins, seedDemoData } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedDemoData(db);
    if (config.adminPhones.length > 0) await ensureAdmins(db, config.adminPhones);
    const [counts] = await db.query<{ categories: number; products: number }>(
      'SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM products)::int AS products',
    );
    console.log(
      `Demo store ready in ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}: ${counts?.categories} categories, ${counts?.products} products.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
