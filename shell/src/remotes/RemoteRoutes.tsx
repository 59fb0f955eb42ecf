import type { RemoteName } from '@kirana/shared';
import { lazyRemoteRoutes } from './lazyRemote';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteRelease } from './useRemoteRelease';

export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const release = useRemoteRelease(remote);
  return (
    <div data-remote={remote} data-release={release ?? undefined} style={{ display: 'contents' }}>
      <RemoteBoundary remote={remote}>
        {(attempt) => {
          const Routes = lazyRemoteRoutes(`${remote}/routes`, attempt);
          return <Routes />;
        }}
      </RemoteBoundary>
    </div>
  );
}
