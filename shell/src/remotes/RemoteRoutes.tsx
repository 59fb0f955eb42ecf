import type { RemoteName } from '@kirana/shared';
import { lazyRemoteRoutes } from './lazyRemote';
import { RemoteBoundary } from './RemoteBoundary';

export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <RemoteBoundary remote={remote}>
      {(attempt) => {
        const Routes = lazyRemoteRoutes(`${remote}/routes`, attempt);
        return <Routes />;
      }}
    </RemoteBoundary>
  );
}
