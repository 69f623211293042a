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

/** The family each site's product carousel shows (one the site sells, with more than 15 products). */
const CAROUSEL_FAMILY: Record<string, string> = {
  group: 'heat-guns',
  technologies: 'heat-guns',
  sensor: 'laser-gas-detection',
  'welding-tools': 'heat-guns',
};

/** The product carousel (spec discovery §2, §9): a family's first 15 products as cards. */
const PRODUCT_CAROUSEL: BlockSeed = {
  componentName: 'ProductCarousel',
  slug: 'product-carousel',
  title: { en: 'Product carousel', de: 'Produktkarussell', fr: 'Carrousel de produits', it: 'Carosello di prodotti' },
  renderings(site, language): BlockRendering[] {
    const titles = { en: 'Our products', de: 'Unsere Produkte', fr: 'Nos produits', it: 'I nostri prodotti' };
    return [
      {
        uid: itemId(site.name, '/blocks/product-carousel', 'carousel'),
        componentName: 'ProductCarousel',
        params: { family: CAROUSEL_FAMILY[site.name] ?? 'heat-guns' },
        fields: { Title: { value: titles[language] } },
      },
    ];
  },
};

export const SEARCH_BLOCKS: BlockSeed[] = [SEARCH_BOX, PRODUCT_CAROUSEL];
