import type { ComponentRendering, PlaceholdersData } from '@mbw/api-clients';
import { blockDataKey, type BlockData } from '../placeholder/block-data';

/** The app's loader for the blocks that need server data: undefined for every other rendering. */
export type BlockDataLoader = (rendering: ComponentRendering) => Promise<unknown> | undefined;

function renderingsOf(placeholders: PlaceholdersData | undefined): ComponentRendering[] {
  return Object.values(placeholders ?? {}).flatMap((renderings) =>
    (renderings ?? []).flatMap((rendering) => [rendering, ...renderingsOf(rendering.placeholders)]),
  );
}

/** Runs the loader for every rendering of the placeholders (nested ones too), side by side. */
export async function loadBlockData(placeholders: PlaceholdersData | undefined, loader: BlockDataLoader | undefined): Promise<BlockData> {
  if (!loader) return {};
  const pending = renderingsOf(placeholders).flatMap((rendering) => {
    const loading = loader(rendering);
    return loading ? [loading.then((value) => [blockDataKey(rendering), value] as const)] : [];
  });
  return Object.fromEntries(await Promise.all(pending));
}
