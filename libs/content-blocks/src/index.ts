export { contentBlocks } from './lib/content-blocks';
export type { BlockProps, ComponentMap } from './lib/placeholder/component-map';
export { ComponentMapProvider, Placeholder } from './lib/placeholder/placeholder';
export { preloadBlocks } from './lib/placeholder/lazy-block';
export { BlockDataProvider, useBlockData } from './lib/placeholder/block-data';
