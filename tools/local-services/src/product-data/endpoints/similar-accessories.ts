import type { Language } from '../seed/catalog/localized.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import { accessoryItem, type AccessoryItem, type CatalogLookup } from './shared-fields.ts';

/** SimilarAccessories of a master: its similar accessory variants as accessory items, unknown ones left out. */
export function similarAccessories(
  master: MasterFacts,
  variants: Map<number, VariantFacts>,
  masters: Map<number, MasterFacts>,
  language: Language,
): AccessoryItem[] {
  return master.similarAccessories.flatMap((id) => {
    const variant = variants.get(id);
    const owner = variant ? masters.get(variant.masterId) : undefined;
    return variant && owner ? [accessoryItem(owner, variant, language)] : [];
  });
}

/** GET /product-data/v1/product/similarAccessories. */
export function similarAccessoriesView(master: MasterFacts, language: Language, lookup: CatalogLookup): AccessoryItem[] {
  const variants = lookup.variants(master.similarAccessories);
  return similarAccessories(master, variants, lookup.masters([...variants.values()].map((variant) => variant.masterId)), language);
}
