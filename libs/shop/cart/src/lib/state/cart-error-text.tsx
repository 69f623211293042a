import { useLingui } from '@lingui/react/macro';
import type { CartUserError } from '@mbw/shop-data-access';
import { CART_ERROR } from './cart-messages';

/** A cart error in the page language: the cart's own texts by code, a Storefront message as written. */
export function CartErrorText({ error }: { error: CartUserError }) {
  const { t } = useLingui();
  switch (error.code) {
    case CART_ERROR.missingVariantIds:
      return <>{t`Missing variant IDs`}</>;
    case CART_ERROR.addFailed:
      return <>{t`Error adding items to cart`}</>;
    case CART_ERROR.missingCart:
      return <>{t`Missing cart`}</>;
    case CART_ERROR.updateFailed:
      return <>{t`Error updating item quantity`}</>;
    default:
      return <>{error.message}</>;
  }
}
