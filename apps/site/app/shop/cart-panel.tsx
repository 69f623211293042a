import { CartRoot, type CartRootProps } from '@mbw/shop-cart';

/**
 * The cart (a panel, not a route: spec shop §2) as the page frame loads it: a lazy chunk after
 * hydration on shop brands, so jotai and the panel stay out of the first-load JS, and urql with the
 * Storefront documents load inside @mbw/shop-cart on first use.
 */
export default function CartPanel(props: CartRootProps) {
  return <CartRoot {...props} />;
}
