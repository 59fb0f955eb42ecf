import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@kirana/shared';

export type RemotesManifest = Partial<Record<RemoteName, string>>;

let manifest: RemotesManifest = {};

/**
 * Reads `remotes.json` (remote name → its mf-manifest.json URL) and registers each with the
 * federation runtime. Moving or redeploying a remote changes that file, never the shell.
 */
export async function loadRemotes(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return registerRemoteMap((await response.json()) as Record<string, unknown>);
  } catch (error) {
    // Without the map the shell still draws its frame; each remote's boundary shows a retry.
    console.error('[shell] could not read remotes.json', error);
    return registerRemoteMap({});
  }
}

/** Registers the remotes of a remotes.json already in hand (a server-rendered page carries it). */
export function registerRemoteMap(body: Record<string, unknown>): RemotesManifest {
  manifest = Object.fromEntries(
    REMOTE_NAMES.filter((name) => typeof body[name] === 'string').map((name) => [name, body[name] as string]),
  );
  registerAll();
  return manifest;
}

/**
 * The browser loads a remote from its `remoteEntry.js`, which every build puts beside its
 * mf-manifest.json (as the server build's sits in `server/` there): one request fewer before a
 * remote's page can draw than going through the manifest, and no manifest code in the page.
 */
export const browserEntryOf = (manifestUrl: string): string =>
  new URL('remoteEntry.js', new URL(manifestUrl, location.href)).href;

function registerAll(): void {
  const remotes = Object.entries(manifest).map(([name, url]) => ({ name, entry: browserEntryOf(url) }));
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

/** Registers one remote afresh so a retry fetches its entry again instead of reusing a failure. */
export function reRegisterRemote(name: RemoteName): void {
  const url = manifest[name];
  if (url) registerRemotes([{ name, entry: browserEntryOf(url) }], { force: true });
}

export function isRemoteConfigured(name: RemoteName): boolean {
  return Boolean(manifest[name]);
}

export function manifestUrlOf(name: RemoteName): string | undefined {
  return manifest[name];
}
