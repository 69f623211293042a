import type { ReactNode } from 'react';
import { BundlesLink, ProductBundles, type BundleProductContext } from '@mbw/shop-cart';
import type { ProductPageView } from '@mbw/shop-catalog';

/**
 * The product page's bundles slots (catalog and cart meet here, in the app): the section under the
 * details and the hero's link to it. None when the shop is off for the visitor or the brand has
 * none (group, sensor: no shop UI, nothing loaded), or the variant has no Shopify products.
 */
export function productBundleSlots(product: ProductPageView, options: { shop: boolean; language: string }): { bundlesSlot?: ReactNode; bundlesLinkSlot?: ReactNode } {
  const variant = product.variant;
  const productIds = variant?.shopifyGlobalIds ?? [];
  if (!options.shop || !variant || productIds.length === 0) return {};
  const context: BundleProductContext = {
    sku: variant.articleNumber,
    url: product.path,
    name: variant.articleName || product.name,
    brand: product.brandName,
    category: product.category,
    subcategory: '',
  };
  return {
    bundlesSlot: <ProductBundles key={productIds.join(',')} productIds={productIds} product={context} language={options.language} />,
    bundlesLinkSlot: <BundlesLink productIds={productIds} />,
  };
}
