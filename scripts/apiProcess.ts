import path from 'node:path';
import { apiBundle } from '../api/scripts/bundle';
import { startChildService, type ChildService } from './childService';
import { ROOT } from './frontends';

export type ApiProcess = ChildService;

/**
 * Runs the API as its own process and waits until /health answers: from source with tsx (`npm
 * start`, where a change shows on the next start), or as production runs it, from its bundle
 * (`bundled`: the browser journeys, which start it many times over; built again when the sources changed).
 */
export async function startApi(
  env: Record<string, string | undefined>,
  port: number,
  options: { quiet?: boolean; bundled?: boolean } = {},
): Promise<ApiProcess> {
  const [command, args] = options.bundled
    ? [process.execPath, [await apiBundle()]]
    : [path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'api', 'src', 'server.ts')]];
  return startChildService({
    name: 'the API',
    command,
    args,
    env: { ...env, API_PORT: String(port) },
    port,
    portEnv: 'API_PORT',
    readyPath: '/health',
    quiet: options.quiet ?? false,
  });
}
