import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Routes of every brand (spec discovery §2 "Page routing"). Proxy and health routes first; then
 * the pages, inside the page shell (a pathless layout): product, downloads, and every other path a
 * content page. Page loaders read their parameters with matchSitePath from @mbw/util, which
 * classifies these URLs.
 */
export default [
  route('healthz', 'routes/healthz.ts'),
  route('sitecore/api/*', 'routes/sitecore-proxy.ts'),
  // Orders (issue 14): the customer's Multipass token, and the Storefront API same-origin (shop brands).
  route('api/:commerce/multipass-token', 'routes/multipass-token.ts'),
  // The shop (issue 15): the checkout's Multipass hand-off, and the protected store's credentials.
  route('api/:commerce/multipass', 'routes/multipass.ts'),
  route('protected/:commerce', 'routes/protected-store.ts'),
  route('api/2025-01/graphql.json', 'routes/storefront-proxy.ts'),
  // Search (issue 25): the page's search token, and the Coveo Search API same-origin for the browser's engine.
  route('api/search/token', 'routes/search-token.ts'),
  route('api/search/v2/:operation?', 'routes/search-proxy.ts'),
  route('api/search/analytics/*', 'routes/search-analytics.ts'),
  route('api/client-errors', 'routes/client-errors.ts'), // the browser's error reports into the server log (entry.client.tsx)
  route('api/forms/field-tracking', 'routes/form-field-tracking.ts'), // the forms' field tracking (issue 28)
  route('api/*', 'routes/api-proxy.ts'),
  route('ResolveCountryByIp.aspx', 'routes/geo-ip-proxy.ts'),
  route('maps/*', 'routes/maps-proxy.ts'), // the map page's places autocomplete and offline map style (issue 28)
  route('-/media/*', 'routes/media-proxy.ts'), // the CMS media library (images in content blocks)
  route('cookie-consent', 'routes/cookie-consent.ts'), // the cookie banner's form (libs/chrome consent)
  route('robots.txt', 'routes/robots.ts'), // for crawlers: what to read, where the sitemap is (seo/seo-paths.ts)
  route('sitemap.xml', 'routes/sitemap-index.ts'), // the sitemap index: one sitemap per language (seo/sitemap-*.ts)
  route('sitemaps/:file', 'routes/sitemap.ts'), // /sitemaps/{language}[-{n}].xml
  route('logout', 'routes/logout.ts'), // ends the site session, then the provider's (server/session/session.server.ts)
  // Every page renders inside the page shell: the chrome, the frame, the not-found and error pages.
  layout('routes/page-shell.tsx', { id: 'shell' }, [
    // Sign-in (issue 14): redirects to the provider and back; a problem is a page in the frame.
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('auth/callback', 'routes/auth-callback.tsx', { id: 'auth-callback' }),
    route(':lang?/product/:name/:article?', 'routes/product-page.tsx', { id: 'product' }),
    route(':lang?/downloadsPage/:name/:article?', 'routes/downloads-page.tsx', { id: 'downloads' }),
    route(':lang?/Search', 'routes/search-page.tsx', { id: 'search' }), // the global search (issue 25)
    route(':lang?/Comparison', 'routes/compare-page.tsx', { id: 'compare' }), // the compare page (issue 27)
    index('routes/content-page.tsx', { id: 'home' }),
    route('*', 'routes/content-page.tsx', { id: 'content' }),
  ]),
] satisfies RouteConfig;
