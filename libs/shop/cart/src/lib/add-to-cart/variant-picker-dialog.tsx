import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopOffer } from '@mbw/shop-data-access';
import { Button, Dialog, useSite } from '@mbw/ui';
import { formatMoney } from '@mbw/util';
import { useAvailabilityTexts } from '../product-shop-area/availability';
import styles from '../product-shop-area/product-shop-area.module.css';

/**
 * The add-to-cart slide-over (spec shop §2): several available items match (demo devices with
 * `?condition=used`), so the visitor picks one. Its own chunk, loaded when it opens.
 */
export default function VariantPickerDialog({
  offers,
  onPick,
  onClose,
}: {
  offers: readonly ShopOffer[];
  onPick: (offer: ShopOffer) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Choose an item`} placement="slide-over" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <VariantPicker offers={offers} onPick={onPick} />
    </Dialog>
  );
}

/** The slide-over's list: each available item with its condition, price, stock and a button. */
function VariantPicker({ offers, onPick }: { offers: readonly ShopOffer[]; onPick: (offer: ShopOffer) => void }) {
  const { t } = useLingui();
  const { language } = useSite();
  const texts = useAvailabilityTexts();
  const conditions = { new: t`New`, used: t`Used`, refurbished: t`Refurbished` };
  return (
    <ul className={styles.pickerList}>
      {offers.map((offer) => {
        const price = formatMoney({ amount: offer.amount, currencyCode: offer.currencyCode }, language);
        const title = offer.title;
        const condition = conditions[offer.condition];
        return (
          <li key={offer.merchandiseId} className={styles.pickerItem}>
            {offer.image ? <img src={offer.image.url} alt="" width={64} height={64} className={styles.pickerImage} /> : null}
            <div className={styles.pickerText}>
              <span className={styles.pickerTitle}>{title}</span>
              <span>{condition}</span>
              {price ? <span className={styles.price}>{price}</span> : null}
              <span>{texts.stock(offer)}</span>
            </div>
            <Button variant="secondary" size="small" onPress={() => onPick(offer)} aria-label={t`Add ${title} (${condition}) to cart`}>
              <Trans>Add to cart</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
