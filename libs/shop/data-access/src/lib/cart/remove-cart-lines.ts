import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { cartResult, type CartResult } from './cart-result';

/** Remove lines from a cart (spec shop §7). */
export const CART_LINES_REMOVE = graphql(`
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
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

export async function removeCartLines(
  send: StorefrontSend,
  context: StorefrontContext,
  cartId: string,
  lineIds: string[],
  lineVariants: readonly string[] = [],
): Promise<CartResult> {
  const data = await send(CART_LINES_REMOVE, { cartId, lineIds, ...context });
  return cartResult(data.cartLinesRemove, lineVariants);
}
