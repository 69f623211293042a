import type { DiscountBundle } from '@mbw/shop-data-access';
import type { Money } from '@mbw/util';
import { BUNDLE_MIN_QUANTITY, bundleTotals } from './bundles/bundle-rules';
import type { ProductShopAreaData } from './product-shop-area/shop-area-data';

/**
 * The amounts the product page's shop parts show when they first render: every offer of the shop
 * area (with its compare-at price), and each bundle's items and totals at the first quantity. The
 * product route formats them on the server (`moneyTexts`) so the page hydrates without building
 * an Intl formatter; anything a visitor changes afterwards is formatted in the browser.
 */
export function productPageMoney(shopArea: ProductShopAreaData | null, bundles: readonly DiscountBundle[]): Money[] {
  const moneys: Money[] = [];
  if (shopArea?.status === 'ok') {
    for (const offer of shopArea.offers) {
      moneys.push({ amount: offer.amount, currencyCode: offer.currencyCode });
      if (offer.compareAtAmount) moneys.push({ amount: offer.compareAtAmount, currencyCode: offer.currencyCode });
    }
  }
  for (const bundle of bundles) {
    for (const variant of bundle.productVariants) {
      moneys.push(variant.price);
      if (variant.compareAtPrice) moneys.push(variant.compareAtPrice);
    }
    const totals = bundleTotals(bundle, BUNDLE_MIN_QUANTITY);
    moneys.push(
      { amount: totals.oldTotal, currencyCode: totals.currencyCode },
      { amount: totals.newTotal, currencyCode: totals.currencyCode },
    );
  }
  return moneys;
}
