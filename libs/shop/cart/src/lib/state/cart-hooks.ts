/**
 * PLACEHOLDER (shop-product's branch): the cart hooks are shop-cart's (libs/shop/cart/src/lib/state,
 * brief "libs/shop/cart API"). This file only carries the agreed signature so the product's shop
 * area compiles and can be tested against it; the integrator keeps shop-cart's version.
 */
export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes: Array<{ key: string; value: string }>;
}

export type AddedNotice =
  | { kind: 'item'; title: string; imageUrl?: string; quantity: number }
  | { kind: 'bundle'; title: string; amount: string; currencyCode: string; amountOfItems: number };

export interface CartActions {
  addLines(lines: CartLineInput[], notice: AddedNotice): Promise<boolean>;
  updateDiscountCodes(codes: string[]): Promise<boolean>;
  openCart(): void;
  closeCart(): void;
}

export function useCartActions(): CartActions {
  return {
    addLines: async () => {
      console.error('The cart is not wired on this branch (placeholder cart-hooks.ts)');
      return false;
    },
    updateDiscountCodes: async () => false,
    openCart: () => undefined,
    closeCart: () => undefined,
  };
}
