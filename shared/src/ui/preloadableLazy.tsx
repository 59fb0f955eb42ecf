import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when it was preloaded, else through React.lazy (suspends). */
  Component: ComponentType<P>;
  /** Loads the code now; once it resolves, `Component` renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy suspends on its first render even when the code is already loaded. A page the server
 * rendered must hydrate without suspending (a store update to a boundary still suspended throws its
 * server HTML away), so the page's code is preloaded before hydration and then drawn directly.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later attempt may succeed
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per lazy component at module level, like React.lazy; each call makes one component for good
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  }
  return { Component, preload };
}
