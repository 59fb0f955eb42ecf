import { randomBytes } from 'node:crypto';
import { apiBundle } from '../../api/scripts/bundle';
import { buildFrontEnds } from '../../scripts/build';

/**
 * Once per run, before any journey file: the front ends' production builds and the API's bundle,
 * made here rather than by the first file that needs them, so two workers never build the same
 * thing at once (each is skipped when its sources have not changed). The run's name lets the
 * workers share the accessibility states already checked (support/accessibility.ts).
 */
export default async function globalSetup(): Promise<void> {
  await buildFrontEnds({ log: (line) => process.stdout.write(`${line}\n`) });
  await apiBundle();
  process.env.E2E_RUN_ID ??= `${process.pid}-${randomBytes(4).toString('hex')}`;
}
