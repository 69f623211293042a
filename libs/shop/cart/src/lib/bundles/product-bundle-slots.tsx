import type { ReactNode } from 'react';
import { rememberMoneyTexts } from '@mbw/util';
import { ProductShopArea, VariantAvailability, preloadProductShopArea } from '../product-shop-area/lazy-product-shop-area';
import type { ProductShopPart } from '../product-shop-area/product-shop-part';
import { ShopLegalText } from '../product-shop-area/shop-legal-text';
import type { BundleProductContext } from './bundle-rules';
import { BundlesLink, ProductBundles, preloadProductBundles } from './product-bundles';

/** What the slots need of the catalog's product view (the catalog's ProductPageView has it). */
export interface ShopSlotsProduct {
  variant: { articleNumber: string; articleName: string } | null;
  path: string;
  name: string;
  brandName: string;
  category: string;
}

/** A variant table row's stock and delivery time, as the catalog's variant table hands it. */
export interface VariantRowAvailability {
  available: boolean;
  currentlyNotInStock?: boolean;
  quantityAvailable?: number | null;
  deliveryTime?: 'short' | 'middle' | 'long' | null;
}

/** A variant table row's stock and delivery time: the hero's availability component. */
function renderVariantAvailability(offer: VariantRowAvailability) {
  return (
    <VariantAvailability
      offer={{
        availableForSale: offer.available,
        currentlyNotInStock: offer.currentlyNotInStock ?? false,
        quantityAvailable: offer.quantityAvailable ?? null,
        deliveryTime: offer.deliveryTime ?? null,
      }}
    />
  );
}

export interface ProductShopSlots {
  shopSlot?: ReactNode;
  legalSlot?: ReactNode;
  bundlesSlot?: ReactNode;
  bundlesLinkSlot?: ReactNode;
  demoDevices?: { count: number; condition: string | null };
  renderVariantAvailability?: (offer: VariantRowAvailability) => ReactNode;
}

/**
 * The product page's shop slots (catalog and cart meet in the app's product route, which hands
 * these to the catalog's ProductPage): the hero's shop area and legal text, the bundles section
 * under the details and the hero's link to it, the way to the demo devices and the variant table's
 * availability — only for shop visitors (none on group and sensor, or when the shop is off for the
 * visitor); the bundles only when the Storefront answered. In the browser the shop parts' code
 * loads beside the page's own, and their prices come from the server's texts (no Intl while
 * hydrating), before they render.
 */
export function productShopSlots(part: ProductShopPart, product: ShopSlotsProduct, language: string): ProductShopSlots {
  if (typeof window !== 'undefined') {
    if (part.shopArea) void preloadProductShopArea();
    if (part.bundles.length > 0) void preloadProductBundles();
    rememberMoneyTexts(part.prices);
  }
  const shop: ProductShopSlots = part.shopArea
    ? { shopSlot: <ProductShopArea data={part.shopArea.data} context={part.shopArea.context} />, legalSlot: <ShopLegalText /> }
    : {};
  if (part.demoDevices) Object.assign(shop, { demoDevices: part.demoDevices, renderVariantAvailability });
  const variant = product.variant;
  if (!variant || part.bundles.length === 0) return shop;
  const context: BundleProductContext = {
    sku: variant.articleNumber,
    url: product.path,
    name: variant.articleName || product.name,
    brand: product.brandName,
    category: product.category,
    subcategory: '',
  };
  return {
    ...shop,
    bundlesSlot: <ProductBundles bundles={part.bundles} product={context} language={language} />,
    bundlesLinkSlot: <BundlesLink count={part.bundles.length} />,
  };
}
