import { useEffect } from 'react';
import { CartAlerts } from '../notification/cart-alerts';
import { CartNotification } from '../notification/cart-notification';
import { cartActions, useCart } from '../state/cart-store';
import { CartPanel } from './cart-panel';
import { FloatingCartToggle } from './floating-cart-toggle';

export interface CartRootProps {
  language: string;
  signedIn: boolean;
  /** Grows each time the header's cart icon is pressed: the panel opens (also when pressed before this loaded). */
  openRequest: number;
  /** The cart's quantity for the header's icon. */
  onQuantityChange: (quantity: number) => void;
}

/**
 * Everything of the cart a page shows, mounted once by the page frame after hydration (a lazy
 * chunk): the panel, the added-to-cart notification, cart errors and the floating toggle. It reads
 * the cartId cookie's cart once and tells the header the quantity.
 */
export function CartRoot({ language, signedIn, openRequest, onQuantityChange }: CartRootProps) {
  const { cart } = useCart();
  const quantity = cart?.totalQuantity ?? 0;

  useEffect(() => {
    void cartActions.loadCart();
  }, []);

  useEffect(() => {
    if (openRequest > 0) cartActions.openCart();
  }, [openRequest]);

  useEffect(() => {
    onQuantityChange(quantity);
  }, [quantity, onQuantityChange]);

  return (
    <>
      <CartPanel language={language} signedIn={signedIn} />
      <CartNotification language={language} />
      <CartAlerts />
      <FloatingCartToggle />
    </>
  );
}
