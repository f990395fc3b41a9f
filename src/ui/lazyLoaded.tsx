import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy that draws at once when its code is in already. React 19 holds a suspended boundary's
 * content back until 300 ms after its fallback showed, so a lazy component whose chunk was fetched
 * ahead (the session's code at boot) still cost every cold open a third of a second.
 * `loadedNow` tells whether the code is in (by default: this component's own load has finished).
 */
export function lazyLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadedNow?: () => ComponentType<P> | undefined,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const now = loadedNow ?? (() => loaded);
  function LazyLoaded(props: P) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => now() ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyLoaded, { preload });
}
