import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_BUNDLE, API_DIST, buildApiBundle } from './build';

// From __filename, as in build.ts: the repository's root, above api/scripts.
const ROOT = path.resolve(path.dirname(__filename), '..', '..');

/** What the API bundle is made from: its code, shared's, the manifests and the build itself. */
const SOURCES = ['api/src', 'shared/src', 'api/package.json', 'shared/package.json', 'api/scripts/build.ts'];
const STAMP = `${API_BUNDLE}.source`;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!full.endsWith('src')) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && /\.(tsx?|json)$/.test(dirent.name) && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

/** A digest of every file the bundle is made from (names and contents). */
export function apiSourceDigest(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder))
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * The API's production bundle (`api/dist/server.cjs`), built again only when its sources changed
 * since (a digest kept beside it), so the browser journeys and the process tests start the API as
 * production does, in a fraction of a second, instead of compiling it with tsx every time. Written
 * in a folder of its own and renamed into place, so processes asking together never run half a bundle.
 */
export async function apiBundle(): Promise<string> {
  const digest = apiSourceDigest();
  if (existsSync(API_BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return API_BUNDLE;
  // Built in a folder of its own, so each bundle's source-map comment names its map as in place;
  // the worker first, so a new server never starts without its worker beside it.
  const folder = path.join(API_DIST, `.build-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await buildApiBundle(folder, 'silent');
    const files = readdirSync(folder).sort((a, b) => Number(a.startsWith('server')) - Number(b.startsWith('server')));
    for (const file of files) renameSync(path.join(folder, file), path.join(API_DIST, file));
    writeFileSync(STAMP, digest);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return API_BUNDLE;
}
