import type { BundleVariant, DiscountBundle } from '@mbw/shop-data-access';
import type { CartLineInput } from '@mbw/shop-data-access';
import { MIN_QUANTITY } from '../quantity/quantity';

/**
 * The bundles' rules (spec shop §4 "Bundles", §5, §9), pure so they are tested without a page.
 * Money is summed in cents: 0.1 + 0.2 must not show as 0.30000000000000004.
 */

/** Spec §5: the bundle quantity never goes below 1 (the product page's quantity rule). */
export const BUNDLE_MIN_QUANTITY = MIN_QUANTITY;

/** A bundle is shown (and can be added) only when it has variants and every one is for sale. */
export function isBundleAvailable(bundle: Pick<DiscountBundle, 'productVariants'>): boolean {
  return bundle.productVariants.length > 0 && bundle.productVariants.every((variant) => variant.availableForSale);
}

/** The bundles the section shows: the available ones. */
export function shownBundles(bundles: readonly DiscountBundle[]): DiscountBundle[] {
  return bundles.filter(isBundleAvailable);
}

const toCents = (amount: string | number) => {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec §4: the discount percent, either from the largest sale (a ratio, 0.15 → 15) or from the old
 * and the current price ((old − current) / old × 100). `floor` for the bundle discount, which the
 * spec lets round down (a badge never promises more than the cart gives). No old price → 0.
 */
export function discountPercent(
  input: { largestSale: number } | { oldPrice: number; currentPrice: number },
  options: { floor?: boolean } = {},
): number {
  const percent =
    'largestSale' in input
      ? input.largestSale * 100
      : input.oldPrice > 0
        ? ((input.oldPrice - input.currentPrice) / input.oldPrice) * 100
        : 0;
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return options.floor ? Math.floor(percent + 1e-9) : round2(percent);
}

/** Spec §4: a forced percentage gives price = old price minus that percentage, to 2 decimals. */
export function priceWithForcedPercentage(oldPrice: number, percent: number): number {
  return Math.round(toCents(oldPrice) * (1 - percent / 100)) / 100;
}

export interface BundleTotals {
  /** The bundle's items at their prices, times the quantity. */
  oldTotal: number;
  /** The same with the bundle's percentage off each line (what the cart charges once the code applies). */
  newTotal: number;
  /** The percentage shown, floored. */
  percent: number;
  currencyCode: string;
}

/** A bundle's old and new totals for a quantity (the quantity of each of its items). */
export function bundleTotals(bundle: Pick<DiscountBundle, 'productVariants' | 'discountAmount'>, quantity: number): BundleTotals {
  const count = Math.max(BUNDLE_MIN_QUANTITY, Math.trunc(quantity) || BUNDLE_MIN_QUANTITY);
  const lineCents = bundle.productVariants.map((variant) => toCents(variant.price.amount) * count);
  // The Storefront takes the percentage off each line and rounds each to the cent: so does this.
  const newCents = lineCents.reduce((sum, cents) => sum + Math.round(cents * (1 - bundle.discountAmount / 100)), 0);
  return {
    oldTotal: lineCents.reduce((sum, cents) => sum + cents, 0) / 100,
    newTotal: newCents / 100,
    percent: discountPercent({ largestSale: bundle.discountAmount / 100 }, { floor: true }),
    currencyCode: bundle.productVariants[0]?.price.currencyCode ?? 'EUR',
  };
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec §4: applying a bundle adds its code to the cart's codes, once (Shopify's codes ignore case). */
export function withDiscountCode(codes: readonly string[], code: string): string[] {
  const kept = codes
    .map((each) => each.trim())
    .filter((each, index, all) => each !== '' && all.findIndex((other) => sameCode(other, each)) === index);
  return code.trim() === '' || kept.some((each) => sameCode(each, code)) ? kept : [...kept, code.trim()];
}

/** Spec §4: removing a bundle takes its code away. */
export function withoutDiscountCode(codes: readonly string[], code: string): string[] {
  return codes.filter((each) => !sameCode(each, code));
}

/** What the page knows of its own product: the attributes of the line for the page's variant. */
export interface BundleProductContext {
  /** The page's variant sku (article number with its dot). */
  sku: string;
  url: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
}

export const BUNDLE_ATTRIBUTE = '_leisterRelatedBundle';

/**
 * Spec §3 line attributes. The page's own variant gets the page's product attributes; the other
 * items of a bundle are other products, of which the Storefront gives the name only (the brand is
 * the site's). Blank values are left out (every attribute has a value); the bundle id always.
 */
export function bundleLineAttributes(
  bundle: Pick<DiscountBundle, 'id'>,
  variant: BundleVariant,
  context: BundleProductContext,
): CartLineInput['attributes'] {
  const own = variant.sku === context.sku;
  const attributes = [
    { key: '_leisterProductUrl', value: own ? context.url : '' },
    { key: '_leisterProductName', value: own ? context.name : variant.title },
    { key: '_leisterProductBrand', value: context.brand },
    { key: '_leisterProductCategory', value: own ? context.category : '' },
    { key: '_leisterProductSubcategory', value: own ? context.subcategory : '' },
  ];
  return [...attributes.filter((attribute) => attribute.value.trim() !== ''), { key: BUNDLE_ATTRIBUTE, value: bundle.id }];
}

/** The cart lines for a bundle: each item once per bundle, tagged with the bundle. */
export function bundleLines(
  bundle: Pick<DiscountBundle, 'id' | 'productVariants'>,
  quantity: number,
  context: BundleProductContext,
): CartLineInput[] {
  const count = Math.max(BUNDLE_MIN_QUANTITY, Math.trunc(quantity) || BUNDLE_MIN_QUANTITY);
  return bundle.productVariants.map((variant) => ({
    merchandiseId: variant.id,
    quantity: count,
    attributes: bundleLineAttributes(bundle, variant, context),
  }));
}
