import { Fragment, Suspense, createContext, use, type ReactNode } from 'react';
import type { ComponentRendering, RouteData } from '@mbw/api-clients';
import stickyMenuStyles from '../blocks/sticky-menu/sticky-menu.module.css';
import { collectStickyMenuSections, type StickyMenuSection, type StickyMenuSections } from '../rules/sticky-menu';
import type { ComponentMap } from './component-map';
import { UnknownComponent } from './unknown-component';

const ComponentMapContext = createContext<ComponentMap | null>(null);

export function ComponentMapProvider({ map, children }: { map: ComponentMap; children: ReactNode }) {
  return <ComponentMapContext value={map}>{children}</ComponentMapContext>;
}

/** The page's route and what is derived from all of it (the sticky menu's sections). */
interface PageRoute {
  route: RouteData;
  sections: StickyMenuSections;
}

const PageRouteContext = createContext<PageRoute | null>(null);
// The header, main and footer placeholders of one page share the route object: derive once.
const pageRoutes = new WeakMap<RouteData, PageRoute>();

function pageRouteOf(route: RouteData): PageRoute {
  let page = pageRoutes.get(route);
  if (!page) {
    page = { route, sections: collectStickyMenuSections(route) };
    pageRoutes.set(route, page);
  }
  return page;
}

/** The sections of the page for the sticky in-page menu (empty outside a page's placeholders). */
export function usePageSections(): StickyMenuSection[] {
  return use(PageRouteContext)?.sections.sections ?? [];
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
 * A placeholder given the route provides it to everything below (the sticky menu lists the page's
 * sections from it, on the server too); a rendering that is such a section gets an empty anchor
 * right before it, the target of the menu's link.
 */
export function Placeholder({ name, rendering }: PlaceholderProps) {
  const map = use(ComponentMapContext);
  const inherited = use(PageRouteContext);
  if (!map) throw new Error('Placeholder must be used within a ComponentMapProvider');
  const page = 'componentName' in rendering ? inherited : pageRouteOf(rendering);
  const components = rendering.placeholders?.[name] ?? [];
  const content = components.map((component, index) => {
    const key = component.uid ?? `${component.componentName}-${index}`;
    const definition = Object.hasOwn(map, component.componentName) ? map[component.componentName] : undefined;
    if (!definition) return <UnknownComponent key={key} name={component.componentName} />;
    const Block = definition.component;
    let block = <Block key={key} rendering={component} fields={component.fields ?? {}} params={component.params ?? {}} />;
    // A lazy block not loaded yet (browser only; the server preloads) waits here alone.
    if ('preload' in Block) {
      block = (
        <Suspense key={key} fallback={null}>
          {block}
        </Suspense>
      );
    }
    const anchor = page?.sections.anchorFor(component);
    if (!anchor) return block;
    return (
      <Fragment key={key}>
        <div id={anchor} className={stickyMenuStyles.anchor} data-sticky-menu-anchor="" />
        {block}
      </Fragment>
    );
  });
  if (page === inherited) return <>{content}</>;
  return <PageRouteContext value={page}>{content}</PageRouteContext>;
}
