import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { cartResult, type CartLineInput, type CartResult } from './cart-result';

/** Add lines to a cart (spec shop §7). */
export const CART_LINES_ADD = graphql(`
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
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

export async function addCartLines(
  send: StorefrontSend,
  context: StorefrontContext,
  cartId: string,
  lines: CartLineInput[],
): Promise<CartResult> {
  const data = await send(CART_LINES_ADD, { cartId, lines, ...context });
  return cartResult(
    data.cartLinesAdd,
    lines.map((line) => line.merchandiseId),
  );
}
