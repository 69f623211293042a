import type { Language } from '../seed/catalog/localized.ts';
import { at } from '../seed/catalog/must.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { articleName, mediaUrl, metaDescription } from './shared-fields.ts';

/** GET /product-data/v1/product/short. */
export function shortProductView(master: MasterFacts, variant: VariantFacts | undefined, language: Language) {
  return {
    name: variant ? articleName(master, variant, language) : master.name[language],
    description: metaDescription(master, language),
    image: mediaUrl(variant?.images[0] ?? at(master.images, 0).name),
    isPhasedOut: master.isPhasedOut,
    isPreLaunch: master.isPreLaunch,
  };
}
