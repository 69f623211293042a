import { productPagePath } from './product-urls';

/**
 * The variant selector dialog (spec product §2 "Variant selector dialog", §3 variant / shop
 * product): every variant of the master as a row. Offers (price, availability, condition) come
 * from the shop's storefront; until the shop issue brings them, rows have none and the dialog
 * shows no price or availability column.
 */

/** A shop product's condition metafield (spec product §3); anything else is a new device. */
export type ShopCondition = 'new' | 'used' | 'refurbished';

export interface VariantRowOffer {
  /** Price amount in the market's currency. */
  price: number;
  currencyCode: string;
  available: boolean;
  condition: ShopCondition;
  /** Stock and delivery time of the shop product (spec product §3, §4), for the table's availability. */
  currentlyNotInStock?: boolean;
  quantityAvailable?: number | null;
  deliveryTime?: 'short' | 'middle' | 'long' | null;
}

/** What the page keeps of each variant for the selector (part of the product view). */
export interface VariantChoice {
  id: number;
  articleNumber: string;
  name: string;
  /** The variant's key filter values (e.g. Voltage / plug · 230 V / EU plug), at most FILTER_VALUES_SHOWN. */
  filterValues: Array<{ name: string; value: string }>;
  /** Filled by the shop issue; absent without a storefront offer. */
  offer?: VariantRowOffer;
}

export interface VariantRow extends VariantChoice {
  href: string;
  isCurrent: boolean;
}

/** Filter values kept per variant (the table's extra columns). */
export const FILTER_VALUES_SHOWN = 3;

const nonBlank = (value: string) => value.trim() !== '';

/** The selector's part of the gateway's variants (kept small: it travels in the page's data). */
export function variantChoices(
  variants: ReadonlyArray<{
    id: number;
    articleNumber: string;
    articleName: string;
    filterValues?: ReadonlyArray<{ name: string; value: string }>;
  }>,
): VariantChoice[] {
  return variants
    .filter((variant) => nonBlank(variant.articleNumber))
    .map((variant) => ({
      id: variant.id,
      articleNumber: variant.articleNumber.trim(),
      name: variant.articleName.trim(),
      filterValues: (variant.filterValues ?? [])
        .filter((entry) => nonBlank(entry.name) && nonBlank(entry.value))
        .slice(0, FILTER_VALUES_SHOWN)
        .map((entry) => ({
          name: entry.name.trim(),
          value: entry.value.trim(),
        })),
    }));
}

/** Used and refurbished shop products are demo devices (spec product §2). */
export function isDemoCondition(condition: string | null | undefined): boolean {
  const normalised = (condition ?? '').trim().toLowerCase();
  return normalised === 'used' || normalised === 'refurbished';
}

/**
 * Where a row leads: {master product page url}/{article number with a dash}; a used or
 * refurbished demo device adds ?condition=used.
 */
export function variantHref(input: { language: string; englishName: string; articleNumber: string; condition?: string | null }): string {
  const path = productPagePath({
    language: input.language,
    englishName: input.englishName,
    articleNumber: input.articleNumber,
  });
  return isDemoCondition(input.condition) ? `${path}?condition=used` : path;
}

// Built on first use (the selector dialog), not when the product page's code loads: the first Intl
// object of a page starts ICU, ~150 ms of a phone's main thread inside the page's start-up.
let articleCollator: Intl.Collator | undefined;

/** Article number, then available before unavailable, then price ascending (no price last). */
export function compareVariantRows(a: VariantChoice, b: VariantChoice): number {
  articleCollator ??= new Intl.Collator('en', { numeric: true });
  const byArticle = articleCollator.compare(a.articleNumber, b.articleNumber);
  if (byArticle !== 0) return byArticle;
  const availability = Number(b.offer?.available ?? false) - Number(a.offer?.available ?? false);
  if (availability !== 0) return availability;
  const priceA = a.offer?.price ?? Number.POSITIVE_INFINITY;
  const priceB = b.offer?.price ?? Number.POSITIVE_INFINITY;
  return priceA === priceB ? 0 : priceA < priceB ? -1 : 1;
}

/** The variants the dialog lists: demo devices (used, refurbished) left out. */
export function selectableChoices<T extends Pick<VariantChoice, 'offer'>>(choices: readonly T[]): T[] {
  return choices.filter((choice) => !isDemoCondition(choice.offer?.condition));
}

/**
 * The dialog's rows: demo devices (used, refurbished) left out, sorted (compareVariantRows), each
 * with its link; the row of the page's variant is marked current.
 */
export function variantRows(
  choices: readonly VariantChoice[],
  context: {
    language: string;
    englishName: string;
    currentArticleNumber: string | null;
  },
): VariantRow[] {
  return selectableChoices(choices)
    .sort(compareVariantRows)
    .map((choice) => ({
      ...choice,
      href: variantHref({
        language: context.language,
        englishName: context.englishName,
        articleNumber: choice.articleNumber,
        condition: choice.offer?.condition,
      }),
      isCurrent: context.currentArticleNumber !== null && choice.articleNumber === context.currentArticleNumber,
    }));
}

/**
 * Spec product §2: the selector shows only when there is more than 1 variant, or more than 1
 * shop product that is not used (or refurbished), and rows exist.
 */
export function showVariantSelector(input: {
  variantCount: number;
  shopProducts?: ReadonlyArray<{ condition?: string | null }>;
  rows: readonly unknown[];
}): boolean {
  const newShopProducts = (input.shopProducts ?? []).filter((product) => !isDemoCondition(product.condition)).length;
  return (input.variantCount > 1 || newShopProducts > 1) && input.rows.length > 0;
}

/** Whether any row has an offer: only then the price and availability columns show. */
export function rowsHaveOffers(rows: readonly VariantChoice[]): boolean {
  return rows.some((row) => row.offer !== undefined);
}

/** Names of the filter-value columns: the first rows' names in order of appearance, each once. */
export function filterColumns(rows: readonly VariantChoice[]): string[] {
  const names: string[] = [];
  for (const row of rows) {
    for (const entry of row.filterValues) {
      if (!names.includes(entry.name) && names.length < FILTER_VALUES_SHOWN) names.push(entry.name);
    }
  }
  return names;
}
