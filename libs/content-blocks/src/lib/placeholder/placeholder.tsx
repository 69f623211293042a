import { Suspense, createContext, use, type ReactNode } from 'react';
import type { ComponentRendering, RouteData } from '@mbw/api-clients';
import type { ComponentMap } from './component-map';
import { UnknownComponent } from './unknown-component';

const ComponentMapContext = createContext<ComponentMap | null>(null);

export function ComponentMapProvider({ map, children }: { map: ComponentMap; children: ReactNode }) {
  return <ComponentMapContext value={map}>{children}</ComponentMapContext>;
}

export interface PlaceholderProps {
  /** Placeholder key, e.g. `jss-main`. */
  name: string;
  /** The route or the rendering whose placeholders hold the components. */
  rendering: RouteData | ComponentRendering;
}

/**
 * Renders `placeholders[name]` through the component map, recursively: a block renders its own
 * nested placeholders with another <Placeholder>. Unknown component names render a dev-only notice.
 */
export function Placeholder({ name, rendering }: PlaceholderProps) {
  const map = use(ComponentMapContext);
  if (!map) throw new Error('Placeholder must be used within a ComponentMapProvider');
  const components = rendering.placeholders?.[name] ?? [];
  return (
    <>
      {components.map((component, index) => {
        const key = component.uid ?? `${component.componentName}-${index}`;
        const definition = Object.hasOwn(map, component.componentName) ? map[component.componentName] : undefined;
        if (!definition) return <UnknownComponent key={key} name={component.componentName} />;
        const Block = definition.component;
        const block = <Block key={key} rendering={component} fields={component.fields ?? {}} params={component.params ?? {}} />;
        if (!('preload' in Block)) return block;
        // A lazy block not loaded yet (browser only; the server preloads) waits here alone.
        return (
          <Suspense key={key} fallback={null}>
            {block}
          </Suspense>
        );
      })}
    </>
  );
}
