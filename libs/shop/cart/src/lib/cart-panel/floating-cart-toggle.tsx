import { useLingui } from '@lingui/react/macro';
import { Icon } from '@mbw/ui';
import { useCart, useCartActions } from '../state/cart-store';
import styles from './cart-panel.module.css';

/** The floating cart toggle (spec shop §2): only while the cart has items; opens the cart. */
export function FloatingCartToggle() {
  const { t } = useLingui();
  const { cart, isCartOpen } = useCart();
  const { openCart } = useCartActions();
  const quantity = cart?.totalQuantity ?? 0;
  if (quantity === 0 || isCartOpen) return null;
  return (
    <button type="button" className={styles.toggle} onClick={openCart} aria-label={t`Open cart, ${quantity} items`}>
      <Icon name="cart" />
      <span aria-hidden="true">{quantity}</span>
    </button>
  );
}
