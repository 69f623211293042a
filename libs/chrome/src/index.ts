export { Breadcrumb } from './lib/breadcrumb/breadcrumb';
export {
  COOKIE_CONSENT_BANNER_ID,
  COOKIE_CONSENT_HEAD_SCRIPT,
  CookieConsentBanner,
  CookieConsentProvider,
  useCookieConsent,
} from './lib/consent/cookie-consent';
export { SiteFooter, type FooterFields } from './lib/footer/site-footer';
export { HeaderStatusProvider, useHeaderStatus, type HeaderStatus } from './lib/header/header-status';
export { isCurrentSection, visibleMenuItems, type HeaderFields, type MenuItem } from './lib/header/menu-types';
export { SiteHeader } from './lib/header/site-header';
export { ErrorNotice } from './lib/not-found/error-notice';
export { FallbackNotFound, NotFound, type NotFoundFields } from './lib/not-found/not-found';
export { visibleBreadcrumbs, type BreadcrumbItem } from './lib/rules/breadcrumb';
export { SkipLink } from './lib/skip-link';
