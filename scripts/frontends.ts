import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@kirana/shared/contracts';

/** The repository root: the nearest folder up from here whose package.json is the workspace root. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'kirana-now')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no kirana-now workspace root above ${start}`);
  }
}

export const ROOT = findRoot(process.env.KIRANA_ROOT ?? process.cwd());

export interface FrontEnd {
  name: 'shell' | RemoteName;
  /** Workspace folder under the repository root. */
  dir: string;
  /** Environment variable naming its port; the default is PORT + offset. */
  portEnv: string;
  offset: number;
}

export const FRONTENDS: readonly FrontEnd[] = [
  { name: 'shell', dir: 'shell', portEnv: 'PORT', offset: 0 },
  { name: 'mfe_catalog', dir: 'mfe-catalog', portEnv: 'MFE_CATALOG_PORT', offset: 1 },
  { name: 'mfe_cart_checkout', dir: 'mfe-cart-checkout', portEnv: 'MFE_CART_CHECKOUT_PORT', offset: 2 },
  { name: 'mfe_account', dir: 'mfe-account', portEnv: 'MFE_ACCOUNT_PORT', offset: 3 },
  { name: 'mfe_admin', dir: 'mfe-admin', portEnv: 'MFE_ADMIN_PORT', offset: 4 },
];

export const REMOTES = FRONTENDS.filter((f): f is FrontEnd & { name: RemoteName } => f.name !== 'shell');

export function distDir(frontEnd: FrontEnd): string {
  return path.join(ROOT, frontEnd.dir, 'dist');
}

type Env = Record<string, string | undefined>;

function port(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535 (got "${raw}")`);
  return value;
}

export interface Ports {
  storefront: number;
  api: number;
  byFrontEnd: Record<FrontEnd['name'], number>;
}

/** PORT (storefront, 3000), API_PORT (4000), and each remote at PORT+1…+4 unless its own variable says otherwise. */
export function resolvePorts(env: Env = process.env): Ports {
  const storefront = port(env.PORT, 3000, 'PORT');
  const api = port(env.API_PORT, 4000, 'API_PORT');
  const byFrontEnd = Object.fromEntries(
    FRONTENDS.map((f) => [
      f.name,
      f.name === 'shell' ? storefront : port(env[f.portEnv], storefront + f.offset, f.portEnv),
    ]),
  ) as Ports['byFrontEnd'];
  return { storefront, api, byFrontEnd };
}
