import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './frontends';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Fails fast when something else already listens there (a health check would otherwise be answered by it). */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use: set API_PORT to a free port`)));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/** Runs the API as its own process (as production does) and waits until /health answers. */
export async function startApi(env: Record<string, string | undefined>, port: number, options: { quiet?: boolean } = {}): Promise<ApiProcess> {
  await assertPortFree(port);
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_PORT: String(port) },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 250))]);
    if (early !== 'waiting') throw new Error(`the API exited during start (code ${early})`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not become healthy within 90 s');
    }
  }

  return {
    url,
    child,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
