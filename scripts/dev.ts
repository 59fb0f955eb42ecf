import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FRONTENDS, ROOT } from './frontends';

/**
 * `npm run dev`: the API in watch mode and every front end on its Rspack dev server with hot
 * reload (shell :3000, remotes :3001–3004, API :4000). Hot reload of a remote applies inside the
 * shell after a page reload; for fast iteration on one remote run it alone (README).
 */
const devPorts = [3000, 3001, 3002, 3003, 3004];
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    stream.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  children.push(child);
}

const bin = (tool: string) => path.join(ROOT, 'node_modules', '.bin', tool);

run('api', bin('tsx'), ['watch', 'src/server.ts'], path.join(ROOT, 'api'), {
  CORS_ORIGINS: devPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(','),
});
for (const frontEnd of FRONTENDS) {
  run(frontEnd.dir, bin('rspack'), ['serve', '--mode', 'development'], path.join(ROOT, frontEnd.dir));
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
