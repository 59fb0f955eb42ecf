import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder, found by walking up to the folder holding `migrations/`, so the
 * same code works from `src/` (tsx) and from the production bundle in `dist/`.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`cannot find the API folder (with migrations/) above ${start}`);
  }
}

export const API_ROOT = findApiRoot(__dirname);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
export const SEED_ASSETS_DIR = path.join(API_ROOT, 'seed-assets', 'images');
