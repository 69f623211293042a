/**
 * What search engines may read of the site (issue 16). Public pages are open; these paths are
 * personal (account, cart, sign-in), search results (endless, thin pages) or machine endpoints
 * (proxies, forms). Case matters in robots.txt: the paths are written as the site links them
 * (`/{language}/Search?q=`, spec discovery §2). The account and cart page paths are not in the spec:
 * `my-account` and `cart` under any language, the names the account and shop issues are to use.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/sitecore/api/',
  '/ResolveCountryByIp.aspx',
  '/cookie-consent',
  '/login',
  '/logout',
  '/protected/',
  '/Search',
  '/*/Search',
  '/my-account',
  '/*/my-account',
  '/cart',
  '/*/cart',
  '/*.data$',
] as const;

/** The sitemap index every brand serves at its root. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
