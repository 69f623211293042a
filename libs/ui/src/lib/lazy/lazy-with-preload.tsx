import { use, type ComponentType, type FunctionComponent } from 'react';

export type PreloadableComponent<TProps> = FunctionComponent<TProps> & {
  /** Loads the component's code; resolves when it can render without suspending. */
  preload(): Promise<void>;
};

/**
 * A component whose code is its own chunk, loaded on first render or earlier through `preload()`.
 * Server loaders await `preload()` so the render never suspends (complete HTML, no streamed
 * fallback); in the browser a render before the chunk is there suspends to the nearest Suspense
 * boundary (during hydration the server HTML stays until the code arrives). Unlike React.lazy, the
 * loaded component is kept in a variable, so once loaded it renders synchronously everywhere.
 */
export function lazyWithPreload<TProps extends object>(load: () => Promise<ComponentType<TProps>>): PreloadableComponent<TProps> {
  let loaded: ComponentType<TProps> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function Preloadable(props: TProps) {
    if (!loaded) use(preload());
    const Component = loaded as unknown as ComponentType<TProps>;
    return <Component {...props} />;
  }
  Preloadable.preload = preload;
  return Preloadable;
}
