import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { addCartLines } from './add-cart-lines';
import type { CartLineInput, CartLineUpdate } from './cart-result';
import { createCart } from './create-cart';
import { readBundleCode } from './read-bundle-code';
import { readCart } from './read-cart';
import { removeCartLines } from './remove-cart-lines';
import { updateCartDiscountCodes } from './update-cart-discount-codes';
import { updateCartLines } from './update-cart-lines';

/**
 * The cart operations of spec shop §7 (one file each, with its document) bound to a transport and
 * the visitor's market and language: the site's urql client in the browser (`loadStorefrontSend`),
 * a stub in tests. Each answers the mapped cart and the user errors, each error tied to its variant.
 */
export function cartOperations(send: StorefrontSend, context: StorefrontContext) {
  return {
    /** The cart of a cartId cookie; null when the Storefront knows no such cart. */
    readCart: (cartId: string) => readCart(send, context, cartId),
    createCart: (lines: CartLineInput[]) => createCart(send, context, lines),
    addLines: (cartId: string, lines: CartLineInput[]) => addCartLines(send, context, cartId, lines),
    /** `lineVariants`: per update, the variant of the line it changes (for its user errors). */
    updateLines: (cartId: string, lines: CartLineUpdate[], lineVariants: readonly string[] = []) =>
      updateCartLines(send, context, cartId, lines, lineVariants),
    removeLines: (cartId: string, lineIds: string[], lineVariants: readonly string[] = []) =>
      removeCartLines(send, context, cartId, lineIds, lineVariants),
    /** Replaces the cart's discount codes (deduplicated here: spec §4 "Bundles"). */
    updateDiscountCodes: (cartId: string, codes: string[]) => updateCartDiscountCodes(send, context, cartId, codes),
    /** The discount code (`discount_name`) of a bundle Metaobject; null when there is none. */
    bundleCode: (bundleId: string) => readBundleCode(send, bundleId),
  };
}

export type CartOperations = ReturnType<typeof cartOperations>;
