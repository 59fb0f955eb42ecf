import { useContext } from 'react';
import type { RemoteName } from '@kirana/shared';
import { lazyRemoteRoutes, RemoteRouteTree } from './lazyRemote';
import { RemoteBoundary } from './RemoteBoundary';
import { ServerRemoteContext } from './serverRemote';
import { useRemoteRelease } from './useRemoteRelease';

export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const release = useRemoteRelease(remote);
  const onServer = useContext(ServerRemoteContext);
  return (
    <div data-remote={remote} data-release={release ?? undefined} style={{ display: 'contents' }}>
      <RemoteBoundary remote={remote}>
        {(attempt) => {
          if (onServer?.remote === remote) return <RemoteRouteTree routes={onServer.module.routes} />;
          const Routes = lazyRemoteRoutes(`${remote}/routes`, attempt);
          return <Routes />;
        }}
      </RemoteBoundary>
    </div>
  );
}
