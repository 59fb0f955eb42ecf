const { Client } = require('pg');

/**
 * After an API test run on PostgreSQL: drops the migrated templates the tests' databases were copied
 * from (api/test/postgresTemplate.ts), so the server is left as the run found it. A template another
 * run is building or copying stays (the drop fails and is ignored); that run drops it after.
 */
module.exports = async function dropPostgresTemplates() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'kirana\\_tmpl\\_%'");
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  } finally {
    await admin.end();
  }
};
