import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './database';
import { startStorefront, type Storefront, type StorefrontOptions } from '../../scripts/storefront';
import { journeyBasePort } from './ports';

export interface TestStorefront extends Storefront {
  dispose(): Promise<void>;
}

/**
 * The real product (production builds, the API as its own process) on ports of its own, so a
 * developer's `npm start` on 3000/4000 is left alone, with a fresh embedded database each time.
 */
export async function startTestStorefront(
  defaultBasePort = 3100,
  options: Pick<StorefrontOptions, 'remotesFile' | 'serverApiUrl'> & {
    /**
     * `patient` (the default): journeys read what the server rendered, and on a CI machine running
     * another journey beside this one a page can miss the product's 300 ms data budget and go out for
     * the browser to draw, as designed, so the server is given 10 s. `product`: the product's own
     * budgets, for the journey that checks the budgets themselves.
     */
    renderBudget?: 'patient' | 'product';
  } = {},
): Promise<TestStorefront> {
  // One base port from the environment serves a run of one worker; else the file's own, per worker.
  const basePort = journeyBasePort(defaultBasePort);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-e2e-'));
  // E2E_DATABASE_URL names a PostgreSQL server: a fresh database of this storefront's own on it, as the
  // embedded one would be fresh, dropped when it is disposed (journeys side by side never share a store).
  const database = process.env.E2E_DATABASE_URL
    ? await createDatabase(process.env.E2E_DATABASE_URL, 'kirana_e2e')
    : undefined;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(basePort),
    // The API at +1000, or where E2E_API_PORT says (to keep a run inside one block of ports).
    API_PORT: process.env.E2E_API_PORT || String(basePort + 1000),
    // In memory: a journey's store lives as long as its API process, and starts without touching the disk.
    DATA_DIR: ':memory:',
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    DATABASE_URL: database?.url,
    REDIS_URL: process.env.E2E_REDIS_URL,
    REDIS_KEY_PREFIX: process.env.E2E_REDIS_URL ? `kirana-e2e-${randomBytes(4).toString('hex')}` : undefined,
    LOG_LEVEL: 'warn',
  };
  for (const name of [
    'MFE_CATALOG_PORT',
    'MFE_CART_CHECKOUT_PORT',
    'MFE_ACCOUNT_PORT',
    'MFE_ADMIN_PORT',
    'PUBLIC_API_URL',
    'CORS_ORIGINS',
  ])
    delete env[name];
  // The API as production runs it, from its bundle: built once for the run, started in a fraction of tsx's time.
  const { renderBudget = 'patient', ...rest } = options;
  let storefront: Storefront;
  try {
    storefront = await startStorefront(env, {
      quietApi: true,
      bundledApi: true,
      log: () => undefined,
      renderBudgetMs: renderBudget === 'patient' ? { code: 10_000, data: 10_000 } : undefined,
      ...rest,
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    ...storefront,
    async dispose() {
      try {
        await storefront.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
      }
    },
  };
}
