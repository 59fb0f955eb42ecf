import type { WidgetId, WidgetProps } from '@kirana/shared';
import { lazyRemoteWidget } from './lazyRemote';
import { remoteOf } from './remoteModule';
import { RemoteBoundary } from './RemoteBoundary';

/** Places a remote's widget; it is fetched the first time it is rendered. */
export function RemoteWidget<K extends WidgetId>({ id, props }: { id: K; props: WidgetProps[K] }) {
  return (
    <RemoteBoundary remote={remoteOf(id)} compact fallback={null}>
      {(attempt) => {
        const Widget = lazyRemoteWidget(id, attempt);
        return <Widget {...props} />;
      }}
    </RemoteBoundary>
  );
}
