import { useLingui } from '@lingui/react/macro';
import { Tooltip } from '@mbw/ui';
import { stockStatus, type DeliveryTime, type ShopOffer, type StockStatus } from '@mbw/shop-data-access';
import styles from './product-shop-area.module.css';

/** Green for good news, orange for limited or middle, red for none or long: always with words too. */
const STOCK_TONE: Record<StockStatus, 'good' | 'warn' | 'bad'> = {
  'in-stock': 'good',
  limited: 'warn',
  'currently-not-in-stock': 'warn',
  'not-in-stock': 'bad',
};
const DELIVERY_TONE: Record<DeliveryTime, 'good' | 'warn' | 'bad'> = { short: 'good', middle: 'warn', long: 'bad' };

/** Spec shop §4 "Stock display" and "Delivery time" as the visitor reads them. */
export function useAvailabilityTexts() {
  const { t } = useLingui();
  return {
    stock: (offer: Pick<ShopOffer, 'availableForSale' | 'currentlyNotInStock' | 'quantityAvailable'>): string => {
      const status = stockStatus(offer);
      const count = offer.quantityAvailable ?? 0;
      if (status === 'in-stock') return t`In stock`;
      if (status === 'limited') return count > 0 ? t`Only ${count} left in stock` : t`Only a few left in stock`;
      if (status === 'currently-not-in-stock') return t`Currently not in stock`;
      return t`Not in stock`;
    },
    delivery: (time: DeliveryTime | null): string | null => {
      if (time === 'short') return t`Delivery in 1–4 working days`;
      if (time === 'middle') return t`Delivery in 4–10 working days`;
      if (time === 'long') return t`Longer delivery time expected`;
      return null;
    },
  };
}

/** What the availability line reads of an offer (a hero's shop product or a variant table row's). */
export type AvailabilityOffer = Pick<ShopOffer, 'availableForSale' | 'currentlyNotInStock' | 'quantityAvailable' | 'deliveryTime'>;

/**
 * The availability line (spec shop §2 "Shop table availability", 000 §4 tooltip): the stock as a
 * tooltip trigger whose tooltip repeats stock and delivery time (hover, keyboard focus; closes
 * 120 ms after the pointer leaves), and the delivery time beside it. Colour dots are decoration:
 * the words say it all.
 */
export function Availability({ offer }: { offer: AvailabilityOffer }) {
  const { t } = useLingui();
  const texts = useAvailabilityTexts();
  const stock = texts.stock(offer);
  const delivery = texts.delivery(offer.deliveryTime);
  const stockTone = STOCK_TONE[stockStatus(offer)];
  return (
    <div className={styles.availability}>
      <Tooltip
        closeDelay={120}
        content={
          <span className={styles.tooltipContent}>
            <span>{t`Stock: ${stock}`}</span>
            <span>{delivery ? t`Delivery time: ${delivery}` : t`Delivery time: not known`}</span>
          </span>
        }
      >
        <span className={styles.status} data-tone={stockTone} data-testid="shop-stock">
          <span className={styles.dot} aria-hidden="true" />
          {stock}
        </span>
      </Tooltip>
      {delivery && offer.deliveryTime ? (
        <span
          className={styles.status}
          data-tone={DELIVERY_TONE[offer.deliveryTime]}
          data-delivery={offer.deliveryTime}
          data-testid="shop-delivery"
        >
          <span className={styles.dot} aria-hidden="true" />
          {delivery}
        </span>
      ) : null}
    </div>
  );
}
