import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy tests share: a free port, and Debian's nginx started on a rendered config and stopped. */

/** A port nothing listens on right now (nginx is given it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts nginx with `conf` (its prefix `prefix`) and waits until `healthzPort` answers /healthz. */
export async function startNginx(prefix: string, conf: string, healthzPort: number): Promise<ChildProcess> {
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const status = await new Promise<number>((resolve, reject) =>
        get({ host: '127.0.0.1', port: healthzPort, path: '/healthz' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject),
      );
      if (status === 200) return nginx;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops nginx gracefully and waits for it. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return;
  nginx.kill('SIGQUIT');
  await new Promise((r) => nginx.once('exit', r));
}
