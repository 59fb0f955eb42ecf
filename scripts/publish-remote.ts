import path from 'node:path';
import { publishRemote, switchRemote } from './publishRemote';

/**
 * Deploy one remote without the others (README "Deploy one remote without the others"):
 *   tsx scripts/publish-remote.ts publish <remote> <version> --to <publish-root>
 *   tsx scripts/publish-remote.ts switch  <remote> <version> --remotes <remotes.json> --base-url <url of publish-root>
 * `switch` to an older version is the rollback.
 */
function option(args: string[], name: string): string {
  const index = args.indexOf(name);
  const value = index >= 0 ? args[index + 1] : undefined;
  if (!value) throw new Error(`missing ${name}`);
  return value;
}

async function main(): Promise<void> {
  const [command, remote, version, ...rest] = process.argv.slice(2);
  if (!remote || !version) throw new Error('usage: publish|switch <remote> <version> [options]');
  if (command === 'publish') {
    await publishRemote(remote, version, path.resolve(option(rest, '--to')));
  } else if (command === 'switch') {
    const before = switchRemote(remote, version, path.resolve(option(rest, '--remotes')), option(rest, '--base-url'));
    console.log(`${remote} now ${version}${before ? ` (was ${before}; switch back to roll back)` : ''}`);
  } else {
    throw new Error('usage: publish|switch <remote> <version> [options]');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
