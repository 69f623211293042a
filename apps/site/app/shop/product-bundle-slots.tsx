import type { ReactNode } from 'react';
import { BundlesLink, ProductBundles, type BundleProductContext } from '@mbw/shop-cart';
import type { ProductPageView } from '@mbw/shop-catalog';
import type { DiscountBundle } from '@mbw/shop-data-access';

/**
 * The product page's bundles slots (catalog and cart meet here, in the app): the section under the
 * details and the hero's link to it, from the bundles the route loaded (only for shop visitors:
 * none on group and sensor, or when the shop is off for the visitor or the Storefront failed).
 */
export function productBundleSlots(product: ProductPageView, bundles: DiscountBundle[], language: string): { bundlesSlot?: ReactNode; bundlesLinkSlot?: ReactNode } {
  const variant = product.variant;
  if (!variant || bundles.length === 0) return {};
  const context: BundleProductContext = {
    sku: variant.articleNumber,
    url: product.path,
    name: variant.articleName || product.name,
    brand: product.brandName,
    category: product.category,
    subcategory: '',
  };
  return {
    bundlesSlot: <ProductBundles bundles={bundles} product={context} language={language} />,
    bundlesLinkSlot: <BundlesLink count={bundles.length} />,
  };
}
