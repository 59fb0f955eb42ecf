import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PagePreparationModule, RemoteName, RemoteRoutesModule } from '@kirana/shared';

/** A remote's server build sits in `server/` beside its browser build's mf-manifest.json. */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** The address this server fetches `url` at: under `internal` instead of the public `origin`, when one is set. */
export function internalAddress(origin: string, internal: string | undefined): (url: string) => string {
  if (!internal) return (url) => url;
  const base = internal.replace(/\/+$/, '');
  return (url) => (url === origin || url.startsWith(`${origin}/`) ? `${base}${url.slice(origin.length)}` : url);
}

const registered = new Map<RemoteName, string>();

export interface ServerPageModules {
  routes: RemoteRoutesModule;
  preparation: PagePreparationModule;
}

/**
 * A remote's routes and page preparation from its server build, at the address remotes.json gives
 * now: a switch or a rollback there is served from the next request on, with no restart. A failed
 * load is forgotten, so the next request tries the remote afresh.
 */
export async function loadServerPages(
  remote: RemoteName,
  manifestUrl: string,
  serverUrl: (url: string) => string = (url) => url,
): Promise<ServerPageModules> {
  const entry = serverEntryOf(serverUrl(manifestUrl));
  if (registered.get(remote) !== entry) {
    registerRemotes([{ name: remote, entry }], { force: true });
    registered.set(remote, entry);
  }
  try {
    const [routes, preparation] = await Promise.all([
      loadRemote<RemoteRoutesModule>(`${remote}/routes`),
      loadRemote<PagePreparationModule>(`${remote}/pagePreparation`),
    ]);
    if (!routes?.routes || !preparation?.preparePage) throw new Error(`${remote} has no server-rendered pages`);
    return { routes, preparation };
  } catch (error) {
    registered.delete(remote);
    throw error;
  }
}

interface ExposeAssets {
  css: { sync: string[]; async: string[] };
}

export interface RemoteAssets {
  /** The remote's stylesheets, linked in the head so its server-rendered markup is styled at once. */
  styles: string[];
}

// Short: a remote whose static host is down must be noticed (browsers could not take its pages over).
const MANIFEST_TTL_MS = 1_000;
const manifests = new Map<string, { at: number; assets: Promise<RemoteAssets> }>();

/**
 * The browser files of a remote's routes module, read from its mf-manifest.json (kept a second),
 * fetched at `serverUrl(manifestUrl)` and named at the public address browsers use.
 */
export function remoteAssets(
  manifestUrl: string,
  serverUrl: (url: string) => string = (url) => url,
): Promise<RemoteAssets> {
  const cached = manifests.get(manifestUrl);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.assets;
  const assets = fetch(serverUrl(manifestUrl))
    .then((response) => {
      if (!response.ok) throw new Error(`${serverUrl(manifestUrl)} answered ${response.status}`);
      return response.json() as Promise<{ exposes: { path: string; assets: ExposeAssets }[] }>;
    })
    .then((manifest) => {
      const routes = manifest.exposes.find((expose) => expose.path === './routes');
      const at = (file: string) => new URL(file, manifestUrl).href;
      return { styles: [...(routes?.assets.css.sync ?? []), ...(routes?.assets.css.async ?? [])].map(at) };
    });
  assets.catch(() => manifests.delete(manifestUrl));
  manifests.set(manifestUrl, { at: Date.now(), assets });
  return assets;
}
