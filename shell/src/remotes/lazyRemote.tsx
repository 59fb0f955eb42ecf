import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RemoteModuleId, RemoteRoutesModule, WidgetId, WidgetProps } from '@kirana/shared';
import { loadRemoteModule } from './remoteModule';

const cache = new Map<string, unknown>();

/** One lazy component per (module, attempt): React caches a rejected lazy forever, so a retry needs a new one. */
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** The remote's route objects rendered under the shell's one router (descendant routes, no router of its own). */
export function lazyRemoteRoutes(id: RemoteModuleId & `${string}/routes`, attempt: number): LazyExoticComponent<ComponentType> {
  return memo(`${id}#${attempt}`, () =>
    lazy(async () => {
      const { routes } = (await loadRemoteModule(id, attempt)) as RemoteRoutesModule;
      function RemoteRouteTree() {
        return useRoutes(routes);
      }
      return { default: RemoteRouteTree };
    }),
  );
}

/** A named widget a remote exposes for the shell to place (the cart drawer, the address form). */
export function lazyRemoteWidget<K extends WidgetId>(id: K, attempt: number): ComponentType<WidgetProps[K]> {
  return memo(`${id}#${attempt}`, () =>
    lazy(() => loadRemoteModule(id, attempt) as Promise<{ default: ComponentType<WidgetProps[K]> }>),
  );
}
