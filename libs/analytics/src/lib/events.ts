import { COOKIES, readBrowserCookie } from '@mbw/util';

/**
 * Every analytics push of the site (spec shop §7 "Analytics pushes", §9), in one place: the shape
 * of each event (GA4's e-commerce shape, so a Google Tag Manager container's GA4 tags read them
 * as they are) and the one way into `window.dataLayer`. Features build an event here and push it;
 * nothing else writes to the dataLayer except the tag manager's consent calls (tag-manager.ts).
 *
 * Pushed only after statistics consent (spec account §9; the banner's `cookieConsent` cookie,
 * read at the moment of the push, so a choice made on this page counts at once).
 */
export const DEFAULT_ANALYTICS_CURRENCY = 'EUR';
/** Spec shop §9: "default country code 'de' for analytics" (the pageview's country_code). */
export const DEFAULT_ANALYTICS_COUNTRY_CODE = 'de';

/** One product in an e-commerce event, every field spec shop §7 lists. */
export interface AnalyticsItem {
  /** The variant's article number (with its dot). */
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2: string;
  /** The unit price. */
  price: number;
  quantity: number;
  sku: string;
  compareAtPrice: number | null;
  condition: 'new' | 'used' | 'refurbished';
}

/** A product where no price or quantity is known (a product page on any brand, a product link). */
export type AnalyticsProduct = Pick<AnalyticsItem, 'item_id' | 'item_name'> &
  Partial<Pick<AnalyticsItem, 'item_brand' | 'item_category' | 'item_category2'>>;

export type CartEventName = 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'view_cart';

interface PricedEcommerce {
  currency: string;
  value: number;
  items: AnalyticsItem[];
}

/** One file of a download push. */
export interface DownloadedFile {
  file_name: string;
  title: string;
  category: string;
  language: string;
}

export interface WebVitalInput {
  name: string;
  value: number;
  rating: string;
  id: string;
}

/** Every event the site pushes. */
export type AnalyticsEvent =
  | { event: CartEventName | 'view_item'; ecommerce: PricedEcommerce }
  | { event: 'select_item'; ecommerce: { item_list_name: string; items: AnalyticsProduct[] } }
  | { event: 'product_detail'; ecommerce: { items: AnalyticsProduct[] } }
  | { event: 'file_download'; download_type: 'single' | 'bulk'; file_count: number; files: DownloadedFile[] }
  | {
      event: 'pageview';
      page_type: string;
      page_path: string;
      page_location: string;
      page_title: string;
      language: string;
      country_code: string;
    }
  | { event: 'web_vitals'; page_type: string; metric_name: string; metric_value: number; metric_rating: string; metric_id: string };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The items' value: unit price × quantity, summed, to the cent. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return round2(
    items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? Math.round(item.price * 100) * item.quantity : 0), 0) / 100,
  );
}

const priced = (items: readonly AnalyticsItem[], currency: string | undefined): PricedEcommerce => ({
  currency: currency || DEFAULT_ANALYTICS_CURRENCY,
  value: itemsValue(items),
  items: items.map((item) => ({ ...item })),
});

/** add_to_cart, remove_from_cart (spec shop §7), begin_checkout and view_cart (§4 "Checkout hand-off"): EUR by default (§9). */
export function cartEvent(event: CartEventName, items: readonly AnalyticsItem[], currency?: string): AnalyticsEvent {
  return { event, ecommerce: priced(items, currency) };
}

/** view_item: the shop's offer the product page shows (its price), GA4's product view. */
export function viewItemEvent(item: AnalyticsItem, currency?: string): AnalyticsEvent {
  return { event: 'view_item', ecommerce: priced([item], currency) };
}

/** The spec's "product click": GA4's select_item, with the list the link was in. */
export function productClickEvent(product: AnalyticsProduct, listName: string): AnalyticsEvent {
  return { event: 'select_item', ecommerce: { item_list_name: listName, items: [{ ...product }] } };
}

/** The spec's "product detail": a product page was viewed (every brand, shop or not; no price). */
export function productDetailEvent(product: AnalyticsProduct): AnalyticsEvent {
  return { event: 'product_detail', ecommerce: { items: [{ ...product }] } };
}

/** The spec's "download": one push per single file, one per bulk download with the files it saved. */
export function downloadEvent(files: readonly DownloadedFile[], mode: 'single' | 'bulk'): AnalyticsEvent {
  return { event: 'file_download', download_type: mode, file_count: files.length, files: files.map((file) => ({ ...file })) };
}

export interface PageviewInput {
  pageType: string;
  /** Path and query of the page (no hash). */
  path: string;
  origin: string;
  title: string;
  language: string;
  /** The visitor's country code cookie; 'de' without one (spec shop §9). */
  countryCode?: string | null;
}

/** pageview: every page, the first and every client-side navigation. */
export function pageviewEvent(input: PageviewInput): AnalyticsEvent {
  return {
    event: 'pageview',
    page_type: input.pageType,
    page_path: input.path,
    page_location: input.origin + input.path,
    page_title: input.title,
    language: input.language,
    country_code: (input.countryCode || DEFAULT_ANALYTICS_COUNTRY_CODE).toLowerCase(),
  };
}

/** A Core Web Vital (web-vitals' metric) with the type of the page it was measured on (issue 29 §6). */
export function webVitalEvent(metric: WebVitalInput, pageType: string): AnalyticsEvent {
  return {
    event: 'web_vitals',
    page_type: pageType,
    metric_name: metric.name,
    // CLS is a unitless score with decimals; the others are milliseconds.
    metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** The page's dataLayer (created on first use), as Google Tag Manager reads it. */
export function dataLayer(): unknown[] {
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** The visitor's choice: undefined until the banner was answered. */
function consentChoice() {
  return readBrowserCookie(COOKIES.consent);
}

/**
 * The current page's own view events (pageview, product detail, view_item) while the visitor has
 * not answered the banner yet: kept in memory, never in the dataLayer, and pushed only if they
 * allow statistics on this page (so the container, which loads then, sees the page it loaded on).
 * A "necessary only" answer keeps nothing. Keyed by the page's path: a client-side navigation
 * leaves the previous page's events behind.
 */
const HELD_MAX = 10;
let held: Array<{ page: string; event: AnalyticsEvent }> = [];

const currentPage = () => window.location.pathname + window.location.search;

/**
 * Pushes one event into the dataLayer after statistics consent; returns whether it did. Nothing on
 * the server, nothing without consent. An e-commerce event is preceded by `{ ecommerce: null }`
 * (GA4: so the previous event's fields do not leak into this one). `holdUntilConsent`: a page view
 * event of this page, kept until the visitor answers the banner (see above).
 */
export function pushAnalyticsEvent(event: AnalyticsEvent, options: { holdUntilConsent?: boolean } = {}): boolean {
  if (typeof window === 'undefined') return false;
  const choice = consentChoice();
  if (choice !== 'statistics') {
    if (options.holdUntilConsent && choice === undefined) held = [...held, { page: currentPage(), event }].slice(-HELD_MAX);
    return false;
  }
  const layer = dataLayer();
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
  return true;
}

/** On consent: the held view events of the page the visitor is on, in their order; the rest are dropped. */
export function releaseHeldEvents(): number {
  if (typeof window === 'undefined') return 0;
  const page = currentPage();
  const mine = held.filter((entry) => entry.page === page);
  held = [];
  let pushed = 0;
  for (const entry of mine) if (pushAnalyticsEvent(entry.event)) pushed += 1;
  return pushed;
}

/** Add to cart and the others, when there are items: returns whether it pushed. */
export function pushCartEvent(event: CartEventName, items: readonly AnalyticsItem[], currency?: string): boolean {
  return items.length > 0 && pushAnalyticsEvent(cartEvent(event, items, currency));
}
