import type { CartFieldsFragment, CartUserErrorFieldsFragment, CartWarningFieldsFragment } from '../storefront/generated/graphql';
import { toCart, toCartUserErrors, toCartWarnings, type Cart, type CartLineAttribute, type CartUserError } from './cart-mappers';

/** What the cart's mutations take and answer (spec shop §3, §7). */
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

type Payload = {
  cart: CartFieldsFragment | null;
  userErrors: readonly CartUserErrorFieldsFragment[];
  warnings: readonly CartWarningFieldsFragment[];
} | null;

/** A mutation's payload as the mapped cart, its user errors (each tied to its variant by `lineVariants`) and warnings. */
export function cartResult(payload: Payload, lineVariants: readonly string[]): CartResult {
  const cart = payload?.cart ? toCart(payload.cart) : null;
  return {
    cart,
    userErrors: toCartUserErrors(payload?.userErrors ?? [], lineVariants),
    warnings: toCartWarnings(payload?.warnings ?? [], cart),
  };
}
