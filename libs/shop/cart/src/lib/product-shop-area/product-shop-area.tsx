import { Trans, useLingui } from '@lingui/react/macro';
import { useSite, visuallyHidden } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import { useEffect, useState } from 'react';
import { pushViewItem } from '../analytics/cart-analytics';
import { AddToCart } from '../add-to-cart/add-to-cart';
import { Availability } from './availability';
import { MIN_QUANTITY } from '../quantity/quantity';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { shownOffer, type ProductShopAreaData, type ShopLineContext } from './shop-area-data';
import styles from './product-shop-area.module.css';

/**
 * The product hero's shop area (spec shop §2, §4): the price (with the compare-at price struck
 * through, currency symbol, 2 decimals in the page language), stock and delivery time with the
 * availability tooltip, the quantity stepper and add to cart. Rendered on the server from the
 * route's offers, so it is in the first HTML; the cart itself loads on the first press.
 * Storefront failing → a clear message instead of prices; the rest of the page is unaffected.
 */
export function ProductShopArea({ data, context }: { data: ProductShopAreaData; context: ShopLineContext }) {
  const { t } = useLingui();
  const { language } = useSite();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const shown = data.status === 'ok' ? shownOffer(data.offers) : null;
  // Spec shop §7 view_item: the offer shown, once per offer (a variant change shows another).
  const shownKey = shown?.merchandiseId;
  useEffect(() => {
    if (shown) pushViewItem(shown, context);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per offer shown, not per render
  }, [shownKey]);

  if (data.status === 'unavailable') {
    return (
      <section className={styles.area} aria-label={t`Shop`} data-testid="shop-area">
        <p className={styles.notice} role="status">
          <Trans>Prices are not available right now. Please try again in a moment.</Trans>
        </p>
      </section>
    );
  }
  const offer = shown;
  if (!offer) {
    return (
      <section className={styles.area} aria-label={t`Shop`} data-testid="shop-area">
        <p className={styles.notice}>
          {data.condition === 'used' ? (
            <Trans>No demo device of this variant is offered right now.</Trans>
          ) : (
            <Trans>This variant cannot be bought online.</Trans>
          )}
        </p>
      </section>
    );
  }
  const price = formatMoney({ amount: offer.amount, currencyCode: offer.currencyCode }, language);
  const compareAt = offer.compareAtAmount
    ? formatMoney({ amount: offer.compareAtAmount, currencyCode: offer.currencyCode }, language)
    : null;
  return (
    <section className={styles.area} aria-label={t`Shop`} data-testid="shop-area">
      {data.condition === 'used' ? (
        <p className={styles.demoTag}>
          {offer.condition === 'refurbished' ? <Trans>Refurbished demo device</Trans> : <Trans>Used demo device</Trans>}
        </p>
      ) : null}
      <p className={styles.priceLine} data-testid="shop-price">
        {compareAt ? (
          <>
            <span className={visuallyHidden}>{t`Price now:`} </span>
            <span className={styles.price}>{price}</span> <span className={visuallyHidden}>{t`instead of`} </span>
            <s className={styles.compareAt}>{compareAt}</s>
          </>
        ) : (
          <span className={styles.price}>{price}</span>
        )}
      </p>
      <Availability offer={offer} />
      <div className={styles.buy}>
        <QuantityStepper value={quantity} onChange={setQuantity} isDisabled={!offer.availableForSale} />
        <AddToCart offers={data.offers} quantity={quantity} context={context} />
      </div>
    </section>
  );
}
