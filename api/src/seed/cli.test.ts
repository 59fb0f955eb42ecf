import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPgliteDatabase } from '../db/pglite';

const run = promisify(execFile);
const CLI = path.join(__dirname, 'cli.ts');

describe('npm run seed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-seed-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates an empty embedded database and adds the demo store, and a second run changes nothing', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: path.join(dir, 'db') };
    const first = await run(process.execPath, ['--import', 'tsx', CLI], { env, timeout: 60_000 });
    expect(first.stdout).toMatch(/Demo store ready in .*: 9 categories, 110 products\./);
    const second = await run(process.execPath, ['--import', 'tsx', CLI], { env, timeout: 60_000 });
    expect(second.stdout).toBe(first.stdout);

    const db = await createPgliteDatabase(env.DATA_DIR);
    try {
      const [row] = await db.query<{ admins: number }>('SELECT count(*)::int AS admins FROM users WHERE is_admin');
      expect(row?.admins).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
