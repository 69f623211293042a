import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { CartUserError } from '@mbw/shop-data-access';
import { Button, Icon } from '@mbw/ui';
import { CartErrorText } from '../state/cart-error-text';
import { useCart, useCartActions } from '../state/cart-store';
import { NOTIFICATION_MS } from './cart-notification';
import styles from './cart-notification.module.css';

function Alert({ error, onClose }: { error: CartUserError; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(onClose, NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [error, onClose]);
  return (
    <div className={styles.alert}>
      <p>
        <CartErrorText error={error} />
      </p>
      <Button variant="ghost" size="small" iconOnly aria-label={t`Close`} onPress={onClose}>
        <Icon name="close" />
      </Button>
    </div>
  );
}

/**
 * Cart errors with no line to stand under (spec §8: 'Missing variant IDs', 'Error adding items to
 * cart', an item that could not be added): shown where the visitor is, closing after 7 s. While
 * the panel is open, a line's errors are under that line instead.
 */
export function CartAlerts() {
  const { cart, isCartOpen, userErrors } = useCart();
  const { closeLineError } = useCartActions();
  const lineVariants = new Set(isCartOpen ? (cart?.lines.map((line) => line.variantId) ?? []) : []);
  const shown = userErrors.filter((error) => !lineVariants.has(error.variantId));
  const unique = shown.filter((error, index) => shown.findIndex((other) => other.message === error.message) === index);
  return (
    <div className={styles.alerts} role="alert">
      {unique.map((error) => (
        <Alert key={`${error.variantId}|${error.message}`} error={error} onClose={() => closeLineError(error.variantId)} />
      ))}
    </div>
  );
}
