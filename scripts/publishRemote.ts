import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@kirana/shared/contracts';
import { REMOTE_NAMES } from '../shell/src/server/sharedContracts';
import { buildFrontEnds } from './build';
import { REMOTES, type FrontEnd } from './frontends';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function findRemote(nameOrDir: string): FrontEnd & { name: RemoteName } {
  const remote = REMOTES.find((r) => r.name === nameOrDir || r.dir === nameOrDir);
  if (!remote) throw new Error(`unknown remote "${nameOrDir}"; one of ${REMOTES.map((r) => r.dir).join(', ')}`);
  return remote;
}

/**
 * Builds one remote as `version` (written into its mf-manifest.json as buildVersion) and copies
 * it to `<publishRoot>/<remote>/<version>/`. Published versions are immutable: the old ones stay
 * for rollback, and publishing an existing version again is refused (at once: that and an unknown
 * remote or a bad version throw before any build starts).
 */
export function publishRemote(
  nameOrDir: string,
  version: string,
  publishRoot: string,
  log: (line: string) => void = console.log,
): Promise<string> {
  if (!VERSION.test(version))
    throw new Error(`version "${version}" must be letters, digits, dots, dashes or underscores`);
  const remote = findRemote(nameOrDir);
  const target = path.join(publishRoot, remote.dir, version);
  if (existsSync(target))
    throw new Error(`${remote.dir} ${version} is already published at ${target}; versions are immutable`);
  return (async () => {
    const previous = { MF_BUILD_VERSION: process.env.MF_BUILD_VERSION, KIRANA_ZOPFLI: process.env.KIRANA_ZOPFLI };
    process.env.MF_BUILD_VERSION = version;
    // A release gets Zopfli on every file (tools/precompress.ts), not only on the first page's.
    process.env.KIRANA_ZOPFLI = 'all';
    // Built aside: the remote's dist/ may be serving a running storefront (npm start, a journey).
    const built = mkdtempSync(path.join(tmpdir(), `kirana-publish-${remote.dir}-`));
    try {
      await buildFrontEnds({ force: true, only: [remote.dir], log, outDir: built });
      cpSync(built, target, { recursive: true, filter: (source) => !source.endsWith('.build-hash') });
    } finally {
      rmSync(built, { recursive: true, force: true });
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    log(`published ${remote.dir} ${version} → ${target}`);
    return target;
  })();
}

/**
 * Points the shell's remotes.json at one published version of a remote (deploy, or rollback to
 * an older one). The file is replaced atomically; the answer is the URL it pointed at before.
 */
export function switchRemote(
  nameOrDir: string,
  version: string,
  remotesJsonPath: string,
  baseUrl: string,
): string | null {
  const remote = findRemote(nameOrDir);
  const current = existsSync(remotesJsonPath)
    ? (JSON.parse(readFileSync(remotesJsonPath, 'utf8')) as Record<string, string>)
    : {};
  const unknown = Object.keys(current).filter((key) => !(REMOTE_NAMES as readonly string[]).includes(key));
  if (unknown.length) throw new Error(`${remotesJsonPath} names unknown remotes: ${unknown.join(', ')}`);
  const before = current[remote.name] ?? null;
  const next = {
    ...current,
    [remote.name]: `${baseUrl.replace(/\/+$/, '')}/${remote.dir}/${version}/mf-manifest.json`,
  };
  const temporary = `${remotesJsonPath}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, remotesJsonPath);
  return before;
}
