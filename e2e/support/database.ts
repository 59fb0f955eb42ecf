import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh database of a journey's own on a PostgreSQL server (`serverUrl` names the server; its own
 * database is never touched), named `<prefix>_<random>`: its URL, and `drop` to remove it afterwards.
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
