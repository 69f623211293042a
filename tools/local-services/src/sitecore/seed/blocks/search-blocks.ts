import type { BlockRendering, BlockSeed } from './types.ts';
import { itemId } from '../ids.ts';

/**
 * The standalone search box (spec discovery §2 "Search"): a content block that sends its value
 * to the search page (/{language}/Search) through local storage. It has no fields of its own.
 */
const SEARCH_BOX: BlockSeed = {
  componentName: 'SearchBox',
  slug: 'search-box',
  title: { en: 'Search box', de: 'Suchfeld', fr: 'Champ de recherche', it: 'Campo di ricerca' },
  renderings(site): BlockRendering[] {
    return [{ uid: itemId(site.name, '/blocks/search-box', 'box'), componentName: 'SearchBox', fields: {} }];
  },
};

export const SEARCH_BLOCKS: BlockSeed[] = [SEARCH_BOX];
