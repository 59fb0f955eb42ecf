import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ensureAdmins, seedDemoData } from '../seed';

export interface DbPluginOptions {
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Database;
}

/**
 * The database as `app.db`: migrated, seeded with the demo store when SEED says so, and the configured admins
 * made admins.
 */
const db: FastifyPluginAsync<DbPluginOptions> = async (app, options) => {
  const database = options.db ?? (await openDatabase(app.config));
  if (!options.db) app.addHook('onClose', async () => database.close());
  await migrate(database);
  if (app.config.seed) await seedDemoData(database);
  if (app.config.adminPhones.length > 0) await ensureAdmins(database, app.config.adminPhones);
  app.decorate('db', database);
};

export default fp(db, { name: 'db' });
