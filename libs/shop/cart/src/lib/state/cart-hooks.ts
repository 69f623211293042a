/**
 * PLACEHOLDER (shop-bundles): the shop-cart helper owns this file (BRIEF "libs/shop/cart API").
 * It has the brief's signatures so the bundles section compiles and runs before the cart state
 * is merged; the integrator keeps the owner's version. Until then `addLines` and
 * `updateDiscountCodes` send the Storefront calls directly (no state, no notification).
 */
import { COOKIES, readBrowserCookie, writeBrowserCookie } from '@mbw/util';

export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

export type AddedNotice =
  | { kind: 'item'; title: string; imageUrl?: string; quantity: number }
  | { kind: 'bundle'; title: string; amount: string; currencyCode: string; amountOfItems: number };

export interface Cart {
  id: string;
  discountCodes: { code: string; applicable: boolean }[];
}

export function useCart(): { cart: Cart | null; isUpdating: boolean; isCartOpen: boolean; userErrors: { variantId: string; message: string }[]; notification: AddedNotice | null } {
  return { cart: null, isUpdating: false, isCartOpen: false, userErrors: [], notification: null };
}

async function send(query: string, variables: Record<string, unknown>): Promise<Record<string, { cart?: { id: string } | null; userErrors?: unknown[] } | null> | null> {
  const response = await fetch('/api/2025-01/graphql.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Record<string, { cart?: { id: string } | null } | null> };
  return body.data ?? null;
}

export function useCartActions() {
  return {
    async addLines(lines: CartLineInput[], _notice: AddedNotice): Promise<boolean> {
      try {
        const id = readBrowserCookie(COOKIES.cartId);
        const data = id
          ? await send('mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } } }', { cartId: id, lines })
          : await send('mutation CartCreate($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }', { input: { lines } });
        const cart = data?.[id ? 'cartLinesAdd' : 'cartCreate']?.cart;
        if (cart) writeBrowserCookie(COOKIES.cartId, cart.id);
        return !!cart;
      } catch {
        return false;
      }
    },
    async updateDiscountCodes(codes: string[]): Promise<boolean> {
      try {
        const cartId = readBrowserCookie(COOKIES.cartId);
        const data = await send('mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { id } userErrors { message } } }', { cartId, discountCodes: codes });
        return !!data?.cartDiscountCodesUpdate?.cart;
      } catch {
        return false;
      }
    },
    openCart(): void {
      // No panel before shop-cart's state is merged.
    },
    closeCart(): void {
      // No panel before shop-cart's state is merged.
    },
  };
}
