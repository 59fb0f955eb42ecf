/**
 * `npm run bench:build`: the build times a team waits for, in wall time:
 *   - cold `npm run build` of all five front ends (no dist/, no build caches, as in a fresh clone);
 *   - one remote's production build (mfe-catalog), cold and again with its caches (as after a change);
 *   - a change seen in `npm run dev`: a source file edited under the development builds in watch mode,
 *     until they have rebuilt (median of BENCH_RUNS edits, 5 by default): one of mfe-catalog's under its
 *     own build, and shared/src/index.ts under all five. The browser's hot update comes on top.
 * BENCH_ROOT times another checkout (an older commit in a worktree of its own, with its own
 * node_modules), so old and new can be measured alternately in the same period. BENCH_ONLY=cold,one,dev
 * picks steps. It prints figures and never fails on speed.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Rspack from '@rspack/core';

const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.join(__dirname, '..', '..'));
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
const only = process.env.BENCH_ONLY?.split(',');
const runs = Number(process.env.BENCH_RUNS) || 5;

const clearCaches = (frontEnds: string[]) => {
  for (const dir of frontEnds) rmSync(path.join(ROOT, dir, 'dist'), { recursive: true, force: true });
  for (const cache of ['kirana-precompress', 'jiti'])
    rmSync(path.join(ROOT, 'node_modules', '.cache', cache), { recursive: true, force: true });
};

function timed(args: string[]): { seconds: number; output: string } {
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-cli.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', KIRANA_ROOT: ROOT },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { seconds: (performance.now() - started) / 1000, output };
}

const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

/**
 * Development builds of `frontEnds` in watch mode, as `npm run dev` runs them (with what the dev server
 * adds for hot reload); `file` is edited BENCH_RUNS times and each time is how long until every one of
 * them has rebuilt.
 */
async function devChange(frontEnds: string[], file: string): Promise<number[]> {
  const { rspack } = createRequire(path.join(ROOT, 'package.json'))('@rspack/core') as typeof Rspack;
  const configs: Rspack.Configuration[] = [];
  for (const frontEnd of frontEnds) {
    const exported = (await import(pathToFileURL(path.join(ROOT, frontEnd, 'rspack.config.ts')).href)) as {
      default: (env: unknown, argv: { mode: string }) => Rspack.Configuration;
    };
    const config = exported.default({}, { mode: 'development' });
    config.plugins = [...(config.plugins ?? []), new rspack.HotModuleReplacementPlugin()];
    configs.push(config);
  }
  const compiler = rspack(configs);
  const original = readFileSync(file, 'utf8');
  let pending = new Set<string>();
  let onAllDone: (() => void) | undefined;
  for (const one of compiler.compilers)
    one.hooks.done.tap('bench', () => {
      pending.delete(one.name ?? '');
      if (!pending.size) onAllDone?.();
    });
  const rebuilt = () => {
    pending = new Set(compiler.compilers.map((one) => one.name ?? ''));
    return new Promise<void>((resolve) => (onAllDone = resolve));
  };
  const first = rebuilt();
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
    if (error) throw error;
  });
  const times: number[] = [];
  try {
    await first;
    for (let run = 0; run < runs; run += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const done = rebuilt();
      const started = performance.now();
      appendFileSync(file, `\n// bench:build edit ${run}\n`);
      await done;
      times.push(performance.now() - started);
    }
  } finally {
    writeFileSync(file, original);
    await new Promise<void>((resolve) => watching.close(() => resolve()));
  }
  return times;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function main(): Promise<void> {
  console.log(`bench:build in ${ROOT} (${load()})`);
  if (!only || only.includes('cold')) {
    clearCaches(FRONT_ENDS);
    const { seconds, output } = timed(['--all']);
    console.log(`cold npm run build, all five: ${seconds.toFixed(1)} s (${load()})`);
    console.log(output.replace(/^(?=.)/gm, '    '));
  }
  if (!only || only.includes('one')) {
    clearCaches(['mfe-catalog']);
    const cold = timed(['mfe-catalog', '--force']);
    console.log(`one remote (mfe-catalog), cold: ${cold.seconds.toFixed(1)} s (${load()})`);
    const warm = timed(['mfe-catalog', '--force']);
    console.log(`one remote (mfe-catalog), again with its caches: ${warm.seconds.toFixed(1)} s (${load()})`);
    console.log(`${cold.output}${warm.output}`.replace(/^(?=.)/gm, '    '));
  }
  if (!only || only.includes('dev')) {
    const one = await devChange(['mfe-catalog'], path.join(ROOT, 'mfe-catalog', 'src', 'pageTitles.ts'));
    console.log(
      `a change seen in development, mfe-catalog's own file: median ${median(one).toFixed(0)} ms (${one.map((t) => t.toFixed(0)).join(' / ')}) (${load()})`,
    );
    const all = await devChange(FRONT_ENDS, path.join(ROOT, 'shared', 'src', 'index.ts'));
    console.log(
      `a change seen in development, shared/src/index.ts, until all five have rebuilt: median ${median(all).toFixed(0)} ms (${all.map((t) => t.toFixed(0)).join(' / ')}) (${load()})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
