import type { Cart, CartUserError } from '@mbw/shop-data-access';

/**
 * The cart state of spec shop §3 and its actions (§4 "Cart panel"): set cart, open/close cart,
 * updating/updated, open/close the added-to-cart notification (with item or bundle info), an
 * add-to-cart error (replacing earlier errors of the same variant), close a line's error. An
 * action this reducer does not know is a programming error: it throws.
 */
export interface ItemNotice {
  kind: 'item';
  title: string;
  imageUrl?: string;
  quantity: number;
}

export interface BundleNotice {
  kind: 'bundle';
  title: string;
  amount: string;
  currencyCode: string;
  amountOfItems: number;
}

/** What the added-to-cart notification shows: an item, or a bundle with its price and item count. */
export type AddedNotice = ItemNotice | BundleNotice;

export interface CartState {
  cart: Cart | null;
  cartItem: ItemNotice | null;
  isCartOpen: boolean;
  isUpdating: boolean;
  isCartNotificationOpen: boolean;
  userErrors: CartUserError[];
  isBundle: boolean;
  bundleInfo: Omit<BundleNotice, 'kind'> | null;
}

export const INITIAL_CART_STATE: CartState = {
  cart: null,
  cartItem: null,
  isCartOpen: false,
  isUpdating: false,
  isCartNotificationOpen: false,
  userErrors: [],
  isBundle: false,
  bundleInfo: null,
};

export type CartAction =
  | { type: 'setCart'; cart: Cart | null }
  | { type: 'openCart' }
  | { type: 'closeCart' }
  | { type: 'updating' }
  | { type: 'updated' }
  | { type: 'openNotification'; notice: AddedNotice }
  | { type: 'closeNotification' }
  | { type: 'addToCartError'; errors: CartUserError[] }
  | { type: 'closeLineError'; variantId: string };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'setCart':
      return { ...state, cart: action.cart };
    case 'openCart':
      // The notification's button opens the cart: one surface at a time.
      return { ...state, isCartOpen: true, isCartNotificationOpen: false };
    case 'closeCart':
      return { ...state, isCartOpen: false };
    case 'updating':
      return { ...state, isUpdating: true };
    case 'updated':
      return { ...state, isUpdating: false };
    case 'openNotification': {
      const { notice } = action;
      return notice.kind === 'bundle'
        ? {
            ...state,
            isCartNotificationOpen: true,
            isBundle: true,
            cartItem: null,
            bundleInfo: {
              title: notice.title,
              amount: notice.amount,
              currencyCode: notice.currencyCode,
              amountOfItems: notice.amountOfItems,
            },
          }
        : { ...state, isCartNotificationOpen: true, isBundle: false, cartItem: notice, bundleInfo: null };
    }
    case 'closeNotification':
      return { ...state, isCartNotificationOpen: false };
    case 'addToCartError': {
      const variants = new Set(action.errors.map((error) => error.variantId));
      return { ...state, userErrors: [...state.userErrors.filter((error) => !variants.has(error.variantId)), ...action.errors] };
    }
    case 'closeLineError':
      return { ...state, userErrors: state.userErrors.filter((error) => error.variantId !== action.variantId) };
    default:
      throw new Error(`Unknown cart action: ${(action as { type?: unknown }).type}`);
  }
}

/** The notice the notification shows, from the state (null when it is closed). */
export function openNotice(state: CartState): AddedNotice | null {
  if (!state.isCartNotificationOpen) return null;
  if (state.isBundle && state.bundleInfo) return { kind: 'bundle', ...state.bundleInfo };
  return state.cartItem;
}
