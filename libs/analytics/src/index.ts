/**
 * @mbw/analytics — the site's analytics (issue 29): the one module that shapes every dataLayer push
 * (GA4 e-commerce shape, spec shop §7, §9), the tag manager loaded only after statistics consent
 * (Google Consent Mode v2) and the real-user metrics. Browser-only behaviour, no React.
 */
export {
  downloadEvent,
  pageviewEvent,
  productDetailEvent,
  pushAnalyticsEvent,
  pushCartEvent,
  viewItemEvent,
  type AnalyticsItem,
} from './lib/events';
export { consentDefaultsScript, createTagManager, type TagManager, type TagManagerSettings } from './lib/tag-manager';
export { listenForProductClicks } from './lib/product-clicks';
