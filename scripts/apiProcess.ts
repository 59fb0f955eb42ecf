import path from 'node:path';
import { startChildService, type ChildService } from './childService';
import { ROOT } from './frontends';

export type ApiProcess = ChildService;

/** Runs the API as its own process (as production does) and waits until /health answers. */
export function startApi(
  env: Record<string, string | undefined>,
  port: number,
  options: { quiet?: boolean } = {},
): Promise<ApiProcess> {
  return startChildService({
    name: 'the API',
    command: path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    args: [path.join(ROOT, 'api', 'src', 'server.ts')],
    env: { ...env, API_PORT: String(port) },
    port,
    portEnv: 'API_PORT',
    readyPath: '/health',
    quiet: options.quiet ?? false,
  });
}
