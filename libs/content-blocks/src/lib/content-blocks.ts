import { Hero } from './blocks/hero';
import { RichText } from './blocks/rich-text';
import type { ComponentMap } from './placeholder/component-map';

/** Blocks this lib owns, by the component name the layout service uses. */
export const contentBlocks = {
  Hero: { component: Hero },
  RichText: { component: RichText, richTextFields: ['Text'] },
} satisfies ComponentMap;
