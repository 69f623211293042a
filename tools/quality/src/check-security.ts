/**
 * `npm run check:security`: security headers, CSP nonces, cookies, CORS, a forged Host header and
 * cross-site refusal (every route of the site, every state-changing method) on every response kind
 * of every brand's production build. Prints a table; exits 1 on a failure.
 */
import http from 'node:http';
import { isShopBrand, restrictedDownloadPath, signInThroughSite, workspaceRoot, type RunningBrand } from '@mbw/testing';
import {
  documentFailures,
  baseHeaderFailures,
  cookieFailures,
  grade,
  observatoryScore,
  type ProbedResponse,
} from './lib/security-rules.ts';
import { contractEndpoints } from './lib/account.ts';
import { recordGateFigures, runDate, runLabel } from './lib/docs-figures.ts';
import { HARMLESS_QUERY, STOREFRONT_PROXY_PATH, multipassTokenPath } from './lib/orders.ts';
import { sampleRoutePaths, siteRoutes } from './lib/site-routes.ts';
import { LOCAL_SERVICES_URL, startStack } from './lib/stack.ts';
import { printReport, type Row } from './lib/table.ts';

interface Probe {
  name: string;
  path: string;
  /** The status expected; a list when any of them is right (e.g. refused or not found). */
  status: number | readonly number[];
  /** Sent byte for byte (no URL normalising of `./`, `//` or case), over node:http. */
  rawPath?: boolean;
  kind: 'document' | 'other';
  init?: RequestInit;
  publicHost?: boolean;
  /** Sent with a forged Host header: no URL in the answer may name it. */
  forgedHost?: boolean;
  extra?: (response: ProbedResponse) => string[];
}

const EVIL = 'https://evil.example';

const FORGED_HOST = 'evil.example';

/** What a refused cross-site write must look like: nothing set, a plain text answer. */
function refusedWrite(response: ProbedResponse): string[] {
  return [
    ...(response.headers.getSetCookie().length > 0 ? [`set a cookie: ${response.headers.getSetCookie().join(', ')}`] : []),
    ...(response.headers.get('content-type')?.startsWith('text/plain') ? [] : [`content-type ${response.headers.get('content-type')}`]),
  ];
}

/**
 * A cross-site write to every route the site has (from its route config, so a route added later is
 * probed too), with each state-changing method on the banner's form target: all refused with 403.
 */
function crossSiteWriteProbes(routePaths: readonly string[]): Probe[] {
  const crossSite = { 'sec-fetch-site': 'cross-site', origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' };
  const body = 'consent=statistics&return_to=%2Fen%2F';
  return [
    ...routePaths.map((path) => ({
      name: `cross-site POST ${path}`,
      path,
      status: 403,
      kind: 'other' as const,
      init: { method: 'POST', headers: crossSite, body },
      extra: refusedWrite,
    })),
    ...['PUT', 'PATCH', 'DELETE'].map((method) => ({
      name: `cross-site ${method} /cookie-consent`,
      path: '/cookie-consent',
      status: 403,
      kind: 'other' as const,
      init: { method, headers: crossSite, body },
      extra: refusedWrite,
    })),
    {
      name: 'cross-site POST, Origin only (older browser)',
      path: '/cookie-consent',
      status: 403,
      kind: 'other',
      init: { method: 'POST', headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' }, body },
      extra: refusedWrite,
    },
  ];
}

/** Fetch Metadata of a request from one of the site's own pages. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;
/** The header this site's scripts send (apps/site server/security/own-page.ts, @mbw/util OWN_PAGE_HEADER). */
const OWN_PAGE_HEADER = { 'x-requested-with': 'kestrel-site' } as const;

/** A plain refusal before anything ran: the cross-site answer, nothing set (issue 23). */
function refusedCrossSite(response: ProbedResponse): string[] {
  return [...refusedWrite(response), ...(response.body === 'Cross-site request refused.' ? [] : ['not the cross-site refusal'])];
}

/**
 * Issue 23 item 1: a request that changes state or hands out a credential comes only from this
 * site's own pages, whatever its method. Every account endpoint of the contract (so one added later
 * is probed too), the Multipass token endpoints and /logout: from another site (a link, an image: a
 * top-level GET carries the Lax session cookie) and from a client with neither Fetch Metadata nor
 * the own-page header, all 403 with the plain refusal and no upstream call; with Fetch Metadata
 * `same-origin` or the header they are answered. /logout also takes a typed or bookmarked visit.
 */
function ownPageProbes(brand: RunningBrand, session: string): Probe[] {
  const crossSite = { 'sec-fetch-site': 'cross-site', cookie: session };
  const bare = { cookie: session };
  const ownPagePost = { ...SAME_ORIGIN, origin: brand.url };
  const credentialGets = ['/api/shopify/multipass?return_to=%2F', '/api/shopify/multipass-token', '/api/search/token', '/logout'];
  return [
    ...contractEndpoints().flatMap((endpoint) => [
      {
        name: `cross-site ${endpoint.method} ${endpoint.path}, signed in`,
        path: endpoint.path,
        status: 403,
        kind: 'other' as const,
        init: { method: endpoint.method, headers: crossSite },
        extra: refusedCrossSite,
      },
      ...(endpoint.method === 'GET'
        ? [
            {
              name: `GET ${endpoint.path} without Fetch Metadata or own-page header, signed in`,
              path: endpoint.path,
              status: 403,
              kind: 'other' as const,
              init: { headers: bare },
              extra: refusedCrossSite,
            },
          ]
        : []),
    ]),
    {
      name: 'GET of an /api path added later, cross-site',
      path: '/api/Wishlist/deleteWishlist?name=x',
      status: 403,
      kind: 'other',
      init: { headers: crossSite },
      extra: refusedCrossSite,
    },
    ...credentialGets.flatMap((path) => [
      {
        name: `cross-site GET ${path}, signed in`,
        path,
        status: 403,
        kind: 'other' as const,
        init: { headers: crossSite },
        extra: refusedCrossSite,
      },
      {
        name: `same-site GET ${path}, signed in`,
        path,
        status: 403,
        kind: 'other' as const,
        init: { headers: { ...crossSite, 'sec-fetch-site': 'same-site' } },
        extra: refusedCrossSite,
      },
      {
        name: `GET ${path} without Fetch Metadata, signed in`,
        path,
        status: 403,
        kind: 'other' as const,
        init: { headers: bare },
        extra: refusedCrossSite,
      },
    ]),
    // The search proxy (issue 25) passes only what the engine sends: POSTed JSON with a bearer
    // token to its four operations, from the site's own pages (a POST of ours: Fetch Metadata and Origin).
    {
      name: 'cross-site POST /api/search/v2, signed in',
      path: '/api/search/v2?organizationId=kestrellocal',
      status: 403,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { ...crossSite, 'content-type': 'application/json', authorization: 'Bearer abcdefghij' },
        body: '{"q":"x"}',
      },
      extra: refusedCrossSite,
    },
    {
      name: 'search proxy: an operation the engine never sends',
      path: '/api/search/v2/token',
      status: 404,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { ...ownPagePost, 'content-type': 'application/json', authorization: 'Bearer abcdefghij' },
        body: '{}',
      },
    },
    {
      name: 'search proxy: GET',
      path: '/api/search/v2?organizationId=kestrellocal',
      status: 405,
      kind: 'other',
      init: { headers: OWN_PAGE_HEADER },
    },
    {
      name: 'search proxy: no search token',
      path: '/api/search/v2?organizationId=kestrellocal',
      status: 401,
      kind: 'other',
      init: { method: 'POST', headers: { ...ownPagePost, 'content-type': 'application/json' }, body: '{"q":"x"}' },
    },
    {
      name: 'search proxy: a query parameter of its own',
      path: '/api/search/v2?organizationId=kestrellocal&debug=true',
      status: 400,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { ...ownPagePost, 'content-type': 'application/json', authorization: 'Bearer abcdefghij' },
        body: '{"q":"x"}',
      },
    },
    {
      name: 'search analytics without statistics consent: nothing sent on',
      path: '/api/search/analytics/rest/v15/analytics/search',
      status: 204,
      kind: 'other',
      init: { method: 'POST', headers: { ...ownPagePost, 'content-type': 'application/json' }, body: '{}' },
    },
    {
      name: 'account call with the own-page header (no Fetch Metadata), signed in',
      path: '/api/Devices/getNoOfDevices',
      status: 200,
      kind: 'other',
      init: { headers: { ...bare, ...OWN_PAGE_HEADER } },
    },
    {
      name: 'sign-out typed into the address bar',
      path: '/logout',
      status: 302,
      kind: 'other',
      init: { headers: { 'sec-fetch-site': 'none' } },
    },
    {
      name: 'sign-out from a page of ours, older browser (Referer)',
      path: '/logout',
      status: 302,
      kind: 'other',
      init: { headers: { referer: `${brand.url}/en/` } },
    },
  ];
}

/**
 * Issue 23 item 2: the media library's access mark is read on every media answer, whatever the
 * spelling of the path or its folder. Each spelling of a restricted file, anonymous, is either sent
 * to sign in or not found; never the file.
 */
function mediaProbes(restrictedFile: string): Probe[] {
  const name = restrictedFile.replace(/^\/-\/media\/downloads\//, '');
  const noFile = (response: ProbedResponse) => [
    ...(response.body.startsWith('%PDF') ? ['the restricted file was handed out'] : []),
    ...(response.status === 302 && !response.headers.get('location')?.startsWith('/login?return_to=')
      ? [`location ${response.headers.get('location')}`]
      : []),
  ];
  const spellings = [
    `/-/media/Downloads/${name}`,
    `/-/media/DOWNLOADS/${name}`,
    `/-/media/downloads/${name.toUpperCase()}`,
    `/-/media//downloads/${name}`,
    `/-/media/./downloads/${name}`,
    `/-/media/downloads%2F${name}`,
    `/-/media/downloads%2f${name}`,
    `/-/MEDIA/downloads/${name}`,
    '/-/media/service/field-service-bulletin-2026.pdf',
    '/-/media/Service/Field-Service-Bulletin-2026.pdf',
  ];
  return spellings.map((path) => ({
    name: `restricted file as ${path.replace(name, '…')}, anonymous`,
    path,
    status: [302, 404],
    kind: 'other' as const,
    rawPath: true,
    extra: noFile,
  }));
}

/**
 * Issue 23 item 3: the content GraphQL proxy runs only the site's own operations; any other query,
 * from our own origin too, is 404 and never reaches the content system (which would answer it
 * with the site's API key, restricted items included).
 */
function graphqlProbes(brand: RunningBrand): Probe[] {
  const own = { ...SAME_ORIGIN, origin: brand.url, 'content-type': 'application/json' };
  const members = (response: ProbedResponse) => (/members/i.test(response.body) ? ['the answer names the members page'] : []);
  return [
    {
      name: 'content GraphQL, a query of its own',
      path: '/sitecore/api/graph/edge',
      status: 404,
      kind: 'other',
      init: { method: 'POST', headers: own, body: JSON.stringify({ query: '{ item(path: "/members", language: "en") { displayName } }' }) },
      extra: members,
    },
    {
      name: 'content GraphQL, a listed name over another query',
      path: '/sitecore/api/graph/edge',
      status: 404,
      kind: 'other',
      init: {
        method: 'POST',
        headers: own,
        body: JSON.stringify({
          operationName: 'ContactList',
          query: 'query ContactList { item(path: "/members", language: "en") { children { results { displayName } } } }',
        }),
      },
      extra: members,
    },
  ];
}

/** The account area (issue 14): the proxy refuses without a session, answers privately with one; restricted files ask for sign-in. */
function accountProbes(session: string, restrictedFile: string): Probe[] {
  const invalidSession = (response: ProbedResponse) =>
    response.body.includes('Invalid session') ? [] : ['not the invalid-session answer'];
  const privateAnswer = (response: ProbedResponse) =>
    response.headers.get('cache-control') === 'private, no-store' ? [] : [`cache-control ${response.headers.get('cache-control')}`];
  return [
    {
      name: 'account proxy, anonymous',
      path: '/api/Devices/getNoOfDevices',
      status: 403,
      kind: 'other',
      init: { headers: SAME_ORIGIN },
      extra: (response) => [...invalidSession(response), ...privateAnswer(response)],
    },
    {
      name: 'account proxy, signed in',
      path: '/api/Devices/getNoOfDevices',
      status: 200,
      kind: 'other',
      init: { headers: { ...SAME_ORIGIN, cookie: session } },
      extra: privateAnswer,
    },
    { name: 'account proxy, wrong method', path: '/api/delete-account', status: 405, kind: 'other', init: { headers: SAME_ORIGIN } },
    {
      name: 'cross-site DELETE /api/delete-account, signed in',
      path: '/api/delete-account',
      status: 403,
      kind: 'other',
      init: { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site', origin: EVIL, cookie: session } },
      extra: refusedWrite,
    },
    {
      name: 'restricted file, anonymous',
      path: restrictedFile,
      status: 302,
      kind: 'other',
      extra: (response) => [
        ...(response.headers.get('location') === `/login?return_to=${encodeURIComponent(restrictedFile)}`
          ? []
          : [`location ${response.headers.get('location')}`]),
        ...privateAnswer(response),
      ],
    },
    {
      name: 'restricted file, customer without access',
      path: restrictedFile,
      status: 403,
      kind: 'other',
      init: { headers: { cookie: session } },
      extra: (response) => [
        ...privateAnswer(response),
        ...(response.headers.get('x-download-access') ? ['the access mark reached the browser'] : []),
      ],
    },
  ];
}

/**
 * The order pages' endpoints (issue 14): the Multipass token only for a signed-in customer of a
 * shop brand, as plain text; the same-origin Storefront proxy for POSTed JSON from our own pages.
 * Both answer private, no-store; a brand without a shop has neither (404). The cross-site POST to
 * the proxy is refused before the brand is asked, so on every brand.
 */
function orderProbes(brand: RunningBrand, session: string): Probe[] {
  const privateAnswer = (response: ProbedResponse) =>
    response.headers.get('cache-control') === 'private, no-store' ? [] : [`cache-control ${response.headers.get('cache-control')}`];
  const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: brand.url, 'content-type': 'application/json' };
  const tokenPath = multipassTokenPath();
  const crossSitePost: Probe = {
    name: 'cross-site POST to the storefront proxy, signed in',
    path: STOREFRONT_PROXY_PATH,
    status: 403,
    kind: 'other',
    init: {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', origin: EVIL, 'content-type': 'application/json', cookie: session },
      body: HARMLESS_QUERY,
    },
    extra: refusedWrite,
  };
  if (!isShopBrand(brand.id)) {
    return [
      {
        name: 'multipass token, brand without a shop',
        path: tokenPath,
        status: 404,
        kind: 'other',
        init: { headers: { ...SAME_ORIGIN, cookie: session } },
      },
      {
        name: 'storefront proxy, brand without a shop',
        path: STOREFRONT_PROXY_PATH,
        status: 404,
        kind: 'other',
        init: { method: 'POST', headers: sameOrigin, body: HARMLESS_QUERY },
      },
      crossSitePost,
    ];
  }
  return [
    {
      name: 'multipass token, anonymous',
      path: tokenPath,
      status: 403,
      kind: 'other',
      init: { headers: SAME_ORIGIN },
      extra: privateAnswer,
    },
    {
      name: 'multipass token, signed in',
      path: tokenPath,
      status: 200,
      kind: 'other',
      init: { headers: { ...SAME_ORIGIN, cookie: session } },
      extra: (response) => [
        ...privateAnswer(response),
        ...(response.headers.get('content-type')?.startsWith('text/plain') ? [] : [`content-type ${response.headers.get('content-type')}`]),
        ...(/^[A-Za-z0-9_-]{40,}$/.test(response.body) ? [] : ['not a Multipass token']),
      ],
    },
    {
      name: 'multipass token, another commerce name',
      path: multipassTokenPath(brand.id),
      status: 404,
      kind: 'other',
      init: { headers: { ...SAME_ORIGIN, cookie: session } },
    },
    {
      name: 'multipass token, POST',
      path: tokenPath,
      status: 405,
      kind: 'other',
      init: { method: 'POST', headers: { ...sameOrigin, cookie: session }, body: '{}' },
    },
    {
      name: 'storefront proxy, same-origin POST',
      path: STOREFRONT_PROXY_PATH,
      status: 200,
      kind: 'other',
      init: { method: 'POST', headers: { ...sameOrigin, cookie: session }, body: HARMLESS_QUERY },
      extra: (response) => [...privateAnswer(response), ...(response.body.includes('"__typename"') ? [] : ['no GraphQL answer'])],
    },
    { name: 'storefront proxy, GET', path: STOREFRONT_PROXY_PATH, status: 405, kind: 'other' },
    // Issue 23 item 6: only visitors the shop check opens the shop to (country JP: closed); a signed-in
    // customer there still reads their orders, and nothing else.
    {
      name: 'storefront proxy, shop closed to the visitor',
      path: STOREFRONT_PROXY_PATH,
      status: 404,
      kind: 'other',
      init: { method: 'POST', headers: { ...sameOrigin, cookie: 'country=JP' }, body: HARMLESS_QUERY },
      extra: privateAnswer,
    },
    {
      name: 'storefront proxy, shop closed, signed in, not an order query',
      path: STOREFRONT_PROXY_PATH,
      status: 404,
      kind: 'other',
      init: { method: 'POST', headers: { ...sameOrigin, cookie: `country=JP; ${session}` }, body: HARMLESS_QUERY },
      extra: privateAnswer,
    },
    {
      name: 'storefront proxy, form body',
      path: STOREFRONT_PROXY_PATH,
      status: 415,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'query=%7B__typename%7D',
      },
      extra: privateAnswer,
    },
    crossSitePost,
  ];
}

/**
 * The shop's own endpoints (issue 15): /protected/shopify answers the store's credentials only
 * with the test access key cookie (others 403; no store → 404, empty body); the checkout's
 * /api/shopify/multipass makes a token only for a signed-in customer. Private, no-store.
 */
function shopProbes(brand: RunningBrand, session: string): Probe[] {
  const privateAnswer = (response: ProbedResponse) =>
    response.headers.get('cache-control') === 'private, no-store' ? [] : [`cache-control ${response.headers.get('cache-control')}`];
  const key = { cookie: 'testAccessKey=local-shop-test-key', 'sec-fetch-site': 'none' };
  const empty = (response: ProbedResponse) => (response.body === '' ? [] : ['a body on the 404']);
  if (!isShopBrand(brand.id)) {
    return [
      {
        name: 'protected store, brand without a shop',
        path: '/protected/shopify',
        status: 404,
        kind: 'other',
        init: { headers: key },
        extra: empty,
      },
      {
        name: 'multipass, brand without a shop',
        path: '/api/shopify/multipass',
        status: 404,
        kind: 'other',
        init: { headers: { ...SAME_ORIGIN, cookie: session } },
      },
    ];
  }
  return [
    {
      name: 'protected store, no key',
      path: '/protected/shopify',
      status: 403,
      kind: 'other',
      init: { headers: { 'sec-fetch-site': 'none' } },
      extra: privateAnswer,
    },
    {
      name: 'protected store, test key, cross-site',
      path: '/protected/shopify',
      status: 403,
      kind: 'other',
      init: { headers: { ...key, 'sec-fetch-site': 'cross-site' } },
      extra: refusedCrossSite,
    },
    {
      name: 'protected store, wrong key',
      path: '/protected/shopify',
      status: 403,
      kind: 'other',
      init: { headers: { cookie: 'testAccessKey=guessed-key', 'sec-fetch-site': 'none' } },
    },
    {
      name: 'protected store, test key',
      path: '/protected/shopify',
      status: 200,
      kind: 'other',
      init: { headers: key },
      extra: (response) => [...privateAnswer(response), ...(response.body.includes('storefrontAccessToken') ? [] : ['no credentials'])],
    },
    {
      name: 'protected store, another commerce',
      path: `/protected/${brand.id}`,
      status: 404,
      kind: 'other',
      init: { headers: key },
      extra: empty,
    },
    {
      name: 'multipass, anonymous',
      path: '/api/shopify/multipass?return_to=https%3A%2F%2Fevil.example%2F',
      status: 403,
      kind: 'other',
      init: { headers: SAME_ORIGIN },
      extra: privateAnswer,
    },
    {
      name: 'multipass, signed in, foreign return_to',
      path: '/api/shopify/multipass?return_to=https%3A%2F%2Fevil.example%2F',
      status: 200,
      kind: 'other',
      init: { headers: { ...SAME_ORIGIN, cookie: session } },
      extra: (response) => [...privateAnswer(response), ...(/^[A-Za-z0-9_-]{40,}$/.test(response.body) ? [] : ['not a Multipass token'])],
    },
    {
      name: 'multipass, POST',
      path: '/api/shopify/multipass',
      status: 405,
      kind: 'other',
      init: { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', origin: brand.url, cookie: session } },
    },
  ];
}

function probes(asset: string, brand: RunningBrand, routePaths: readonly string[], account: Probe[]): Probe[] {
  return [
    ...account,
    { name: 'home page', path: '/en/', status: 200, kind: 'document' },
    { name: 'content page', path: '/de-CH/company/history', status: 200, kind: 'document' },
    { name: 'not-found page', path: '/fr/nope', status: 404, kind: 'document' },
    { name: 'home page, public host', path: '/en/', status: 200, kind: 'document', publicHost: true },
    {
      name: 'hostile page data',
      path: '/en/qa/sanitising',
      status: 200,
      kind: 'document',
      extra: (response) => (response.body.includes('</script><script>window.__xss') ? ['a text field closed the data script'] : []),
    },
    {
      name: 'home page, forged Host',
      path: '/en/',
      status: 200,
      kind: 'document',
      forgedHost: true,
      extra: (response) => (response.body.includes(FORGED_HOST) ? [`the page names the forged host ${FORGED_HOST}`] : []),
    },
    { name: 'restricted redirect', path: '/en/members', status: 302, kind: 'other' },
    { name: 'sign-in start', path: '/login?return_to=%2Fen%2F', status: 302, kind: 'other' },
    { name: 'sign-in problem page', path: '/auth/callback?code=x&state=y', status: 400, kind: 'document' },
    { name: 'sign-out without a session', path: '/logout', status: 302, kind: 'other', init: { headers: SAME_ORIGIN } },
    { name: 'robots.txt', path: '/robots.txt', status: 200, kind: 'other' },
    { name: 'sitemap index', path: '/sitemap.xml', status: 200, kind: 'other' },
    { name: 'language sitemap', path: '/sitemaps/de.xml', status: 200, kind: 'other' },
    { name: 'unknown sitemap', path: '/sitemaps/xx.xml', status: 404, kind: 'other' },
    ...['/robots.txt', '/sitemap.xml', '/sitemaps/en.xml'].map((path) => ({
      name: `${path}, forged Host`,
      path,
      status: 200,
      kind: 'other' as const,
      forgedHost: true,
      extra: (response: { body: string }) => (response.body.includes(FORGED_HOST) ? [`${path} names the forged host ${FORGED_HOST}`] : []),
    })),
    { name: 'data request', path: '/en/company.data', status: 200, kind: 'other' },
    { name: 'proxy (geo-ip)', path: '/ResolveCountryByIp.aspx', status: 200, kind: 'other' },
    { name: 'proxy (unknown endpoint)', path: '/api/nope', status: 404, kind: 'other', init: { headers: SAME_ORIGIN } },
    { name: 'static asset', path: asset, status: 200, kind: 'other' },
    { name: 'public file', path: '/logo.svg', status: 200, kind: 'other' },
    { name: 'source map', path: `${asset}.map`, status: 404, kind: 'other' },
    // The build's own files beside the client assets (.vite/stylesheet-order.json): not published.
    { name: 'build metadata', path: '/.vite/stylesheet-order.json', status: 404, kind: 'document' },
    {
      name: 'cross-site POST to proxy',
      path: '/sitecore/api/graph/edge',
      status: 403,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site', origin: EVIL, 'content-type': 'application/json' },
        body: '{"query":"{__typename}"}',
      },
    },
    ...crossSiteWriteProbes(routePaths),
    {
      // The banner's no-JavaScript form from our own page still works.
      name: 'same-origin POST of the consent form',
      path: '/cookie-consent',
      status: 303,
      kind: 'other',
      init: {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', origin: brand.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'consent=necessary&return_to=%2Fen%2F',
      },
      extra: (response) =>
        response.headers.getSetCookie().some((cookie) => cookie.startsWith('cookieConsent=necessary')) ? [] : ['no consent cookie set'],
    },
    {
      name: 'CORS preflight from elsewhere',
      path: '/sitecore/api/graph/edge',
      status: 405,
      kind: 'other',
      init: { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'POST' } },
    },
  ];
}

/** GET with a Host header of our choice (fetch drops Host silently). */
function getAs(url: string, host: string): Promise<{ status: number; headers: Headers; body: string }> {
  return rawGet(url, { headers: { host, origin: EVIL } });
}

/** GET of a path exactly as written: fetch (and every browser) would resolve `./` and `//`, an attacker's client need not. */
function getRaw(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; body: string }> {
  const { hostname, port } = new URL(base);
  return rawGet(new URL(base).href, { hostname, port, path, headers });
}

function rawGet(url: string, options: http.RequestOptions): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
  });
}

async function probe(brand: RunningBrand, spec: Probe): Promise<Row> {
  const headers = new Headers(spec.init?.headers);
  headers.set('origin', headers.get('origin') ?? EVIL);
  const host = spec.publicHost ? `www.${brand.id}.kestrel.example` : spec.forgedHost ? FORGED_HOST : null;
  const raw = host
    ? await getAs(`${brand.url}${spec.path}`, host)
    : spec.rawPath
      ? await getRaw(brand.url, spec.path, Object.fromEntries(headers))
      : await fetch(`${brand.url}${spec.path}`, { ...spec.init, headers, redirect: 'manual' }).then(async (r) => ({
          status: r.status,
          headers: r.headers,
          body: await r.text(),
        }));
  const response: ProbedResponse = {
    status: raw.status,
    headers: raw.headers,
    body: raw.body,
    publicHost: !!spec.publicHost || !!spec.forgedHost,
  };
  const failures = [
    ...([spec.status].flat().includes(raw.status) ? [] : [`status ${raw.status}, expected ${[spec.status].flat().join(' or ')}`]),
    ...(spec.kind === 'document' ? documentFailures(response) : baseHeaderFailures(response)),
    ...cookieFailures(response),
    ...(spec.extra?.(response) ?? []),
  ];
  const score = spec.kind === 'document' ? observatoryScore(response) : null;
  return {
    brand: brand.id,
    response: spec.name,
    status: raw.status,
    score: score === null ? '' : `${score} (${grade(score)})`,
    result: failures.length === 0 ? 'ok' : `FAIL: ${failures.join('; ')}`,
  };
}

const stack = await startStack();
try {
  const rows: Row[] = [];
  const routePaths = sampleRoutePaths(await siteRoutes(workspaceRoot)).map((sample) => sample.path);
  const restrictedFile = await restrictedDownloadPath(LOCAL_SERVICES_URL, 'technologies');
  for (const brand of stack.brands) {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await fetch(`${brand.url}/en/`)).text())?.[0] ?? '/assets/missing.js';
    const session = await signInThroughSite(brand.url, 'anna.keller@example.com');
    const account = [
      ...accountProbes(session, restrictedFile),
      ...ownPageProbes(brand, session),
      ...mediaProbes(restrictedFile),
      ...graphqlProbes(brand),
      ...orderProbes(brand, session),
      ...shopProbes(brand, session),
    ];
    for (const spec of probes(asset, brand, routePaths, account)) rows.push(await probe(brand, spec));
  }
  const failed = rows.filter((row) => String(row['result']).startsWith('FAIL'));
  const scores = rows.map((row) => Number.parseInt(String(row['score']), 10)).filter(Number.isFinite);
  printReport(
    'Security headers',
    ['brand', 'response', 'status', 'score', 'result'],
    rows,
    `${rows.length - failed.length}/${rows.length} responses pass; Observatory-style score of documents: min ${Math.min(...scores)} (${grade(Math.min(...scores))}).`,
  );
  recordGateFigures([
    {
      gate: 'check:security',
      date: runDate(),
      run: runLabel(false),
      host: '',
      figures: `${rows.length - failed.length}/${rows.length} responses pass (${stack.brands.length} brands); Observatory-style score of documents: min ${Math.min(...scores)} (${grade(Math.min(...scores))})`,
      passed: failed.length === 0,
    },
  ]);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await stack.stop();
}
