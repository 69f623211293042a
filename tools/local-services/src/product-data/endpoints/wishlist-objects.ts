import type { Language } from '../seed/catalog/localized.ts';
import { at } from '../seed/catalog/must.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { articleName, categoryEn, mediaUrl } from './shared-fields.ts';

/** One entry of POST /product-data/v1/product/wishlistObjects. */
export function wishlistObjectView(master: MasterFacts, variant: VariantFacts, language: Language, addDate: string | null) {
  return {
    variantId: variant.id,
    articleNo: variant.articleNumber,
    name: articleName(master, variant, language),
    picture: mediaUrl(at(variant.images, 0)),
    addDate,
    masterProductNameEn: master.enName,
    MasterProductName: master.name[language],
    categoryEn: categoryEn(master),
    brandName: master.brand,
  };
}
