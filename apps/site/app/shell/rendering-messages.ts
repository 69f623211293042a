import type { ComponentRendering, PlaceholdersData, RouteData } from '@mbw/api-clients';
import type { MessageSet } from '../i18n/message-sets';

function collect(placeholders: PlaceholdersData | undefined, byRendering: RenderingMessageSets, into: Set<MessageSet>): void {
  for (const renderings of Object.values(placeholders ?? {})) {
    for (const rendering of (renderings ?? []) as ComponentRendering[]) {
      for (const set of Object.hasOwn(byRendering, rendering.componentName) ? (byRendering[rendering.componentName] ?? []) : [])
        into.add(set);
      collect(rendering.placeholders, byRendering, into);
    }
  }
}

/** The message sets of the features a component name renders (shell/component-map.tsx); content blocks need none beyond theirs. */
export type RenderingMessageSets = Readonly<Record<string, readonly MessageSet[]>>;

/**
 * The message sets of a content page: the content blocks', and those of the features whose
 * renderings the layout holds, nested placeholders included (My Account, wishlist, forms …).
 */
export function contentMessageSets(route: Pick<RouteData, 'placeholders'>, byRendering: RenderingMessageSets): MessageSet[] {
  const sets = new Set<MessageSet>(['content-blocks']);
  collect(route.placeholders, byRendering, sets);
  return [...sets];
}
