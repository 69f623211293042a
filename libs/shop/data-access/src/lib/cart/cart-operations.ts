import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { CartFieldsFragment, CartUserErrorFieldsFragment, CartWarningFieldsFragment, CountryCode, LanguageCode } from '../storefront/generated/graphql';
import { CART_BUNDLE_CODE, CART_CREATE, CART_DISCOUNT_CODES_UPDATE, CART_LINES_ADD, CART_LINES_REMOVE, CART_LINES_UPDATE, CART_QUERY } from './cart-documents';
import { toCart, toCartUserErrors, toCartWarnings, type Cart, type CartLineAttribute, type CartUserError } from './cart-mappers';

/**
 * The cart operations of spec shop §7 over a transport: the site's urql client in the browser
 * (`loadStorefrontSend`), a stub in tests. Each answers the mapped cart and the user errors, each
 * error tied to its variant.
 */
export type StorefrontSend = <TResult, TVariables>(document: DocumentTypeDecoration<TResult, TVariables>, variables: TVariables) => Promise<TResult>;

/** `@inContext` of every cart operation: the market cookie's country, the language cookie's language, upper-cased (spec §7). */
export interface StorefrontContext {
  country: CountryCode;
  language: LanguageCode;
}

export const DEFAULT_MARKET = 'de';

/**
 * The market cookie (lower-case, default de: spec shop §1) and the language tag (`de`, `de-CH`)
 * as the Storefront's enums: `DE`, `DE`. Anything that is not two letters is the default.
 */
export function storefrontContext(market: string | null | undefined, language: string | null | undefined): StorefrontContext {
  const country = market && /^[a-z]{2}$/i.test(market) ? market : DEFAULT_MARKET;
  const primary = /^([a-z]{2})(?:[-_]|$)/i.exec(language ?? '')?.[1] ?? 'en';
  return { country: country.toUpperCase() as CountryCode, language: primary.toUpperCase() as LanguageCode };
}

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes: CartLineAttribute[];
}

export interface CartLineUpdate {
  id: string;
  quantity?: number;
  attributes?: CartLineAttribute[];
}

export interface CartResult {
  cart: Cart | null;
  /** The call was refused (the cart is null, nothing changed). */
  userErrors: CartUserError[];
  /** The change was made, not quite as asked (stock): still shown under the line. */
  warnings: CartUserError[];
}

type Payload = { cart: CartFieldsFragment | null; userErrors: readonly CartUserErrorFieldsFragment[]; warnings: readonly CartWarningFieldsFragment[] } | null;

function result(payload: Payload, lineVariants: readonly string[]): CartResult {
  const cart = payload?.cart ? toCart(payload.cart) : null;
  return { cart, userErrors: toCartUserErrors(payload?.userErrors ?? [], lineVariants), warnings: toCartWarnings(payload?.warnings ?? [], cart) };
}

export function cartOperations(send: StorefrontSend, context: StorefrontContext) {
  return {
    /** The cart of a cartId cookie; null when the Storefront knows no such cart. */
    async readCart(cartId: string): Promise<Cart | null> {
      const data = await send(CART_QUERY, { cartId, ...context });
      return data.cart ? toCart(data.cart) : null;
    },
    async createCart(lines: CartLineInput[]): Promise<CartResult> {
      const data = await send(CART_CREATE, { input: { lines }, ...context });
      return result(data.cartCreate, lines.map((line) => line.merchandiseId));
    },
    async addLines(cartId: string, lines: CartLineInput[]): Promise<CartResult> {
      const data = await send(CART_LINES_ADD, { cartId, lines, ...context });
      return result(data.cartLinesAdd, lines.map((line) => line.merchandiseId));
    },
    /** `lineVariants`: per update, the variant of the line it changes (for its user errors). */
    async updateLines(cartId: string, lines: CartLineUpdate[], lineVariants: readonly string[] = []): Promise<CartResult> {
      const data = await send(CART_LINES_UPDATE, { cartId, lines, ...context });
      return result(data.cartLinesUpdate, lineVariants);
    },
    async removeLines(cartId: string, lineIds: string[], lineVariants: readonly string[] = []): Promise<CartResult> {
      const data = await send(CART_LINES_REMOVE, { cartId, lineIds, ...context });
      return result(data.cartLinesRemove, lineVariants);
    },
    /** Replaces the cart's discount codes (deduplicated here: spec §4 "Bundles"). */
    async updateDiscountCodes(cartId: string, codes: string[]): Promise<CartResult> {
      const data = await send(CART_DISCOUNT_CODES_UPDATE, { cartId, discountCodes: [...new Set(codes)], ...context });
      return result(data.cartDiscountCodesUpdate, []);
    },
    /** The discount code (`discount_name`) of a bundle Metaobject; null when there is none. */
    async bundleCode(bundleId: string): Promise<string | null> {
      const data = await send(CART_BUNDLE_CODE, { id: bundleId });
      const node = data.node;
      return node && 'discountName' in node ? node.discountName?.value || null : null;
    },
  };
}

export type CartOperations = ReturnType<typeof cartOperations>;

