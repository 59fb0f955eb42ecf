import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBundle } from '../scripts/bundle';

const API_ROOT = path.resolve(__dirname, '..');

export interface ApiChild {
  /** http://127.0.0.1:<port> once it listens (empty before). */
  url: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  /** Kills it if still running, waits for it to go and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * The API as its own process, the way it runs in production (its bundle, `dist/server.cjs`, built
 * again when its sources changed: `scripts/bundle.ts`), on a free port and an embedded database of its own. `env` replaces the test's own environment entirely (so NODE_ENV
 * can be left unset), apart from PATH. Resolves once it listens, or when it exits first; fails,
 * with what it printed, if it does neither within the wait (on a loaded 2-core machine a first
 * start, PGlite making its cluster, has taken over 30 s).
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { waitMs?: number } = {},
): Promise<ApiChild> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-process-'));
  // Node itself on the bundle: a SIGKILL reaches the server (a tsx command would run it as a child of its own).
  const child = spawn(process.execPath, [await apiBundle()], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const api: ApiChild = {
    url: '',
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    async dispose() {
      if (!done) child.kill('SIGKILL');
      await exited;
      child.stdout.destroy();
      child.stderr.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + (options.waitMs ?? 75_000);
  while (!done && Date.now() < deadline) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (listening) {
      api.url = listening[1]!;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!done && !api.url) {
    await api.dispose();
    throw new Error(`The API neither listened nor exited within the wait. It printed:\n${output}`);
  }
  return api;
}
