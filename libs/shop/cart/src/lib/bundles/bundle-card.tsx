import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DiscountBundle } from '@mbw/shop-data-access';
import { Icon, Image, buttonClassName, visuallyHidden } from '@mbw/ui';
import { COOKIES, formatMoney, readBrowserCookie } from '@mbw/util';
import { pushAddToCart, type AnalyticsItem } from '../analytics/cart-analytics';
import {
  BUNDLE_MIN_QUANTITY,
  bundleLines,
  bundleTotals,
  isBundleAvailable,
  withDiscountCode,
  type BundleProductContext,
} from './bundle-rules';
import { QuantityStepper } from '../quantity/quantity-stepper';
import styles from './bundles.module.css';

/** Spec shop §2: only the first items of a bundle show until "Show all". */
export const BUNDLE_ITEMS_SHOWN = 2;

export interface BundleCardProps {
  bundle: DiscountBundle;
  /** 1-based, for the card's heading. */
  position: number;
  product: BundleProductContext;
  language: string;
}

/**
 * One bundle (spec shop §2, §4): its items (the first ones, then all), the old and the discounted
 * total for the chosen quantity with the discount percent, the quantity stepper and "Add bundle to
 * cart": the lines tagged with the bundle, then the bundle's code added to the cart's codes.
 */
export function BundleCard({ bundle, position, product, language }: BundleCardProps) {
  const { t } = useLingui();
  const listId = useId();
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const [quantity, setQuantity] = useState(BUNDLE_MIN_QUANTITY);
  const [adding, setAdding] = useState(false);

  const items = bundle.productVariants;
  const visible = expanded ? items : items.slice(0, BUNDLE_ITEMS_SHOWN);
  const hidden = items.length - BUNDLE_ITEMS_SHOWN;
  const totals = bundleTotals(bundle, quantity);
  const money = (amount: number) => formatMoney({ amount, currencyCode: totals.currencyCode }, language) ?? '';
  const count = items.length;
  const percent = totals.percent;

  const addBundle = async () => {
    // Spec §4: nothing when any variant is unavailable or there are none.
    if (!isBundleAvailable(bundle) || adding) return;
    setAdding(true);
    try {
      // The cart's code (state, urql, documents) loads on the first add, never with the page.
      const { cartActions, currentCart } = await import('../state/cart-hooks');
      const { addLines, updateDiscountCodes } = cartActions;
      // The line's product URL is absolute (the checkout and the order e-mails are on another origin).
      const url = new URL(product.url, window.location.origin).href;
      const added = await addLines(bundleLines(bundle, quantity, { ...product, url }), {
        kind: 'bundle',
        title: t`Bundle of ${count} products`,
        amount: totals.newTotal.toFixed(2),
        currencyCode: totals.currencyCode,
        amountOfItems: count * quantity,
      });
      // Spec §8: the bundle add logs and stops (addLines has shown its message).
      if (!added) {
        console.error('No cart after adding items');
        return;
      }
      if (!readBrowserCookie(COOKIES.cartId)) {
        console.error('No cart id');
        return;
      }
      // The codes of the cart the Storefront answered with the lines added, not of the cart this
      // page had read before: the cookie's cart may not have been read yet, and its codes are kept.
      const codes = currentCart()?.discountCodes.map((discount) => discount.code) ?? [];
      await updateDiscountCodes(withDiscountCode(codes, bundle.discountName));
      pushAddToCart(
        items.map((variant): AnalyticsItem => analyticsItem(variant, quantity, product)),
        totals.currencyCode,
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          <Trans>
            Bundle {position}: {count} products
          </Trans>
        </h3>
        {percent > 0 ? (
          <span className={styles.badge}>
            <Trans>Save {percent} %</Trans>
          </span>
        ) : null}
      </header>
      <ul id={listId} className={styles.items}>
        {visible.map((variant) => (
          <li key={variant.id} className={styles.item}>
            {variant.image ? (
              <Image src={variant.image.url} alt="" width={100} height={100} sizes="56px" className={styles.itemImage} />
            ) : (
              <span className={styles.itemImage} />
            )}
            <span className={styles.itemText}>
              <span className={styles.itemName}>{variant.title}</span>
              <span className={styles.itemSku}>
                <ArticleNumber sku={variant.sku} />
              </span>
            </span>
            <span className={styles.itemPrice}>
              {variant.compareAtPrice && Number(variant.compareAtPrice.amount) > Number(variant.price.amount) ? (
                <del className={styles.old}>
                  <span className={visuallyHidden}>
                    <Trans>Regular price</Trans>
                  </span>{' '}
                  {formatMoney(variant.compareAtPrice, language)}
                </del>
              ) : null}{' '}
              {formatMoney(variant.price, language)}
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'small', className: styles.toggle })}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Show fewer products</Trans> : <Trans>Show all {count} products</Trans>}
          <Icon name="chevron-down" />
        </button>
      ) : null}
      <div className={styles.buy}>
        <p className={styles.prices}>
          <del className={styles.old}>
            <span className={visuallyHidden}>
              <Trans>Price without bundle discount</Trans>
            </span>{' '}
            {money(totals.oldTotal)}
          </del>{' '}
          <strong className={styles.new}>
            <span className={visuallyHidden}>
              <Trans>Bundle price</Trans>
            </span>{' '}
            {money(totals.newTotal)}
          </strong>
        </p>
        <QuantityStepper value={quantity} onChange={setQuantity} label={t`Quantity of bundle ${position}`} />
        <button
          type="button"
          className={buttonClassName({ variant: 'primary', className: styles.add })}
          onClick={() => void addBundle()}
          // aria-disabled, not disabled: the keyboard focus stays on the button while the cart updates.
          aria-disabled={adding || undefined}
          aria-describedby={headingId}
        >
          <Icon name="cart" size={18} />
          <Trans>Add bundle to cart</Trans>
        </button>
      </div>
    </article>
  );
}

function ArticleNumber({ sku }: { sku: string }) {
  return <Trans>Article number {sku}</Trans>;
}

function analyticsItem(variant: DiscountBundle['productVariants'][number], quantity: number, product: BundleProductContext): AnalyticsItem {
  const own = variant.sku === product.sku;
  const price = Number(variant.price.amount);
  const compareAt = variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null;
  return {
    item_id: variant.sku,
    item_name: variant.title,
    item_brand: product.brand,
    item_category: own ? product.category : '',
    item_category2: own ? product.subcategory : '',
    price: Number.isFinite(price) ? price : 0,
    quantity,
    sku: variant.sku,
    compareAtPrice: compareAt !== null && Number.isFinite(compareAt) ? compareAt : null,
    condition: 'new',
  };
}
