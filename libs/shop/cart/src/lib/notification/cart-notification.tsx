import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button, Icon, visuallyHidden } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import { useCart, useCartActions } from '../state/cart-store';
import styles from './cart-notification.module.css';

/** Spec shop §9: the added-to-cart notification closes after 7000 ms. */
export const NOTIFICATION_MS = 7000;

/**
 * The added-to-cart notification (spec §4 "Cart panel"): the item (image, title, quantity) or
 * the bundle (title, price, item count) just added. It closes after 7 s, on a click outside it
 * or its close button; "View cart" closes it and opens the cart. Not modal: the page stays usable.
 */
export function CartNotification({ language }: { language: string }) {
  const { t } = useLingui();
  const { notification } = useCart();
  const { openCart, closeNotification } = useCartActions();
  const box = useRef<HTMLDivElement>(null);
  const title = notification?.title ?? null;
  const itemQuantity = notification?.kind === 'item' ? notification.quantity : 0;
  const amountOfItems = notification?.kind === 'bundle' ? notification.amountOfItems : 0;

  useEffect(() => {
    if (!notification) return;
    const timer = setTimeout(closeNotification, NOTIFICATION_MS);
    const outside = (event: PointerEvent) => {
      if (box.current && event.target instanceof Node && !box.current.contains(event.target)) closeNotification();
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
    };
  }, [notification, closeNotification]);

  return (
    <>
      {/* Announced without moving focus; present before it speaks (a live region must exist first). */}
      <p className={visuallyHidden} role="status">
        {title === null ? '' : notification?.kind === 'bundle' ? t`Bundle added to cart: ${title}` : t`Added to cart: ${title}`}
      </p>
      {notification ? (
        <div ref={box} className={styles.box} role="region" aria-label={t`Added to cart`}>
          <div className={styles.head}>
            <p className={styles.heading}>
              <Icon name="check" /> <Trans>Added to cart</Trans>
            </p>
            <Button variant="ghost" size="small" iconOnly aria-label={t`Close`} onPress={closeNotification}>
              <Icon name="close" />
            </Button>
          </div>
          {notification.kind === 'item' ? (
            <div className={styles.item}>
              {notification.imageUrl ? <img className={styles.image} src={notification.imageUrl} alt="" width={64} height={64} /> : null}
              <div>
                <p className={styles.title}>{notification.title}</p>
                <p className={styles.muted}>
                  <Trans>Quantity: {itemQuantity}</Trans>
                </p>
              </div>
            </div>
          ) : (
            <div className={styles.item}>
              <div>
                <p className={styles.title}>{notification.title}</p>
                <p className={styles.muted}>
                  <Trans>{amountOfItems} items</Trans>
                </p>
                <p>{formatMoney({ amount: notification.amount, currencyCode: notification.currencyCode }, language)}</p>
              </div>
            </div>
          )}
          <Button className={styles.cta} onPress={openCart}>
            {t`View cart`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
