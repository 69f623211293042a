import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopOffer } from '@mbw/shop-data-access';
import { Icon, buttonClassName } from '@mbw/ui';
import { Suspense, lazy, useCallback, useRef, useState, type ComponentType } from 'react';
import { availableOffers, lineAttributes, type ShopLineContext } from '../product-shop-area/shop-area-data';
import styles from '../product-shop-area/product-shop-area.module.css';
import { analyticsItemOfOffer, pushAddToCart, type AnalyticsItem } from '../analytics/cart-analytics';
import { CART_USED_EVENT } from '../state/cart-events';
import type { CartActions, CartLineInput, AddedNotice } from '../state/cart-hooks';

type Bridge = ComponentType<{ onReady: (actions: CartActions) => void }>;
type AddRequest = { lines: CartLineInput[]; notice: AddedNotice; analytics: { items: AnalyticsItem[]; currency: string } };

const loadBridge = () => import('./cart-bridge').then((module) => module.default);
// The slide-over (react-aria's dialog, focus scope and overlays) only when several items match.
const VariantPickerDialog = lazy(() => import('./variant-picker-dialog'));

/**
 * Add to cart (spec shop §4 "Add to cart", §2 "Add-to-cart slide-over"): disabled when nothing
 * matching is for sale; one available item → added at once; several → a slide-over lists the
 * available ones, each with its own button. The cart code loads on first use (cart-bridge.tsx).
 * Success opens the cart's notification (the cart's own); a failure the cart reports is shown by
 * the cart; a failure to reach the cart code at all says 'Error adding items to cart' here.
 */
export function AddToCart({ offers, quantity, context }: { offers: readonly ShopOffer[]; quantity: number; context: ShopLineContext }) {
  const { t } = useLingui();
  const [Bridge, setBridge] = useState<Bridge | null>(null);
  const actions = useRef<CartActions | null>(null);
  const pending = useRef<AddRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const available = availableOffers(offers);
  const failure = t`Error adding items to cart`;

  const run = useCallback(
    async (request: AddRequest, cart: CartActions) => {
      try {
        // Spec shop §7: add_to_cart once the cart has the lines (a failed add pushes nothing).
        if (await cart.addLines(request.lines, request.notice)) pushAddToCart(request.analytics.items, request.analytics.currency);
      } catch {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    [failure],
  );

  const onReady = useCallback(
    (cart: CartActions) => {
      actions.current = cart;
      const request = pending.current;
      pending.current = null;
      if (request) void run(request, cart);
    },
    [run],
  );

  const prefetch = () => {
    if (Bridge) return;
    // The notification and panel (the page frame mounts them on this event) load beside the cart's code.
    window.dispatchEvent(new Event(CART_USED_EVENT));
    loadBridge()
      .then((component) => setBridge(() => component))
      .catch(() => undefined);
  };

  const add = (offer: ShopOffer) => {
    const request: AddRequest = {
      lines: [{ merchandiseId: offer.merchandiseId, quantity, attributes: lineAttributes(context) }],
      notice: { kind: 'item', title: offer.title, ...(offer.image ? { imageUrl: offer.image.url } : {}), quantity },
      analytics: { items: [analyticsItemOfOffer(offer, context, quantity)], currency: offer.currencyCode },
    };
    setError(null);
    setBusy(true);
    if (actions.current) {
      void run(request, actions.current);
      return;
    }
    pending.current = request;
    loadBridge()
      .then((component) => setBridge(() => component))
      .catch(() => {
        pending.current = null;
        setBusy(false);
        setError(failure);
      });
  };

  const onPress = () => {
    const [only, ...others] = available;
    if (!only) return;
    if (others.length > 0) setPickerOpen(true);
    else add(only);
  };

  return (
    <div className={styles.addToCart}>
      <span onPointerEnter={prefetch} onFocus={prefetch}>
        {/* A native button: react-aria's Button would put its module set-up (and ~45 KB) on every
            shop product page's start, for a button that needs nothing beyond a <button>. */}
        <button
          type="button"
          className={buttonClassName({ variant: 'primary', className: styles.addButton })}
          disabled={available.length === 0}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={busy ? undefined : onPress}
        >
          <Icon name="cart" size={18} />
          <Trans>Add to cart</Trans>
        </button>
      </span>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {Bridge ? <Bridge onReady={onReady} /> : null}
      {pickerOpen ? (
        <Suspense fallback={null}>
          <VariantPickerDialog
            offers={available}
            onClose={() => setPickerOpen(false)}
            onPick={(offer) => {
              setPickerOpen(false);
              add(offer);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
