import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from './frontends';

export interface ChildService {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface ChildServiceOptions {
  /** What it is, for messages ('the API'). */
  name: string;
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  /** Its environment variable for the port, named in the message when the port is taken. */
  portEnv: string;
  /** Answers 2xx once it is ready. */
  readyPath: string;
  quiet?: boolean;
}

/** Fails fast when something else already listens there (a readiness check would otherwise be answered by it). */
function assertPortFree(port: number, portEnv: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is already in use: set ${portEnv} to a free port`)));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve()));
  });
}

/** Runs a server as its own process (as production does) and waits until it answers. */
export async function startChildService(options: ChildServiceOptions): Promise<ChildService> {
  await assertPortFree(options.port, options.portEnv);
  const child = spawn(options.command, options.args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://localhost:${options.port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 250))]);
    if (early !== 'waiting') throw new Error(`${options.name} exited during start (code ${early})`);
    try {
      if ((await fetch(`${url}${options.readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not answer within 90 s`);
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
