import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Button, Dialog } from '@mbw/ui';
import { formatMoney, type Money } from '@mbw/util';
import { useCart, useCartActions } from '../state/cart-store';
import { discountRows, subtotalBeforeDiscounts } from './cart-discounts';
import { CartLineItem } from './cart-line-item';
import styles from './cart-panel.module.css';

export interface CartPanelProps {
  /** The page language: money formats and the checkout's `locale`. */
  language: string;
  /** A signed-in customer checks out through Multipass (spec §4 "Checkout hand-off"). */
  signedIn: boolean;
}

/**
 * The cart panel (spec shop §2: a modal panel, not a route): a slide-over with the lines, the
 * discount codes and totals, and the checkout button. Focus moves in, is trapped, and returns to
 * what opened it (libs/ui Dialog). While a change or the checkout runs, the buttons are disabled.
 */
export function CartPanel({ language, signedIn }: CartPanelProps) {
  const { t } = useLingui();
  const { cart, isCartOpen, isUpdating, userErrors } = useCart();
  const actions = useCartActions();
  const lines = cart?.lines ?? [];
  const closeLineError = useCallback((variantId: string) => actions.closeLineError(variantId), [actions]);
  const money = (value: Money | null | undefined) => formatMoney(value, language) ?? '';
  // Each code's saving, from the lines (bundle codes) and from the cart (order discounts).
  const discounts = cart ? discountRows(cart) : [];

  return (
    <Dialog
      title={t`Cart`}
      placement="slide-over"
      isOpen={isCartOpen}
      onOpenChange={(open) => (open ? actions.openCart() : actions.closeCart())}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t`Continue browsing`}
          </Button>
          {lines.length > 0 ? (
            <Button isDisabled={isUpdating} onPress={() => void actions.checkout({ signedIn, language })}>
              {t`Checkout`}
            </Button>
          ) : null}
        </>
      )}
    >
      {lines.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <div className={styles.body} aria-busy={isUpdating}>
          <ul className={styles.lines} aria-label={t`Items in your cart`}>
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                language={language}
                isUpdating={isUpdating}
                errors={userErrors.filter((error) => error.variantId === line.variantId)}
                onQuantity={actions.updateLineQuantity}
                onRemove={(lineId) => void actions.removeLine(lineId)}
                onCloseError={closeLineError}
              />
            ))}
          </ul>
          {cart && cart.discountCodes.length > 0 ? (
            <div className={styles.codes}>
              <h3 className={styles.subheading}>{t`Discount codes`}</h3>
              <ul>
                {cart.discountCodes.map((code) => (
                  <li key={code.code}>
                    {code.code} {code.applicable ? null : <span className={styles.muted}>{t`(not applicable)`}</span>}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {cart ? (
            <dl className={styles.totals}>
              <div>
                <dt>{t`Subtotal`}</dt>
                <dd>{money(subtotalBeforeDiscounts(cart))}</dd>
              </div>
              {discounts.map(({ code, amount }) => (
                <div key={code ?? ''}>
                  <dt>{code ? t`Discount ${code}` : t`Discount`}</dt>
                  <dd>−{money(amount)}</dd>
                </div>
              ))}
              <div className={styles.total}>
                <dt>{t`Total`}</dt>
                <dd>{money(cart.totalAmount)}</dd>
              </div>
              {cart.totalTaxAmount ? (
                // The Storefront's tax is the part of the total that is tax (VAT), not an addition.
                <div className={styles.muted}>
                  <dt>{t`Included tax`}</dt>
                  <dd>{money(cart.totalTaxAmount)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
