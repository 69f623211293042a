import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopOffer } from '@mbw/shop-data-access';
import { Button, Dialog, Icon, useSite } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useAvailabilityTexts } from '../product-shop-area/availability';
import { availableOffers, lineAttributes, type ShopLineContext } from '../product-shop-area/shop-area-data';
import styles from '../product-shop-area/product-shop-area.module.css';
import type { CartActions, CartLineInput, AddedNotice } from '../state/cart-hooks';

type Bridge = ComponentType<{ onReady: (actions: CartActions) => void }>;
type AddRequest = { lines: CartLineInput[]; notice: AddedNotice };

const loadBridge = () => import('./cart-bridge').then((module) => module.default);

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
        await cart.addLines(request.lines, request.notice);
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
    loadBridge()
      .then((component) => setBridge(() => component))
      .catch(() => undefined);
  };

  const add = (offer: ShopOffer) => {
    const request: AddRequest = {
      lines: [{ merchandiseId: offer.merchandiseId, quantity, attributes: lineAttributes(context) }],
      notice: { kind: 'item', title: offer.title, ...(offer.image ? { imageUrl: offer.image.url } : {}), quantity },
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
        <Button variant="primary" isDisabled={available.length === 0} isPending={busy} onPress={onPress} className={styles.addButton}>
          <Icon name="cart" size={18} />
          <Trans>Add to cart</Trans>
        </Button>
      </span>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {Bridge ? <Bridge onReady={onReady} /> : null}
      {pickerOpen ? (
        <Dialog title={t`Choose an item`} placement="slide-over" isOpen onOpenChange={setPickerOpen}>
          <VariantPicker
            offers={available}
            onPick={(offer) => {
              setPickerOpen(false);
              add(offer);
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}

/** The slide-over's list: each available item with its condition, price, stock and a button. */
function VariantPicker({ offers, onPick }: { offers: readonly ShopOffer[]; onPick: (offer: ShopOffer) => void }) {
  const { t } = useLingui();
  const { language } = useSite();
  const texts = useAvailabilityTexts();
  const conditions = { new: t`New`, used: t`Used`, refurbished: t`Refurbished` };
  return (
    <ul className={styles.pickerList}>
      {offers.map((offer) => {
        const price = formatMoney({ amount: offer.amount, currencyCode: offer.currencyCode }, language);
        const title = offer.title;
        const condition = conditions[offer.condition];
        return (
          <li key={offer.merchandiseId} className={styles.pickerItem}>
            {offer.image ? <img src={offer.image.url} alt="" width={64} height={64} className={styles.pickerImage} /> : null}
            <div className={styles.pickerText}>
              <span className={styles.pickerTitle}>{title}</span>
              <span>{condition}</span>
              {price ? <span className={styles.price}>{price}</span> : null}
              <span>{texts.stock(offer)}</span>
            </div>
            <Button variant="secondary" size="small" onPress={() => onPick(offer)} aria-label={t`Add ${title} (${condition}) to cart`}>
              <Trans>Add to cart</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
