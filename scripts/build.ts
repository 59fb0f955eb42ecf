import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { distDir, FRONTENDS, ROOT, type FrontEnd } from './frontends';

const HASH_FILE = '.build-hash';

/** A line of the report each compilation writes (tools/buildReport.ts). */
interface CompilationReport {
  name: string;
  ms: number;
  precompress?: { files: number; zopfli: number; compressed: number; ms: number };
  warnings: number;
}
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
  return isBuildCurrentFor(frontEnd, sourceHash(frontEnd));
}

function isBuildCurrentFor(frontEnd: FrontEnd, hash: string): boolean {
  const file = path.join(distDir(frontEnd), HASH_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === hash;
}

/** Slowest first (the shell, every file of which gets Zopfli; then the admin's antd pages), so the last to start is a short one. */
const BUILD_ORDER = ['shell', 'mfe-admin', 'mfe-catalog', 'mfe-account', 'mfe-cart-checkout'];

/** Front ends built at once: one per core (each build's compilations and Zopfli threads share them). */
function defaultJobs(): number {
  return Math.max(1, Number(process.env.KIRANA_BUILD_JOBS) || availableParallelism());
}

/**
 * Production-builds each front end whose sources changed since its last build (all of them with
 * `force`), independent ones side by side (each `rspack build` in a process of its own), at most one per
 * core. Each says when it starts and what it took; one that fails prints its own output under its name,
 * the others finish, none not yet started is started, and the promise rejects naming those that failed.
 */
export async function buildFrontEnds(
  options: {
    force?: boolean;
    only?: readonly string[];
    log?: (line: string) => void;
    /** Build into this folder instead of `dist/` (one front end only; its `dist/` is left as it is). */
    outDir?: string;
    /** How many at once (default `KIRANA_BUILD_JOBS`, else the number of cores). */
    jobs?: number;
  } = {},
): Promise<FrontEnd[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const selected = FRONTENDS.filter(
    (f) => !options.only?.length || options.only.includes(f.name) || options.only.includes(f.dir),
  );
  if (options.outDir && selected.length > 1) throw new Error('outDir builds one front end only');
  const queue = selected
    .map((frontEnd) => ({ frontEnd, hash: sourceHash(frontEnd) }))
    .filter(({ frontEnd, hash }) => options.force || !isBuildCurrentFor(frontEnd, hash))
    .sort((a, b) => BUILD_ORDER.indexOf(a.frontEnd.dir) - BUILD_ORDER.indexOf(b.frontEnd.dir));
  const built: FrontEnd[] = [];
  const failed: FrontEnd[] = [];

  const next = async (): Promise<void> => {
    for (let job = queue.shift(); job && !failed.length; job = queue.shift()) {
      const { frontEnd, hash } = job;
      log(`building ${frontEnd.dir} …`);
      const started = Date.now();
      const result = await buildInChild(frontEnd, options.outDir);
      if (!result.report) {
        process.stderr.write(result.output.replace(/^(?=.)/gm, `[${frontEnd.dir}] `));
        log(`building ${frontEnd.dir} failed (exit ${result.code}) after ${seconds(Date.now() - started)}`);
        failed.push(frontEnd);
        continue;
      }
      if (!options.outDir) writeFileSync(path.join(distDir(frontEnd), HASH_FILE), hash);
      log(`built ${frontEnd.dir} in ${seconds(Date.now() - started)} (${describe(result.report)})`);
      built.push(frontEnd);
    }
  };
  await Promise.all(Array.from({ length: Math.min(queue.length, options.jobs ?? defaultJobs()) }, next));
  if (failed.length) throw new Error(`building ${failed.map((f) => f.dir).join(', ')} failed`);
  return built;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "browser 3.1 s, of which precompression 1.2 s: 26 files, 26 with Zopfli (…); server 1.4 s beside it". */
function describe(report: CompilationReport[]): string {
  const parts = [...report]
    .sort((a, b) => Number(a.name.endsWith('-server')) - Number(b.name.endsWith('-server')))
    .map(({ name, ms, precompress }) => {
      if (name.endsWith('-server')) return `server ${seconds(ms)} beside it`;
      const zopfli = precompress
        ? `, of which precompression ${seconds(precompress.ms)}: ${precompress.files} files, ${precompress.zopfli} with Zopfli (${precompress.compressed} compressed now, the rest from its cache)`
        : '';
      return `browser ${seconds(ms)}${zopfli}`;
    });
  const warnings = report.reduce((sum, one) => sum + one.warnings, 0);
  if (warnings) parts.push(`${warnings} warning${warnings > 1 ? 's' : ''}, shown by a build in the front end's folder`);
  return parts.join('; ');
}

function buildInChild(
  frontEnd: FrontEnd,
  outDir: string | undefined,
): Promise<{ code: number | null; output: string; report?: CompilationReport[] }> {
  const reportDir = mkdtempSync(path.join(tmpdir(), `kirana-build-${frontEnd.dir}-`));
  const reportFile = path.join(reportDir, 'report.jsonl');
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, frontEnd.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        KIRANA_BUILD_REPORT: reportFile,
        ...(outDir ? { KIRANA_BUILD_OUT: outDir } : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.stack ?? error.message}\n`));
    child.on('close', (code) => {
      const report = existsSync(reportFile)
        ? readFileSync(reportFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as CompilationReport)
        : [];
      rmSync(reportDir, { recursive: true, force: true });
      resolve({ code, output, ...(code === 0 ? { report } : {}) });
    });
  });
}
