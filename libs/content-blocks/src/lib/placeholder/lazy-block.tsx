import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import type { ComponentRendering, PlaceholdersData, RouteData } from '@mbw/api-clients';
import type { BlockProps, ComponentMap, LazyBlockComponent } from './component-map';

/**
 * A block that is its own chunk: only pages that hold it load its code (carousels, sliders,
 * accordions and their libraries stay out of every other page's first load).
 *
 * Server: the content route's loader calls preloadBlocks for the components on the page, so the
 * render never suspends and the HTML is complete (no streamed fallback, works without scripts).
 * Browser: a block not loaded yet suspends inside the Placeholder's Suspense boundary; during
 * hydration its server HTML stays until the chunk arrives, the rest of the page hydrates.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyBlock<TProps extends BlockProps<any>>(load: () => Promise<ComponentType<TProps>>): LazyBlockComponent {
  return lazyWithPreload(load) as unknown as LazyBlockComponent;
}

function isLazy(component: unknown): component is LazyBlockComponent {
  return typeof (component as Partial<LazyBlockComponent> | null)?.preload === 'function';
}

function collect(placeholders: PlaceholdersData | undefined, map: ComponentMap, into: Set<LazyBlockComponent>): void {
  for (const renderings of Object.values(placeholders ?? {})) {
    for (const rendering of (renderings ?? []) as ComponentRendering[]) {
      const definition = Object.hasOwn(map, rendering.componentName) ? map[rendering.componentName] : undefined;
      if (definition && isLazy(definition.component)) into.add(definition.component);
      collect(rendering.placeholders, map, into);
    }
  }
}

/** Loads the code of every lazy block the route holds, nested placeholders included. */
export async function preloadBlocks(route: RouteData, map: ComponentMap): Promise<void> {
  const blocks = new Set<LazyBlockComponent>();
  collect(route.placeholders, map, blocks);
  await Promise.all([...blocks].map((block) => block.preload()));
}
