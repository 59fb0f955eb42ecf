import { createContext } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@kirana/shared';

/** On the server: the remote whose page is being rendered, already loaded, drawn without suspending. */
export interface ServerRemote {
  remote: RemoteName;
  module: RemoteRoutesModule;
}

export const ServerRemoteContext = createContext<ServerRemote | null>(null);
