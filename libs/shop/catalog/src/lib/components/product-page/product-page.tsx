import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { productDetailEvent, pushAnalyticsEvent } from '@mbw/analytics';
import { HydrateNearView, QueryProvider, useFragmentScroll } from '@mbw/ui';
import type { ProductPageView } from '../../rules/product-view';
import type { VariantRowOffer } from '../../rules/variant-selector';
import { CompatibleProducts } from './compatible-products';
import type { ProductActionLinks } from './product-actions';
import { ProductApplications } from './product-applications';
import { ProductBenefits } from './product-benefits';
import { ProductDetails } from './product-details';
import { ProductHero } from './product-hero';
import { ProductStories } from './product-stories';
import styles from './product-page.module.css';
import { ProductVideoSection } from './product-videos';
import { SimilarAccessories } from './similar-accessories';
import { SimilarProducts } from './similar-products';
import { TechnicalSpecs } from './technical-specs';

export interface ProductPageProps {
  product: ProductPageView;
  links: ProductActionLinks;
  /** The variant selector dialog (later issue). */
  variantSlot?: ReactNode;
  /**
   * The signed-in customer's favourite contact id (spec product §2: 'get a quote' instead of 'find
   * a dealer'); null or absent for everyone else.
   */
  favouriteContactId?: string | null;
  /**
   * Shop visitors: the variant's demo devices (used, refurbished) in the store, and the page's
   * `condition` query (spec product §1, §2); absent without the shop.
   */
  demoDevices?: { count: number; condition: string | null };
  /**
   * The stock and delivery time of a variant table row (spec product §2 "Shop table availability"),
   * the hero's own availability component from the cart feature; without it the table says
   * Available / Not available.
   */
  renderVariantAvailability?: (offer: VariantRowOffer) => ReactNode;
  /** Legal text under the variant area. */
  legalSlot?: ReactNode;
  /** The hero's shop area (price, stock, add to cart), from the cart feature; shop visitors only. */
  shopSlot?: ReactNode;
  /** The bundles section (shop brands with the shop on; @mbw/shop-cart), under the details. */
  bundlesSlot?: ReactNode;
  /** The hero's link to the bundles section (shown by the slot's owner once there are bundles). */
  bundlesLinkSlot?: ReactNode;
  /** The wishlist button among the hero's actions (from the wishlist feature, composed by the route). */
  wishlistSlot?: ReactNode;
  /** The hero's compare button (@mbw/shop-compare, every brand), among the actions. */
  compareSlot?: ReactNode;
  /**
   * What the loader dehydrated (`dehydrateProductLoad`): the video campaign the section reads from
   * the query cache. The provider sits here, in the page's lazy chunk, so TanStack Query stays out
   * of every other page's first load.
   */
  dehydrated?: DehydratedState;
}

/**
 * Spec shop §7 "product detail": the product page was viewed (every brand; the shop's view_item
 * adds the offer and its price). Once per product variant shown; held until the visitor answers
 * the banner (@mbw/analytics).
 */
function useProductDetailPush(product: ProductPageView) {
  const id = product.variant?.articleNumber ?? product.englishName;
  useEffect(() => {
    pushAnalyticsEvent(
      productDetailEvent({ item_id: id, item_name: product.name, item_brand: product.brandName, item_category: product.category }),
      { holdUntilConsent: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per variant shown, not per render
  }, [id]);
}

/**
 * The product page body (spec product §2), server-rendered (loaded through lazy-product-page): hero, details, technical
 * specifications with the scope of delivery, benefits, applications, compatible products, similar
 * accessories, similar products, stories and the video campaign.
 * Printing gives a datasheet (title, image, selling points, every spec row, scope of delivery).
 */
export function ProductPageContent({
  product,
  links,
  variantSlot,
  legalSlot,
  shopSlot,
  bundlesSlot,
  bundlesLinkSlot,
  wishlistSlot,
  compareSlot,
  dehydrated,
  favouriteContactId,
  demoDevices,
  renderVariantAvailability,
}: ProductPageProps) {
  // A link to a part of the page (a device card's #accessories) lands there, also client-side.
  const page = useFragmentScroll<HTMLDivElement>();
  useProductDetailPush(product);
  return (
    <QueryProvider state={dehydrated}>
      <div ref={page} className={styles.page}>
        <ProductHero
          product={product}
          links={links}
          variantSlot={variantSlot}
          legalSlot={legalSlot}
          shopSlot={shopSlot}
          bundlesLinkSlot={bundlesLinkSlot}
          wishlistSlot={wishlistSlot}
          compareSlot={compareSlot}
          favouriteContactId={favouriteContactId}
          demoDevices={demoDevices}
          renderVariantAvailability={renderVariantAvailability}
        />
        <ProductDetails description={product.description} />
        {bundlesSlot}
        {/* Below the first screen: server HTML at once, hydrated as each section comes near the
            viewport (their hydration in one go was the page's longest task on a phone, issue 30). */}
        <HydrateNearView>
          <TechnicalSpecs specs={product.specs} scopeOfDelivery={product.scopeOfDelivery} datasheetUrl={product.datasheetUrl} />
        </HydrateNearView>
        <HydrateNearView>
          <ProductBenefits benefits={product.benefits} />
        </HydrateNearView>
        <HydrateNearView>
          <ProductApplications applications={product.applications} />
        </HydrateNearView>
        <HydrateNearView>
          <CompatibleProducts products={product.compatibleProducts} />
        </HydrateNearView>
        <HydrateNearView>
          <SimilarAccessories accessories={product.similarAccessories} />
        </HydrateNearView>
        <HydrateNearView>
          <SimilarProducts products={product.similarProducts} />
        </HydrateNearView>
        <HydrateNearView>
          <ProductStories stories={product.stories} />
        </HydrateNearView>
        {product.videoCampaign ? (
          <HydrateNearView>
            <ProductVideoSection source={product.videoCampaign} />
          </HydrateNearView>
        ) : null}
      </div>
    </QueryProvider>
  );
}
