import { graphql } from '../storefront/generated';
import type { StorefrontContext } from '../storefront/storefront-context';
import type { StorefrontSend } from '../storefront/storefront-request';
import { toCart, type Cart } from './cart-mappers';

/** Read cart (by the cartId cookie). */
export const CART_QUERY = graphql(`
  query Cart($cartId: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
`);

/** The cart of a cartId cookie; null when the Storefront knows no such cart. */
export async function readCart(send: StorefrontSend, context: StorefrontContext, cartId: string): Promise<Cart | null> {
  const data = await send(CART_QUERY, { cartId, ...context });
  return data.cart ? toCart(data.cart) : null;
}
