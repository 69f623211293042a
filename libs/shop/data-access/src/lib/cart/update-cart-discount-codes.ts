import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { cartResult, type CartResult } from './cart-result';

/** Replace a cart's discount codes (spec shop §4 "Bundles", §7). */
export const CART_DISCOUNT_CODES_UPDATE = graphql(`
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

/** Replaces the cart's discount codes (deduplicated here: spec §4 "Bundles"). */
export async function updateCartDiscountCodes(
  send: StorefrontSend,
  context: StorefrontContext,
  cartId: string,
  codes: string[],
): Promise<CartResult> {
  const data = await send(CART_DISCOUNT_CODES_UPDATE, { cartId, discountCodes: [...new Set(codes)], ...context });
  return cartResult(data.cartDiscountCodesUpdate, []);
}
