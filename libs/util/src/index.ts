export {
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  defaultLanguageTag,
  isSiteLanguage,
  parseLanguageTag,
  type LanguageTag,
  type SiteLanguage,
} from './lib/languages';
export {
  LOGOUT_PATH,
  PRODUCT_ACCESSORIES_ANCHOR,
  articleNumberToSlug,
  downloadsPath,
  isAccountPagePath,
  localizedPath,
  matchSitePath,
  parseArticleNumber,
  productNameToSlug,
  productPath,
} from './lib/site-routes';
export {
  COOKIES,
  brandLanguageCookie,
  isCookieMalformed,
  isSameOriginPath,
  languageFlyoutCookies,
  readBrowserCookie,
  readCookie,
  serializeClearCookie,
  serializeSetCookie,
  writeBrowserCookie,
  type CookieConsent,
  type CookieDefinition,
} from './lib/cookies';
export {
  EMPTY_CONTACT_FORMS_STATE,
  cleanUpOnLeave,
  readContactFormsState,
  selectContact,
  updateContactFormsState,
  usableEmail,
  withChosenPoint,
  withPerson,
  withoutStoredContact,
  type ContactFormsState,
  type ContactSnapshot,
} from './lib/contact/contact-forms-state';
export { forgetStoredContact } from './lib/contact/contact-forms-storage';
export { WISHLIST_PRODUCTS_FIELD, readFormPrefill, setFormPrefill, subscribeFormPrefill } from './lib/contact/form-prefill';
export { toIntlLocale } from './lib/format/locale';
export { formatDate, formatMoney, formatNumber, formatPercentage, moneyTexts, rememberMoneyTexts, type Money } from './lib/format/format';
export { ARTICLE_NUMBER_MASK, SERIAL_NUMBER_MASK, applyMask, isMaskComplete } from './lib/format/mask';
export { cutText } from './lib/format/cut-text';
export { EVENT_TIME_ZONE, formatEventDateRange } from './lib/format/event-dates';
export { nextSortDirection, sortRows, type Availability, type SortDirection, type SortKind } from './lib/sort/sorting';
export { buildPageMeta, pageMeta, publicImageUrl, type PageMetaInput } from './lib/seo/page-meta';
export { buildRobotsTxt } from './lib/seo/robots';
export { breadcrumbListJsonLd, emptyJsonLdValues, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from './lib/seo/json-ld';
export { buildSitemapIndex, sitemapDate, sitemapPage, sitemapPageCount, urlSetChunks, type SitemapUrl } from './lib/seo/sitemap-xml';
export { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE, ownPageHeaders } from './lib/http/own-page';
export { scheduleBulkDownload } from './lib/downloads/downloads-bulk';
export { isAllSelected, selectionReducer } from './lib/downloads/downloads-selection';
export { OFFLINE_MAP, type MapSettings } from './lib/maps/map-settings';
export {
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERROR_PATH,
  scrubPersonalData,
  toClientErrorReport,
  type ClientErrorKind,
} from './lib/errors/client-error';
