import { createStore, useAtomValue } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { useMemo } from 'react';
import {
  CART_LINE_ATTRIBUTE,
  StorefrontError,
  storefrontContext,
  type Cart,
  type CartLineInput,
  type CartOperations,
  type CartResult,
  type CartUserError,
} from '@mbw/shop-data-access';
import { COOKIES, isCookieMalformed, readBrowserCookie, serializeClearCookie, writeBrowserCookie } from '@mbw/util';
import { analyticsItemOfLine, pushAddToCart, pushBeginCheckout, pushRemoveFromCart, pushViewCart } from '../analytics/cart-analytics';
import { checkoutDestination } from '../checkout/checkout';
import { CART_ERROR, cartError } from './cart-messages';
import type * as CartServiceModuleType from './cart-service';
import { INITIAL_CART_STATE, cartReducer, openNotice, type AddedNotice, type CartAction, type CartState } from './cart-reducer';
import { CART_USED_EVENT } from './cart-events';
import { pendingChanges } from './pending-changes';

export { CART_USED_EVENT };

/**
 * The cart's state in jotai (one reducer atom in this lib's own store, so the shop area, the panel
 * and the notification share it wherever they are mounted, with no provider in the page frame),
 * read only through useCart() and changed only through useCartActions(). Every Storefront call,
 * the first read of a cartId cookie's cart included, goes through the site's urql client
 * (cart-service.ts), imported on first use (urql stays out of first-load JS).
 */
export const cartStore = createStore();
const cartStateAtom = atomWithReducer<CartState, CartAction>(INITIAL_CART_STATE, cartReducer);

/**
 * The lines' quantity changes waiting for their debounce (keyed by line id): sent when the panel
 * closes, and settled before the checkout hands the cart over (issue 23 §7).
 */
export const pendingQuantities = pendingChanges();

const state = () => cartStore.get(cartStateAtom);
const dispatch = (action: CartAction) => {
  cartStore.set(cartStateAtom, action);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_USED_EVENT));
};

function context() {
  const language = readBrowserCookie(COOKIES.lang) ?? (typeof document === 'undefined' ? undefined : document.documentElement.lang);
  return storefrontContext(readBrowserCookie(COOKIES.market), language);
}

type CartServiceModule = typeof CartServiceModuleType;
let service: Promise<CartServiceModule> | null = null;

async function operations(): Promise<CartOperations> {
  service ??= import('./cart-service').catch((error: unknown) => {
    service = null;
    throw error;
  });
  return (await service).cartService(context());
}

function storeCart(cart: Cart): void {
  writeBrowserCookie(COOKIES.cartId, cart.id);
  dispatch({ type: 'setCart', cart });
}

function dropCartCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeClearCookie(COOKIES.cartId, { secure: window.location.protocol === 'https:' });
}

function reportErrors(errors: CartUserError[]): void {
  if (errors.length > 0) dispatch({ type: 'addToCartError', errors });
}

/** One change of the cart with the updating flag around it; a thrown call is `onFailure`'s errors. */
async function change(
  run: (ops: CartOperations, cartId: string) => Promise<CartResult>,
  onFailure: () => CartUserError[],
): Promise<boolean> {
  const cart = state().cart;
  if (!cart) {
    reportErrors([cartError(CART_ERROR.missingCart)]);
    return false;
  }
  dispatch({ type: 'updating' });
  try {
    const result = await run(await operations(), cart.id);
    reportErrors([...result.userErrors, ...result.warnings]);
    // Spec §8: a failed update does not replace the cart.
    if (!result.cart) {
      if (result.userErrors.length === 0) reportErrors([cartError(CART_ERROR.missingCart)]);
      return false;
    }
    storeCart(result.cart);
    return result.userErrors.length === 0;
  } catch (error) {
    console.error('Cart: the Storefront call failed', error);
    reportErrors(onFailure());
    return false;
  } finally {
    dispatch({ type: 'updated' });
  }
}

export interface CheckoutRequest {
  signedIn: boolean;
  language: string;
}

export const cartActions = {
  /**
   * Spec §4 "Add to cart": creates the cart when there is none (cookie cartId, 30 days), adds the
   * lines, stores the cart, opens the notification; line errors become cart errors. False on failure.
   */
  async addLines(lines: CartLineInput[], notice: AddedNotice): Promise<boolean> {
    if (lines.length === 0 || lines.some((line) => !line.merchandiseId)) {
      reportErrors([cartError(CART_ERROR.missingVariantIds)]);
      return false;
    }
    const variants = lines.map((line) => line.merchandiseId);
    dispatch({ type: 'updating' });
    try {
      const ops = await operations();
      const cartId = state().cart?.id ?? readBrowserCookie(COOKIES.cartId);
      let result = cartId ? await ops.addLines(cartId, lines) : await ops.createCart(lines);
      // A cart the Storefront no longer knows (expired, another store): start a new one.
      if (cartId && !result.cart && result.userErrors.every((error) => !error.variantId)) result = await ops.createCart(lines);
      if (result.cart) storeCart(result.cart);
      reportErrors([...result.userErrors, ...result.warnings]);
      if (!result.cart || result.userErrors.length > 0) {
        if (!result.cart && result.userErrors.length === 0)
          reportErrors(variants.map((variant) => cartError(CART_ERROR.addFailed, variant)));
        return false;
      }
      dispatch({ type: 'openNotification', notice });
      return true;
    } catch (error) {
      console.error('Cart: adding lines failed', error);
      reportErrors(variants.map((variant) => cartError(CART_ERROR.addFailed, variant)));
      return false;
    } finally {
      dispatch({ type: 'updated' });
    }
  },

  /** The cart's discount codes become `codes` (deduplicated; spec §4 "Bundles"). */
  updateDiscountCodes(codes: string[]): Promise<boolean> {
    return change(
      (ops, cartId) => ops.updateDiscountCodes(cartId, codes),
      () => [cartError(CART_ERROR.updateFailed)],
    );
  },

  /** A line's new quantity (spec §4 "Line quantity"): 0 removes it. */
  async updateLineQuantity(lineId: string, quantity: number): Promise<boolean> {
    if (quantity <= 0) return cartActions.removeLine(lineId);
    const line = state().cart?.lines.find((candidate) => candidate.id === lineId);
    const changed = await change(
      (ops, cartId) => ops.updateLines(cartId, [{ id: lineId, quantity }], [line?.variantId ?? '']),
      () => [cartError(CART_ERROR.updateFailed, line?.variantId)],
    );
    // Spec §7: more of a line is an add_to_cart, fewer a remove_from_cart, of the difference.
    if (changed && line && quantity !== line.quantity) {
      const item = analyticsItemOfLine(line, Math.abs(quantity - line.quantity));
      if (quantity > line.quantity) pushAddToCart([item], line.price.currencyCode);
      else pushRemoveFromCart([item], line.price.currencyCode);
    }
    return changed;
  },

  /**
   * Removes a line. A line of a bundle (`_leisterRelatedBundle`): the other lines of that bundle
   * lose the tag and the bundle's discount code leaves the cart (spec §4 "Bundles").
   */
  async removeLine(lineId: string): Promise<boolean> {
    const line = state().cart?.lines.find((candidate) => candidate.id === lineId);
    const removed = await change(
      async (ops, cartId) => {
        const removed = await ops.removeLines(cartId, [lineId], [line?.variantId ?? '']);
        const bundleId = line?.bundleId;
        if (!bundleId || !removed.cart || removed.userErrors.length > 0) return removed;
        let result = removed;
        let current = removed.cart;
        const tagged = current.lines.filter((other) => other.bundleId === bundleId);
        if (tagged.length > 0) {
          const untagged = tagged.map((other) => ({
            id: other.id,
            attributes: other.attributes.filter((attribute) => attribute.key !== CART_LINE_ATTRIBUTE.relatedBundle),
          }));
          result = await ops.updateLines(
            cartId,
            untagged,
            tagged.map((other) => other.variantId),
          );
          if (!result.cart) return result;
          current = result.cart;
        }
        const code = await ops.bundleCode(bundleId).catch(() => null);
        const codes = current.discountCodes.map((entry) => entry.code);
        // Without the bundle's own code, the codes no longer applicable are the bundle's.
        const remaining = code
          ? codes.filter((entry) => entry !== code)
          : current.discountCodes.filter((entry) => entry.applicable).map((entry) => entry.code);
        return remaining.length === codes.length ? result : ops.updateDiscountCodes(cartId, remaining);
      },
      () => [cartError(CART_ERROR.updateFailed, line?.variantId)],
    );
    if (removed && line) pushRemoveFromCart([analyticsItemOfLine(line)], line.price.currencyCode);
    return removed;
  },

  /** Opens the panel (spec §7: a view_cart push when it holds lines). */
  openCart(): void {
    const wasOpen = state().isCartOpen;
    dispatch({ type: 'openCart' });
    const cart = state().cart;
    if (!wasOpen && cart && cart.lines.length > 0)
      pushViewCart(
        cart.lines.map((line) => analyticsItemOfLine(line)),
        cart.totalAmount.currencyCode,
      );
  },
  /** Closes the panel; a quantity change still waiting for its 600 ms is sent now. */
  closeCart(): void {
    dispatch({ type: 'closeCart' });
    void pendingQuantities.settle();
  },
  closeNotification(): void {
    dispatch({ type: 'closeNotification' });
  },
  closeLineError(variantId: string): void {
    dispatch({ type: 'closeLineError', variantId });
  },

  /**
   * The checkout button: the updating flag is on until the browser leaves the page. A quantity
   * change still waiting (or on the wire) is sent and answered first, so the store gets the cart
   * the panel shows; when that change fails, the checkout stops and the line shows its error.
   */
  async checkout({ signedIn, language }: CheckoutRequest): Promise<void> {
    if (!state().cart) return;
    dispatch({ type: 'updating' });
    const settled = await pendingQuantities.settle();
    // The change's own updating/updated has cleared the flag: on again, or off for good.
    dispatch({ type: settled ? 'updating' : 'updated' });
    const cart = state().cart;
    if (!settled || !cart) return;
    pushBeginCheckout(
      cart.lines.map((line) => analyticsItemOfLine(line)),
      cart.totalAmount.currencyCode,
    );
    const destination = await checkoutDestination({ checkoutUrl: cart.checkoutUrl, signedIn, language });
    window.location.assign(destination);
    // Back from the store through the back/forward cache: the buttons work again.
    window.addEventListener('pageshow', () => dispatch({ type: 'updated' }), { once: true });
  },

  /**
   * The cart of the cartId cookie on page load. A malformed cookie, or a cart
   * the Storefront does not know (or refuses the id of), is no cart: the cookie is dropped. A shop
   * that cannot be reached leaves the cookie for the next page.
   */
  async loadCart(): Promise<void> {
    if (typeof document === 'undefined') return;
    if (isCookieMalformed(COOKIES.cartId, document.cookie)) {
      dropCartCookie();
      return;
    }
    const cartId = readBrowserCookie(COOKIES.cartId);
    if (!cartId || state().cart) return;
    try {
      const cart = await (await operations()).readCart(cartId);
      if (!cart) dropCartCookie();
      else if (!state().cart) dispatch({ type: 'setCart', cart });
    } catch (error) {
      // The store refusing the id itself (Shopify: "Invalid global id '…'") is no cart; any other
      // failure (the store down, a 500) keeps the cookie for the next page.
      if (error instanceof StorefrontError && Array.isArray(error.cause) && /invalid/i.test(error.message) && /\bid\b/i.test(error.message))
        dropCartCookie();
      console.warn('Cart: the cart could not be read', error);
    }
  },
};

export type CartActions = typeof cartActions;

export interface CartView {
  cart: Cart | null;
  isUpdating: boolean;
  isCartOpen: boolean;
  userErrors: CartUserError[];
  /** The added-to-cart notification's item or bundle while it is open; null when closed. */
  notification: AddedNotice | null;
}

export function useCart(): CartView {
  const current = useAtomValue(cartStateAtom, { store: cartStore });
  return useMemo(
    () => ({
      cart: current.cart,
      isUpdating: current.isUpdating,
      isCartOpen: current.isCartOpen,
      userErrors: current.userErrors,
      notification: openNotice(current),
    }),
    [current],
  );
}

/** The cart as it is now, outside React (the bundles' add reads the cart's discount codes). */
export function currentCart(): Cart | null {
  return state().cart;
}

/** The cart's actions: one stable object (no re-render when the cart changes). */
export function useCartActions(): CartActions {
  return cartActions;
}

/** Tests: back to an empty cart. */
export function resetCartState(): void {
  dispatch({ type: 'setCart', cart: null });
  dispatch({ type: 'closeCart' });
  dispatch({ type: 'closeNotification' });
  dispatch({ type: 'updated' });
  for (const error of state().userErrors) dispatch({ type: 'closeLineError', variantId: error.variantId });
}
