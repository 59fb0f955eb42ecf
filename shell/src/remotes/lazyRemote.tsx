import { lazy, type ComponentType } from 'react';
import {
  type RemoteModuleId,
  type RemoteRoutesModule,
  type RouteObject,
  useRoutes,
  type WidgetId,
  type WidgetProps,
} from '@kirana/shared';
import { loadedRemoteModule, loadRemoteModule } from './remoteModule';

const cache = new Map<string, unknown>();

/** One lazy component per (module, attempt): React caches a rejected lazy forever, so a retry needs a new one. */
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** The remote's route objects rendered under the shell's one router (descendant routes, no router of its own). */
export function lazyRemoteRoutes(id: RemoteModuleId & `${string}/routes`, attempt: number): ComponentType {
  return memo(`${id}#${attempt}`, () => {
    // Already loaded (a server-rendered page loads it before hydrating): drawn at once, so
    // hydration never suspends on it. Decided once per key, so the component never changes type.
    const ready = attempt === 0 ? loadedRemoteModule(id) : undefined;
    return ready
      ? routeTree(ready)
      : lazy(async () => ({ default: routeTree((await loadRemoteModule(id, attempt)) as RemoteRoutesModule) }));
  });
}

/** A remote's route objects drawn under the shell's router. */
export function RemoteRouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function routeTree({ routes }: RemoteRoutesModule): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per remote when its routes module loads; the component is made once and kept, not per render
  return function RemoteRoutesOf() {
    return <RemoteRouteTree routes={routes} />;
  };
}

/** A named widget a remote exposes for the shell to place (the cart drawer, the address form). */
export function lazyRemoteWidget<K extends WidgetId>(id: K, attempt: number): ComponentType<WidgetProps[K]> {
  return memo(`${id}#${attempt}`, () =>
    lazy(() => loadRemoteModule(id, attempt) as Promise<{ default: ComponentType<WidgetProps[K]> }>),
  );
}
