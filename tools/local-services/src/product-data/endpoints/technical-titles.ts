import type { Language } from '../seed/catalog/localized.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { articleName, optionLabels, technicalSpecs } from './shared-fields.ts';

/** One record of GET /product-data/v1/product-items/technical-titles-with-subtitles/{language}. */
export function technicalTitlesView(master: MasterFacts, variant: VariantFacts, language: Language) {
  const labels = optionLabels(master, variant, language);
  const specs = technicalSpecs(variant, language).metric;
  return {
    articleNumber: variant.articleNumber,
    title: articleName(master, variant, language),
    subTitle: labels.length
      ? labels.join(', ')
      : specs
          .slice(0, 2)
          .map((row) => row.value)
          .join(' · '),
    masterProductName: master.name[language],
    masterProductENName: master.enName,
    technicalTitles: specs.slice(0, 4).map((row) => ({ title: row.name, subTitle: row.value })),
  };
}
