export { SiteFooter, type FooterFields } from './lib/footer/site-footer';
export { SiteHeader } from './lib/header/site-header';
export { isCurrentSection, visibleMenuItems, type HeaderFields, type MenuItem } from './lib/header/menu-types';
export { FallbackNotFound, NotFound, type NotFoundFields } from './lib/not-found/not-found';
export { buildPageMeta, documentTitle, openGraphLocale, type PageMetaInput } from './lib/seo/page-meta';
export { SkipLink } from './lib/skip-link';
