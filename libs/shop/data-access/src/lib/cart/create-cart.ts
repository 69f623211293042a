import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { cartResult, type CartLineInput, type CartResult } from './cart-result';

/** Create cart, with the first lines (merchandiseId, quantity, attributes as key-value list). */
export const CART_CREATE = graphql(`
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
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

export async function createCart(send: StorefrontSend, context: StorefrontContext, lines: CartLineInput[]): Promise<CartResult> {
  const data = await send(CART_CREATE, { input: { lines }, ...context });
  return cartResult(
    data.cartCreate,
    lines.map((line) => line.merchandiseId),
  );
}
