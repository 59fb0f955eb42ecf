import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { distDir, FRONTENDS, ROOT, type FrontEnd } from './frontends';

const HASH_FILE = '.build-hash';
/** What every front end's build reads besides its own folder: shared's runtime code and the build code (tools/). */
const SHARED_INPUTS = ['shared/src', 'shared/standalone', 'shared/package.json', 'tools', 'package-lock.json'];

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.name !== 'node_modules' &&
        entry.name !== 'dist' &&
        !entry.name.endsWith('.test.ts') &&
        !entry.name.endsWith('.test.tsx'),
    )
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

/** A content hash of everything that goes into one front end's build. */
export function sourceHash(frontEnd: FrontEnd): string {
  // <front end>/src/ holds the shell's server too, which its server build bundles with its static server.
  const inputs = [
    `${frontEnd.dir}/src`,
    `${frontEnd.dir}/rspack.config.ts`,
    `${frontEnd.dir}/package.json`,
    ...SHARED_INPUTS,
  ];
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(path.join(ROOT, input))).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isBuildCurrent(frontEnd: FrontEnd): boolean {
  const file = path.join(distDir(frontEnd), HASH_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === sourceHash(frontEnd);
}

/** Production-builds each front end whose sources changed since its last build (all of them with `force`). */
export function buildFrontEnds(
  options: {
    force?: boolean;
    only?: readonly string[];
    log?: (line: string) => void;
    /** Build into this folder instead of `dist/` (one front end only; its `dist/` is left as it is). */
    outDir?: string;
  } = {},
): FrontEnd[] {
  const log = options.log ?? ((line: string) => console.log(line));
  const selected = FRONTENDS.filter(
    (f) => !options.only?.length || options.only.includes(f.name) || options.only.includes(f.dir),
  );
  const built: FrontEnd[] = [];
  for (const frontEnd of selected) {
    if (!options.force && isBuildCurrent(frontEnd)) continue;
    log(`building ${frontEnd.dir} …`);
    const started = Date.now();
    const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, frontEnd.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', ...(options.outDir ? { KIRANA_BUILD_OUT: options.outDir } : {}) },
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`building ${frontEnd.dir} failed`);
    }
    if (!options.outDir) writeFileSync(path.join(distDir(frontEnd), HASH_FILE), sourceHash(frontEnd));
    log(`built ${frontEnd.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(frontEnd);
  }
  return built;
}
