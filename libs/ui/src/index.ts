export { AppLink, type AppLinkProps } from './lib/app-link';
export { isInternalHref, localizeHref } from './lib/hrefs';
export { SiteProvider, useSite, type SiteContextValue } from './lib/site-context';
