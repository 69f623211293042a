import { accountRenderings } from '@mbw/account';
import { SiteFooter, SiteHeader, type FooterFields, type HeaderFields } from '@mbw/chrome';
import { wishlistRenderings } from '@mbw/shop-wishlist';
import { contentBlocks, useBlockData, type BlockProps, type ComponentMap } from '@mbw/content-blocks';
import { CompareCheckbox } from '@mbw/shop-compare';
import { formRenderings } from '@mbw/forms';
import { contactRenderings } from './contact-renderings';
import { SalesAndServicePoints, type LocatorData } from '@mbw/locator';
import {
  CardCompareProvider,
  type CardProduct,
  ContentLister as ContentListerView,
  Lister as ListerView,
  StandaloneSearchForm,
  type ListerData,
  ProductCarousel,
} from '@mbw/search';
import type { MessageSet } from '../i18n/message-sets';
import type { RenderingMessageSets } from './rendering-messages';

/**
 * Every component name the layout service may send, across features. Features never import each
 * other, so the site app is where header and footer (chrome) and the My Account renderings
 * (each a lazy chunk, preloaded on the server like the content blocks) join the content blocks.
 */
/** The product cards' compare checkbox (issue 27): the compare feature's, in the search feature's cards. */
const renderCompare = (product: CardProduct) => <CompareCheckbox product={product} />;

/** The listers (issue 26): their view is the search feature's, their data the content loader's (search.server.ts). */
function Lister({ rendering, fields }: BlockProps<{ Title?: { value?: string } }>) {
  return (
    <CardCompareProvider render={renderCompare}>
      <ListerView data={useBlockData<ListerData>(rendering)} title={fields.Title?.value} />
    </CardCompareProvider>
  );
}
// Its code is the view's chunk: the server preloads it like any lazy block.
Lister.preload = ListerView.preload;

/** The events, jobs and stories/jobs listers: the same data (search.server.ts), rows of their own. */
function ContentLister({ rendering, fields }: BlockProps<{ Title?: { value?: string } }>) {
  return <ContentListerView data={useBlockData<ListerData>(rendering)} title={fields.Title?.value} />;
}
ContentLister.preload = ContentListerView.preload;

/** The product carousel (a family's first 15 products, search.server.ts). */
function ProductCarouselBlock({ rendering, fields }: BlockProps<{ Title?: { value?: string } }>) {
  return (
    <CardCompareProvider render={renderCompare}>
      <ProductCarousel data={useBlockData<ListerData>(rendering)} title={fields.Title?.value} />
    </CardCompareProvider>
  );
}
ProductCarouselBlock.preload = ProductCarousel.preload;

/** The sales and service points map page (issue 28): the locator feature's view, its data the content loader's (locator.server.ts). */
function LocatorBlock({ rendering }: BlockProps) {
  const data = useBlockData<LocatorData>(rendering);
  return data ? <SalesAndServicePoints data={data} /> : null;
}
LocatorBlock.preload = SalesAndServicePoints.preload;

export const componentMap: ComponentMap = {
  ...contentBlocks,
  ...accountRenderings,
  ...wishlistRenderings,
  // The Sitecore form renderer (issue 28): its own chunk, only on pages with a form.
  ...formRenderings,
  // The contact pages' layouts and panel (issue 28), after the wishlist's renderings: its quote products are wrapped there.
  ...contactRenderings,
  Header: { component: ({ fields }: BlockProps<HeaderFields>) => <SiteHeader fields={fields} /> },
  Footer: { component: ({ fields }: BlockProps<FooterFields>) => <SiteFooter fields={fields} /> },
  // The standalone search box (issue 25): a block of the search feature, handing over to /Search.
  SearchBox: { component: () => <StandaloneSearchForm /> },
  ProductFamilyLister: { component: Lister },
  ProductCarousel: { component: ProductCarouselBlock },
  AccessoriesLister: { component: Lister },
  EventsLister: { component: ContentLister },
  JobsLister: { component: ContentLister },
  StoriesLister: { component: ContentLister },
  DownloadsLister: { component: Lister },
  ProductDownloadsLister: { component: Lister },
  SalesAndServicePoints: { component: LocatorBlock },
};

const LISTER_SETS: readonly MessageSet[] = ['search', 'shop-compare']; // the search feature's cards with the compare checkbox
const setsOf = (names: object, sets: readonly MessageSet[]) => Object.fromEntries(Object.keys(names).map((name) => [name, sets]));

/**
 * The messages each rendering needs beyond the frame's and the content blocks' (a content page
 * carries only those of the renderings it holds: i18n/message-sets.ts). Header and Footer are the frame's.
 */
export const renderingMessageSets: RenderingMessageSets = {
  ...setsOf(accountRenderings, ['account']),
  ...setsOf(wishlistRenderings, ['shop-wishlist']),
  ...setsOf(formRenderings, ['forms']),
  ...setsOf(contactRenderings, ['forms']),
  // The quote form's wishlist products: the wishlist feature's view in the forms feature's layout.
  QuoteWishlistProducts: ['shop-wishlist', 'forms'],
  SearchBox: ['search'],
  ProductFamilyLister: LISTER_SETS,
  ProductCarousel: LISTER_SETS,
  AccessoriesLister: LISTER_SETS,
  EventsLister: ['search'],
  JobsLister: ['search'],
  StoriesLister: ['search'],
  DownloadsLister: LISTER_SETS,
  ProductDownloadsLister: LISTER_SETS,
  SalesAndServicePoints: ['locator'],
};
