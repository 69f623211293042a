import type {
  CartDiscountAllocationFieldsFragment,
  CartFieldsFragment,
  CartUserErrorFieldsFragment,
  CartWarningFieldsFragment,
} from '../storefront/generated/graphql';

/**
 * The cart as the site's screens use it (spec shop §3 "Cart", "Cart line"): plain data, no
 * GraphQL shapes. Amounts stay strings as the Storefront sends them ("12.50"); formatMoney reads them.
 */
export interface CartMoney {
  amount: string;
  currencyCode: string;
}

export interface CartLineAttribute {
  key: string;
  value: string;
}

/** The line attributes the site writes (spec shop §3). */
export const CART_LINE_ATTRIBUTE = {
  productUrl: '_leisterProductUrl',
  productName: '_leisterProductName',
  productBrand: '_leisterProductBrand',
  productCategory: '_leisterProductCategory',
  productSubcategory: '_leisterProductSubcategory',
  relatedBundle: '_leisterRelatedBundle',
} as const;

export interface CartLine {
  id: string;
  quantity: number;
  attributes: CartLineAttribute[];
  /** The ProductVariant gid (the merchandise). */
  variantId: string;
  sku: string | null;
  title: string;
  image: { url: string; altText: string | null } | null;
  /** One unit's price, and the compare-at price when the variant has one above it. */
  price: CartMoney;
  compareAtPrice: CartMoney | null;
  /** The line's total after its own (line-level) discounts. */
  totalAmount: CartMoney;
  /** The line-level discounts taken off this line (Shopify's `CartLine.discountAllocations`: the bundle codes). */
  discounts: CartDiscount[];
  /** The bundle (Metaobject gid) the line was added with, `_leisterRelatedBundle`. */
  bundleId: string | null;
  /** `_leisterProductUrl`, the product page the line came from. */
  productUrl: string | null;
}

/** A discount's share of a line or of the cart; `code` is null for an automatic or custom discount. */
export interface CartDiscount {
  code: string | null;
  discountedAmount: CartMoney;
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  /**
   * The cart-level discounts only (Shopify's `Cart.discountAllocations`: order discounts). The
   * lines' own discounts are on each line (`CartLine.discounts`).
   */
  discounts: CartDiscount[];
  /** Shopify's subtotal: after the lines' own discounts, before cart-level discounts and taxes. */
  subtotalAmount: CartMoney;
  totalAmount: CartMoney;
  totalTaxAmount: CartMoney | null;
  lines: CartLine[];
}

/** A user error of a cart operation (spec shop §3 "userErrors (each variantId and message)"). */
export interface CartUserError {
  /** The ProductVariant gid the error belongs to; '' when the Storefront named no line. */
  variantId: string;
  message: string;
  code: string | null;
  field: string[] | null;
}

const money = (value: { amount: string; currencyCode: string }): CartMoney => ({ amount: value.amount, currencyCode: value.currencyCode });

const toDiscount = (allocation: CartDiscountAllocationFieldsFragment): CartDiscount => ({
  code: 'code' in allocation ? allocation.code : null,
  discountedAmount: money(allocation.discountedAmount),
});

function attributeValue(attributes: CartLineAttribute[], key: string): string | null {
  return attributes.find((attribute) => attribute.key === key)?.value || null;
}

export function toCartLine(line: CartFieldsFragment['lines']['nodes'][number]): CartLine {
  const attributes = line.attributes.map(({ key, value }) => ({ key, value: value ?? '' }));
  const variant = line.merchandise;
  // The variant's own compare-at price first; the product's variant list (§3) by sku otherwise.
  const compareAtAmount =
    variant.compareAtPrice?.amount ??
    variant.product.variants.nodes.find((node) => node.sku !== null && node.sku === variant.sku)?.compareAtPrice?.amount;
  const compareAtPrice =
    compareAtAmount !== undefined && Number(compareAtAmount) > Number(variant.price.amount)
      ? { amount: compareAtAmount, currencyCode: variant.price.currencyCode }
      : null;
  return {
    id: line.id,
    quantity: line.quantity,
    attributes,
    variantId: variant.id,
    sku: variant.sku,
    title: variant.product.title,
    image: variant.image ?? variant.product.featuredImage ?? null,
    price: money(variant.price),
    compareAtPrice,
    totalAmount: money(line.cost.totalAmount),
    discounts: line.discountAllocations.map(toDiscount),
    bundleId: attributeValue(attributes, CART_LINE_ATTRIBUTE.relatedBundle),
    productUrl: attributeValue(attributes, CART_LINE_ATTRIBUTE.productUrl),
  };
}

export function toCart(cart: CartFieldsFragment): Cart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    discounts: cart.discountAllocations.map(toDiscount),
    subtotalAmount: money(cart.cost.subtotalAmount),
    totalAmount: money(cart.cost.totalAmount),
    totalTaxAmount: cart.cost.totalTaxAmount ? money(cart.cost.totalTaxAmount) : null,
    lines: cart.lines.nodes.map(toCartLine),
  };
}

/**
 * Shopify names the input a user error is about by its path (`["lines", "0", "quantity"]`): the
 * variant is that input line's merchandise. `lineVariants` lists, per input line, its variant.
 */
export function toCartUserErrors(errors: readonly CartUserErrorFieldsFragment[], lineVariants: readonly string[] = []): CartUserError[] {
  return errors.map((error) => {
    const index = error.field?.[0] === 'lines' || error.field?.[0] === 'input' ? error.field.find((part) => /^\d+$/.test(part)) : undefined;
    // No field at all: the only line of the call, if there was one.
    const single = error.field === null && lineVariants.length === 1 ? lineVariants[0] : undefined;
    return {
      variantId: (index !== undefined ? lineVariants[Number(index)] : single) ?? '',
      message: error.message,
      code: error.code,
      field: error.field,
    };
  });
}

/**
 * Cart warnings (API 2024-10 on: not enough stock, sold out; the change is made) as errors of
 * their variant: the target is a cart line (its merchandise) or the variant itself.
 */
export function toCartWarnings(warnings: readonly CartWarningFieldsFragment[], cart: Cart | null): CartUserError[] {
  return warnings.map((warning) => {
    const line = cart?.lines.find((candidate) => candidate.id === warning.target);
    return {
      variantId: line?.variantId ?? (warning.target.includes('/ProductVariant/') ? warning.target : ''),
      message: warning.message,
      code: warning.code,
      field: null,
    };
  });
}
