import { loadRemote } from '@module-federation/enhanced/runtime';
import { firstSegment, type RemoteModuleId, type RemoteModules, type RemoteName } from '@kirana/shared';
import { isRemoteConfigured, reRegisterRemote } from './registry';

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export const remoteOf = (id: RemoteModuleId): RemoteName => firstSegment(id) as RemoteName;

const loaded = new Map<RemoteModuleId, unknown>();

/** A module already loaded (a server-rendered page loads its remote before hydrating), else undefined. */
export function loadedRemoteModule<K extends RemoteModuleId>(id: K): RemoteModules[K] | undefined {
  return loaded.get(id) as RemoteModules[K] | undefined;
}

/**
 * Loads one exposed module, typed by the contract. `attempt` > 0 re-registers the remote first,
 * so a retry after the remote comes back really fetches it again.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K, attempt = 0): Promise<RemoteModules[K]> {
  const remote = remoteOf(id);
  if (!isRemoteConfigured(remote)) throw new RemoteUnavailableError(remote, new Error('not listed in remotes.json'));
  if (attempt > 0) reRegisterRemote(remote);
  try {
    const module = await loadRemote<RemoteModules[K]>(id);
    if (!module) throw new Error(`${id} resolved to nothing`);
    loaded.set(id, module);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
