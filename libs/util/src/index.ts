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
  ACCOUNT_ROOT_PATH,
  LOGOUT_PATH,
  MAX_PATH_LENGTH,
  PRODUCT_ACCESSORIES_ANCHOR,
  articleNumberToSlug,
  downloadsPath,
  isAccountPagePath,
  localizedPath,
  matchSitePath,
  parseArticleNumber,
  productNameToSlug,
  productPath,
  type SiteRoute,
} from './lib/site-routes';
export {
  COOKIES,
  LANGUAGE_FLYOUT_COOKIE_DAYS,
  MAX_COOKIE_VALUE_LENGTH,
  brandLanguageCookie,
  isCookieMalformed,
  isSameOriginPath,
  languageFlyoutCookies,
  parseCookieHeader,
  readBrowserCookie,
  readCookie,
  serializeClearCookie,
  serializeSetCookie,
  writeBrowserCookie,
  type CookieConsent,
  type CookieDefinition,
  type CookieWrite,
  type CookieWriteOptions,
  type LanguageFlyoutChoice,
} from './lib/cookies';
export { FALLBACK_LOCALE, toIntlLocale } from './lib/format/locale';
export { formatDate, formatMoney, formatPercentage, moneyTexts, rememberMoneyTexts, type Money } from './lib/format/format';
export { ARTICLE_NUMBER_MASK, SERIAL_NUMBER_MASK, applyMask, isMaskComplete } from './lib/format/mask';
export { cutText } from './lib/format/cut-text';
export {
  comparatorFor,
  nextSortDirection,
  sortRows,
  type Availability,
  type SortDirection,
  type SortKind,
} from './lib/sort/sorting';
export {
  GRID_BREAKPOINTS,
  GUTTER_PX,
  MOBILE_MAX_PX,
  TABLET_MAX_PX,
  breakpointFor,
  mediaQueryFor,
  type Breakpoint,
} from './lib/dom/breakpoints';
export { HASH_SCROLL_MAX_RETRIES, MOBILE_SCROLL_OFFSET_PX, hashScrollDelay, scrollToHash, type HashScrollOptions } from './lib/dom/hash-scroll';
export { buildPageMeta, documentTitle, openGraphLocale, pageMeta, publicImageUrl, type PageMetaInput } from './lib/seo/page-meta';
export { buildRobotsTxt } from './lib/seo/robots';
export { breadcrumbListJsonLd, emptyJsonLdValues, organizationJsonLd, serializeJsonLd } from './lib/seo/json-ld';
export {
  SITEMAP_MAX_URLS,
  buildSitemapIndex,
  buildUrlSet,
  escapeXml,
  sitemapDate,
  sitemapPage,
  sitemapPageCount,
  urlSetChunks,
  type SitemapUrl,
} from './lib/seo/sitemap-xml';
export { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE, ownPageHeaders } from './lib/http/own-page';
