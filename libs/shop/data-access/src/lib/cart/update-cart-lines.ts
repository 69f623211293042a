import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { cartResult, type CartLineUpdate, type CartResult } from './cart-result';

/** Change lines' quantities or attributes (spec shop §7). */
export const CART_LINES_UPDATE = graphql(`
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
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

/** `lineVariants`: per update, the variant of the line it changes (for its user errors). */
export async function updateCartLines(
  send: StorefrontSend,
  context: StorefrontContext,
  cartId: string,
  lines: CartLineUpdate[],
  lineVariants: readonly string[] = [],
): Promise<CartResult> {
  const data = await send(CART_LINES_UPDATE, { cartId, lines, ...context });
  return cartResult(data.cartLinesUpdate, lineVariants);
}
