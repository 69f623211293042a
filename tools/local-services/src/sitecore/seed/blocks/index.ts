import { INTERACTIVE_BLOCKS } from './interactive-blocks.ts';
import { EDITORIAL_BLOCKS } from './editorial-blocks.ts';
import { STORY_EVENT_MEDIA_BLOCKS } from './story-event-media-blocks.ts';
import { SOLUTION_BLOCKS } from './solution-blocks.ts';
import { STICKY_MENU_VIDEO_BLOCKS } from './sticky-menu-video-blocks.ts';
import { SEARCH_BLOCKS } from './search-blocks.ts';
import { NEWSLETTER_BLOCKS } from './newsletter-blocks.ts';
import type { BlockSeed } from './types.ts';

/** Every seeded content block, in the order the kitchen-sink page shows them. */
export const BLOCK_SEEDS: BlockSeed[] = [
  ...SOLUTION_BLOCKS,
  ...STICKY_MENU_VIDEO_BLOCKS,
  ...INTERACTIVE_BLOCKS,
  ...STORY_EVENT_MEDIA_BLOCKS,
  ...EDITORIAL_BLOCKS,
  ...SEARCH_BLOCKS,
  ...NEWSLETTER_BLOCKS,
];
