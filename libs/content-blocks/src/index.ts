export { contentBlocks } from './lib/content-blocks';
export { Hero, type HeroFields } from './lib/blocks/hero';
export { RichText, type RichTextFields, type SanitizedHtmlField } from './lib/blocks/rich-text';
export type { BlockDefinition, BlockProps, ComponentMap, LazyBlockComponent } from './lib/placeholder/component-map';
export { ComponentMapProvider, Placeholder, type PlaceholderProps } from './lib/placeholder/placeholder';
export { lazyBlock, preloadBlocks } from './lib/placeholder/lazy-block';
export { UnknownComponent } from './lib/placeholder/unknown-component';
