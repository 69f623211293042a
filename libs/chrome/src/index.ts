export { Breadcrumb } from './lib/breadcrumb/breadcrumb';
export {
  COOKIE_CONSENT_BANNER_ID,
  COOKIE_CONSENT_HEAD_SCRIPT,
  CookieConsentBanner,
  CookieConsentProvider,
  useCookieConsent,
} from './lib/consent/cookie-consent';
export { SiteFooter, type FooterFields } from './lib/footer/site-footer';
export { HeaderStatusProvider, type HeaderStatus } from './lib/header/header-status';
export { type HeaderFields } from './lib/header/menu-types';
export { SiteHeader } from './lib/header/site-header';
export { ErrorNotice } from './lib/not-found/error-notice';
export { FallbackNotFound, NotFound } from './lib/not-found/not-found';
export { visibleBreadcrumbs } from './lib/rules/breadcrumb';
export { SkipLink } from './lib/skip-link';
