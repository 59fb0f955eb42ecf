/**
 * What the load benches share: autocannon from the npm registry (cached outside the project), a
 * server started as its own process, and waiting for it to answer.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const AUTOCANNON = 'autocannon@8.0.0';
export const API_DIR = path.resolve(__dirname, '..');

export interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  /** Answers with a 2xx status. */
  '2xx': number;
  non2xx: number;
  errors: number;
}
export type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

/** autocannon from the npm registry, kept in a cache folder outside the project. */
export function autocannon(): Autocannon {
  const dir = path.join(tmpdir(), 'kirana-bench-tools');
  if (!existsSync(path.join(dir, 'node_modules', 'autocannon'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`Fetching ${AUTOCANNON} from the npm registry into ${dir} …`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', dir, AUTOCANNON],
      { stdio: 'ignore' },
    );
  }
  return createRequire(path.join(dir, 'package.json'))('autocannon') as Autocannon;
}

/** One autocannon run of `seconds` at `connections`, saying so when any answer failed. */
export function measurer(run: Autocannon, connections: number, seconds: number) {
  return async (options: Record<string, unknown>): Promise<Result> => {
    const result = await run({ connections, duration: seconds, ...options });
    if (result.non2xx > 0 || result.errors > 0)
      console.log(`  (${String(options.url)}: ${result.non2xx} non-2xx, ${result.errors} errors)`);
    return result;
  };
}

/** The better of two runs (more requests per second). */
export const best = (a: Result, b: Result): Result => (a.requests.average >= b.requests.average ? a : b);

/** A server of its own process; its stdout (the API's JSON request log) is written and dropped, as to a log shipper. */
export function start(
  script: string,
  env: Record<string, string>,
  profile = false,
  nodeArgs: string[] = [],
): ChildProcess {
  const { REDIS_URL: _redis, ...inherited } = process.env; // one instance: no realtime fan-out to pay for
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profiling =
    profile && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profiling, ...nodeArgs, '--import', 'tsx', script], {
    cwd: API_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its errors show; what Node says of an open inspector (--inspect, bench/retained.ts) does not.
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!INSPECTOR_CHATTER.test(line)) process.stderr.write(`${line}\n`);
  });
  return child;
}

const INSPECTOR_CHATTER =
  /^(Debugger listening on ws:|Debugger attached\.|Debugger ending on ws:|For help, see: https:\/\/nodejs\.org\/en\/docs\/inspector|Waiting for the debugger to disconnect)/;

/** The first of `count` consecutive ports nobody listens on (the machine runs other services, on ports of their own). */
export async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    let all = true;
    for (let port = base; port < base + count && all; port++) all = await free(port);
    if (all) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

export async function untilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Says so when the machine was already busy: the figures that follow will be low and noisy. */
export function warnIfBusy(): void {
  const busy = loadavg()[0]!;
  if (busy > cpus().length * 0.5)
    console.log(
      `WARNING: the machine was busy before the bench started (load ${busy.toFixed(2)} on ${cpus().length} cores): figures will be low and noisy.\n`,
    );
}

/** Ends the bench's servers (each closing its pool) and waits for them, 10 s at most each. */
export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(resolve, 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** The nearest-rank percentile of `values` (in any order): `fraction` 0.5 is the median, 0.95 the p95. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}
