import { useEffect } from 'react';
import { useCartActions, type CartActions } from '../state/cart-hooks';

/**
 * The cart's actions for the shop area, in a chunk of their own: the cart state, urql and the
 * Storefront documents load on the first press of "Add to cart" (or a hover or focus just before),
 * never with the page (brief "Performance"). Renders nothing; hands the actions up.
 */
// Loaded ahead of the first press: the Storefront calls (urql, the documents) come with it.
void import('../state/cart-service').then(({ preloadCartService }) => preloadCartService()).catch(() => undefined);

export default function CartBridge({ onReady }: { onReady: (actions: CartActions) => void }) {
  const actions = useCartActions();
  useEffect(() => onReady(actions), [actions, onReady]);
  return null;
}
