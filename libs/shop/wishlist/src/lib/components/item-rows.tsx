import { useLingui } from '@lingui/react/macro';
import type { WishlistObject } from '@mbw/api-clients';
import { AppLink, Image, buttonClassName } from '@mbw/ui';
import { productPath } from '@mbw/util';
import { formatWishlistDate } from '../rules/wishlist-format';
import styles from './wishlist.module.css';

/** The width of a wishlist card's picture (spec shop §9: 177). */
const PICTURE_WIDTH = 177;

/** A list's products (spec shop §3 item): picture, name linking to the product, article number, date added; removable when `onRemove`. */
export function ItemRows({
  items,
  language,
  onRemove,
  busy,
}: {
  items: readonly WishlistObject[];
  language: string;
  onRemove?: (item: WishlistObject) => void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.items} aria-label={t`Products in the wishlist`}>
      {items.map((item) => {
        const added = formatWishlistDate(item.addDate);
        const { articleNo, name } = item;
        const href = item.masterProductNameEn
          ? productPath({ language, productName: item.masterProductNameEn, articleNumber: item.articleNo || null })
          : null;
        return (
          <li key={item.variantId} className={styles.item}>
            {item.picture ? <Image src={item.picture} alt="" width={PICTURE_WIDTH} height={PICTURE_WIDTH} /> : <span />}
            <div>
              <h3 className={styles.itemName}>{href ? <AppLink href={href}>{item.name || item.MasterProductName}</AppLink> : item.name}</h3>
              {item.articleNo ? <p className={styles.meta}>{t`Article number ${articleNo}`}</p> : null}
              {added ? <p className={styles.meta}>{t`Added on ${added}`}</p> : null}
            </div>
            {onRemove ? (
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'small', className: styles.noPrint })}
                disabled={busy}
                onClick={() => onRemove(item)}
              >
                {t`Remove ${name}`}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
