import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * React.lazy, plus `preload` to start the download before React reaches the component. React.lazy
 * suspends on its first render even when the code is already here, and React holds each revealed
 * Suspense boundary back until 300 ms after the previous fallback, so nested lazy layouts and
 * screens cost that much per level. A component whose code has arrived renders directly instead.
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen when the router module loads, never during a render
  function Preloaded(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
