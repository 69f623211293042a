import type { Language } from '../seed/catalog/localized.ts';
import { at } from '../seed/catalog/must.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { applications, categoryEn, categoryOf, domainOf, mediaUrl, metaDescription, solutions, technicalSpecs } from './shared-fields.ts';

/** One entry of POST /product-data/v1/product/comparedObjects (spec discovery §7; product §3 "Compare entry"). */
export function comparedObjectView(id: number, master: MasterFacts, variant: VariantFacts, language: Language) {
  const domain = domainOf(master);
  return {
    id,
    category: categoryOf(master).category[language],
    categoryEn: categoryEn(master),
    masterProductName: master.name[language],
    masterProductNameEn: master.enName,
    articleNumber: variant.articleNumber,
    picture: mediaUrl(at(variant.images, 0)),
    noOfVariants: master.variantIds.length,
    masterProductMetaDescription: metaDescription(master, language),
    solutions: solutions(master, language),
    brandName: master.brand,
    usp: master.usps.slice(0, 5).map((index) => at(domain.usps, index)[language]),
    applications: applications(master, language),
    technicalSpecs: technicalSpecs(variant, language),
  };
}
