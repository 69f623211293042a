import type { CartUserError } from '@mbw/shop-data-access';

/**
 * The cart's own error texts (spec shop §5, §8). They are stored as codes with the spec's English
 * text; the screens translate them by code (cart-error-text.tsx), a Storefront user error's
 * message is shown as the Storefront wrote it.
 */
export const CART_ERROR = {
  missingVariantIds: 'MISSING_VARIANT_IDS',
  addFailed: 'ADD_LINES_FAILED',
  missingCart: 'MISSING_CART',
  updateFailed: 'UPDATE_FAILED',
} as const;

export type CartErrorCode = (typeof CART_ERROR)[keyof typeof CART_ERROR];

const TEXT: Record<CartErrorCode, string> = {
  MISSING_VARIANT_IDS: 'Missing variant IDs',
  ADD_LINES_FAILED: 'Error adding items to cart',
  MISSING_CART: 'Missing cart',
  UPDATE_FAILED: 'Error updating item quantity',
};

export function cartError(code: CartErrorCode, variantId = ''): CartUserError {
  return { variantId, code, message: TEXT[code], field: null };
}
