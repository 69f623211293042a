/** The description block of the details section (spec product §2 "Details"). */
export interface ProductDescription {
  title: string;
  intro: string;
  /** The "second abstract", behind read more / read less. */
  body: string;
}

interface MasterLike {
  ProductType: string;
  Description: { title: string; intro: string; body: string };
}

interface VariantLike {
  description: { masterProductDescriptionTitle: string; masterProductDescriptionIntro: string; masterProductDescriptionBody: string };
}

/** Accessories are master products of ProductType 'accessories' (any case). */
export function isAccessory(master: Pick<MasterLike, 'ProductType'>): boolean {
  return master.ProductType.trim().toLowerCase() === 'accessories';
}

/**
 * Spec product §2: for accessories the description comes from the variant matching the URL's
 * article number; otherwise from the master product. An accessory variant whose description is
 * blank (or no variant in the URL) falls back to the master's, so the section is never empty
 * when the master has text.
 */
export function productDescription(master: MasterLike, urlVariant: VariantLike | null): ProductDescription {
  const fromMaster = {
    title: master.Description.title.trim(),
    intro: master.Description.intro.trim(),
    body: master.Description.body.trim(),
  };
  if (!isAccessory(master) || !urlVariant) return fromMaster;
  const { masterProductDescriptionTitle, masterProductDescriptionIntro, masterProductDescriptionBody } = urlVariant.description;
  const fromVariant = {
    title: masterProductDescriptionTitle.trim(),
    intro: masterProductDescriptionIntro.trim(),
    body: masterProductDescriptionBody.trim(),
  };
  return fromVariant.title || fromVariant.intro || fromVariant.body ? fromVariant : fromMaster;
}
