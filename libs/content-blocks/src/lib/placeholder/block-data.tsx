import { createContext, use, type ReactNode } from 'react';
import type { ComponentRendering } from '@mbw/api-clients';

/**
 * Data a block's server loader fetched for the page (a lister's first results), by rendering:
 * the content route's loader asks the app for it (ContentPageContext.blockData) and the page
 * provides it here, so the block renders complete on the server and hydrates with the same data.
 */
export type BlockData = Readonly<Record<string, unknown>>;

/** A rendering's key in the page's block data: its uid, else its component name (one of a kind per page). */
export function blockDataKey(rendering: Pick<ComponentRendering, 'uid' | 'componentName'>): string {
  return rendering.uid ?? rendering.componentName;
}

const BlockDataContext = createContext<BlockData>({});

export function BlockDataProvider({ value, children }: { value: BlockData | undefined; children: ReactNode }) {
  return <BlockDataContext value={value ?? {}}>{children}</BlockDataContext>;
}

/** What the server loaded for this rendering (undefined: nothing, e.g. a block without a loader). */
export function useBlockData<T>(rendering: Pick<ComponentRendering, 'uid' | 'componentName'>): T | undefined {
  return use(BlockDataContext)[blockDataKey(rendering)] as T | undefined;
}
