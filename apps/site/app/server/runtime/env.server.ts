import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { MapSettings } from '@mbw/util';

/**
 * The server's configuration, validated once (CONVENTIONS "Config"). Every variable has a default
 * that points at tools/local-services, so a fresh clone runs with no account anywhere; pointing the
 * site at the real services is only a matter of setting these (see .env.example in a brand app).
 */
const url = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

const milliseconds = (max: number) =>
  v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number of milliseconds'), v.minValue(0), v.maxValue(max));

/** The session key a fresh clone runs with; refused at start when the identity provider is a real one. */
export const LOCAL_SESSION_SECRET = 'local-services-only-session-secret-0123456789';

/** local-services' Multipass secret; refused at start when the store is a real one. */
export const LOCAL_MULTIPASS_SECRET = 'local-services-multipass-secret';

/** local-services' Coveo API key (tools/local-services/src/coveo); refused at start with a real search service. */
export const LOCAL_COVEO_API_KEY = 'local-coveo-api-key';

/** local-services' shop test access key (tools/local-services/src/shop-access). */
export const LOCAL_SHOP_TEST_ACCESS_KEY = 'local-shop-test-key';

const LOOPBACK_URL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;

/**
 * A variable of the schema with what the configuration reference says of it: `meaning` for the
 * reader; `shownDefault` where the value in the schema is not the one to print (a secret, or a
 * default computed from another variable). apps/site/CONFIGURATION.md is generated from these
 * (`node tools/scripts/config-docs.mjs --write`; `npm test` fails when it is out of date).
 */
function documented<const TSchema extends v.GenericSchema<string | undefined, unknown>>(
  schema: TSchema,
  meaning: string,
  shownDefault?: string,
) {
  return v.pipe(schema, v.description(meaning), v.metadata({ shownDefault }));
}

const THE_SITECORE_HOST = 'the Sitecore host';
/**
 * Storefront API versions as Shopify names them (a quarter's release or `unstable`) and the spec's;
 * the same as @mbw/shop-data-access's, written here because this module depends on valibot only
 * (tools/scripts/config-docs.mjs imports it with Node's type stripping).
 */
const STOREFRONT_API_VERSION = /^(\d{4}-(01|04|07|10)|unstable)$/;
const SPEC_STOREFRONT_API_VERSION = '2025-01';
const notEmpty = v.pipe(v.string(), v.minLength(1, 'must not be empty'));

export const EnvObject = v.object({
  SITECORE_API_URL: documented(
    v.optional(url, 'http://127.0.0.1:4010'),
    'Sitecore CD / Experience Edge host: layout service, dictionary, content GraphQL, site APIs.',
  ),
  SITECORE_API_KEY: documented(
    v.optional(notEmpty, 'local-sitecore-api-key'),
    'JSS API key (`sc_apikey`); server-side only, never sent to browsers.',
  ),
  GEOIP_URL: documented(v.optional(url), 'Host of `/ResolveCountryByIp.aspx`.', THE_SITECORE_HOST),
  MAPS_URL: documented(
    v.optional(url),
    "Host of the map page's places autocomplete (`/maps/places`) and offline map style (`/maps/style.json`, `/maps/countries.geojson`), which the site serves on its own origin (`/maps/*`).",
    THE_SITECORE_HOST,
  ),
  MAPBOX_ACCESS_TOKEN: documented(
    v.optional(v.pipe(v.string(), v.regex(/^pk\.[\w.-]+$/, 'must be a public Mapbox token (pk.…): browsers receive it'))),
    "With `MAPBOX_STYLE_URL`: the maps draw that Mapbox style with mapbox-gl instead of the offline MapLibre style. A public token (`pk.…`), restricted to the site's URLs in the Mapbox account.",
    'none (the offline style)',
  ),
  MAPBOX_STYLE_URL: documented(
    v.optional(v.pipe(v.string(), v.regex(/^(mapbox:\/\/styles\/|https:\/\/)\S+$/, 'must be a mapbox://styles/… or https:// style URL'))),
    'The Mapbox style the maps draw (`mapbox://styles/{user}/{style}`), with `MAPBOX_ACCESS_TOKEN`.',
    'none (the offline style)',
  ),
  UPSTREAM_TIMEOUT_MS: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.integer('must be a whole number of milliseconds'),
        v.minValue(100, 'must be at least 100'),
        v.maxValue(3000, 'must be at most 3000'),
      ),
      '3000',
    ),
    'Upper bound for any upstream call made while rendering a page (100–3000; issue 5: at most 3 s).',
  ),
  PUBLIC_ORIGIN: documented(
    v.optional(url),
    "Origin of every absolute URL a page carries (canonical, hreflang, Open Graph, JSON-LD); the request's Host header never reaches them in production.",
    "`https://` + the brand's `domain` (brand.config.ts); the dev server: the request origin",
  ),
  LAYOUT_CACHE_TTL_MS: documented(
    v.optional(milliseconds(600_000), '10000'),
    'Reuse of layout answers in the process (0: off; at most 600000). An expired answer is served while a fresh one is fetched; stale copies are served for 5 min while the service fails.',
  ),
  DICTIONARY_CACHE_TTL_MS: documented(v.optional(milliseconds(3_600_000), '60000'), 'The same for dictionary phrases (at most 3600000).'),
  PRODUCT_CACHE_TTL_MS: documented(
    v.optional(milliseconds(600_000), '10000'),
    "The same for a product page's product data: master, variants, short data, technical titles, accessories, videos (at most 600000). Only complete answers are kept; prices and bundles are never cached.",
  ),
  // Scale-out (issue 29): read by the production server (server/serve.ts, server/scale-out/).
  REDIS_URL: documented(
    v.optional(
      v.pipe(v.string(), v.url('must be a redis:// or rediss:// URL'), v.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
    ),
    "Production server: a Redis (`redis://[:password@]host:port[/db]`, `rediss://` for TLS) that holds the rate limits' budgets, so every instance behind a load balancer shares one per client; unset: each process counts its own. While Redis does not answer, each process counts on its own again (logged `rate-limit.store-unavailable`), never refusing for it; `/readyz` waits for it at start (docs/scale-out.md).",
  ),
  DRAIN_TIMEOUT_MS: documented(
    v.optional(milliseconds(600_000), '25000'),
    "Production server: on SIGTERM it stops accepting connections, answers the requests in flight and exits 0; requests still running after this long are cut (exit 1). Keep it below the orchestrator's grace period (30 s in Kubernetes by default).",
  ),
  SENTRY_DSN: documented(
    v.optional(
      v.pipe(
        url,
        v.check((value) => sentryDsnParts(value) !== null, 'must be a Sentry DSN: https://{public key}@{host}/{project id}'),
      ),
    ),
    "A Sentry project's DSN (`https://{key}@{host}/{project}`): server errors (`handleError`) and browser errors (React's error hooks, window errors) then go to Sentry, scrubbed of personal data, with the request's trace id; the browser's reports leave for the DSN's host, which the CSP then names. A DSN is not a secret (browsers carry it). Unset: browser errors reach the server log through `/api/client-errors`, and nothing of Sentry is loaded (docs/decisions/error-reporting-to-sentry.md).",
    'unset',
  ),
  SENTRY_ENVIRONMENT: documented(v.optional(notEmpty, 'production'), "Sentry's `environment` of every report (production, staging…)."),
  OTEL_EXPORTER_OTLP_ENDPOINT: documented(
    v.optional(url),
    "An OpenTelemetry collector (OTLP/HTTP): when set, the production server sends one span per request and one per upstream call, with the request's trace id, as JSON to `{url}/v1/traces` (docs/decisions/opentelemetry-export.md). Unset: no export and nothing of the SDK loaded.",
    'unset',
  ),
  OTEL_EXPORTER_OTLP_HEADERS: documented(
    v.optional(v.pipe(v.string(), v.regex(/^[^=,\s]+=[^,]*(,\s*[^=,\s]+=[^,]*)*$/, 'must be name=value pairs separated by commas'))),
    "Headers sent with every export (`name=value,name2=value2`, values %-encoded), e.g. the collector's API key; server only.",
    'unset',
  ),
  OTEL_SERVICE_NAME: documented(
    v.optional(notEmpty),
    "The exported spans' `service.name`.",
    '`site-` + the brand app (`site-technologies`)',
  ),
  PRODUCT_API_URL: documented(
    v.optional(url),
    'Product-data gateway (`{url}/product-data/v1/…`, spec product §7); `/api/MasterProducts` stays on the Sitecore host.',
    THE_SITECORE_HOST,
  ),
  ACCOUNT_API_URL: documented(
    v.optional(url),
    "The account API (spec account §7; `libs/account/data-access/src/lib/api/CONTRACT.md`) behind the site's `/api/{Devices,Addresses,…}` proxy; the server attaches the customer's bearer token.",
    THE_SITECORE_HOST,
  ),
  OIDC_ISSUER_URL: documented(
    v.optional(url),
    'OpenID Connect issuer for sign-in (discovery at `{issuer}/.well-known/openid-configuration`); plain http only for a loopback issuer.',
    "the Sitecore host + `/oidc` (local-services' provider)",
  ),
  OIDC_CLIENT_ID: documented(v.optional(notEmpty, 'kestrel-site'), "The site's client at the provider (`client_secret_basic`)."),
  OIDC_CLIENT_SECRET: documented(v.optional(notEmpty, 'local-site-client-secret'), "The client's secret; it never reaches a browser."),
  SESSION_SECRET: documented(
    v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')), LOCAL_SESSION_SECRET),
    'Encrypts the session cookie (JWE, at least 32 characters; rotating it signs everyone out). Must be set when the issuer is not local-services (the server refuses to start otherwise).',
    'a local-only secret',
  ),
  SHOPIFY_STORE_DOMAIN: documented(
    v.optional(url),
    "The Shopify store's origin (`https://{shop}.myshopify.com`): the site's same-origin Storefront proxy `POST /api/2025-01/graphql.json` forwards there (to the version `SHOPIFY_STOREFRONT_API_VERSION` names).",
    THE_SITECORE_HOST,
  ),
  SHOPIFY_STOREFRONT_API_VERSION: documented(
    v.optional(
      v.pipe(v.string(), v.regex(STOREFRONT_API_VERSION, 'must be a Storefront API version: YYYY-01, -04, -07, -10 or unstable')),
      SPEC_STOREFRONT_API_VERSION,
    ),
    "The Storefront API version the server asks the store for (`{store}/api/{version}/graphql.json`; the spec's 2025-01 by default). Every document is checked against the newest schema on the registry as well (`npm run codegen:check`), so moving to a version Shopify supports is this one setting; browsers keep posting to the site's own `/api/2025-01/graphql.json`.",
  ),
  SHOPIFY_STOREFRONT_TOKEN: documented(
    v.optional(notEmpty, 'local-storefront-public-token'),
    'The public Storefront access token; the proxy adds it on the server (`X-Shopify-Storefront-Access-Token`), so no bundle carries it.',
  ),
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: documented(
    v.optional(notEmpty),
    "A private (delegate) Storefront token for a real store (server only): the proxy then sends it as `Shopify-Storefront-Private-Token` with the buyer's address in `Shopify-Storefront-Buyer-IP`, so Shopify throttles each buyer, not the site (`tools/local-services/README.md`).",
    'unset',
  ),
  SHOPIFY_MULTIPASS_SECRET: documented(
    v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')), LOCAL_MULTIPASS_SECRET),
    "The shop's Multipass secret (at least 16 characters): `GET /api/{commerce}/multipass-token` makes the signed-in customer's token with it; server only. Must be set when `SHOPIFY_STORE_DOMAIN` is not local-services (the server refuses to start otherwise).",
    'a local-only secret',
  ),
  SHOP_ACCESS_API_URL: documented(
    v.optional(url),
    'The shop-availability check (spec shop §1): `GET {url}/shop-access?country=&site=&testAccessKey=` → `{ "shop": bool }` (local-services\' stand-in: `tools/local-services/src/shop-access/`).',
    THE_SITECORE_HOST,
  ),
  SHOP_ACCESS_TIMEOUT_MS: documented(
    v.optional(milliseconds(3000), '800'),
    'How long a request waits for that check (at most 3000); slower or failing → no shop for now (logged `shop.access-unavailable`, asked again after 30 s).',
  ),
  SHOP_ACCESS_CACHE_TTL_MS: documented(
    v.optional(milliseconds(3_600_000), '300000'),
    'Reuse of one answer (per country, with or without the test key) in the process (at most 3600000); an expired answer is served for up to twice as long while a fresh one is fetched.',
  ),
  SHOP_TEST_ACCESS_KEY: documented(
    v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8–128 letters, digits, - or _')), LOCAL_SHOP_TEST_ACCESS_KEY),
    "The testers' key (8–128 of `A-Za-z0-9_-`; server only): a `testAccessKey` cookie equal to it is passed to the shop check (other values are not) and opens `GET /protected/shopify`; the server refuses to start with the default when the shop check or the store is not local-services.",
  ),
  COVEO_SEARCH_URL: documented(
    v.optional(url),
    "The Coveo Search API v2 (`https://{org}.org.coveo.com/rest/search/v2`, spec discovery §7): the search page's server render asks it, the browser's engine through the site's same-origin `POST /api/search/v2[/querySuggest|/facet|/plan]`, and `{url}/token` issues the search tokens.",
    "the Sitecore host + `/rest/search/v2` (local-services' stand-in)",
  ),
  COVEO_ANALYTICS_URL: documented(
    v.optional(url),
    'Coveo usage analytics: `POST /api/search/analytics/*` forwards there, and only for visitors with statistics consent.',
    'the Sitecore host + `/rest/ua`',
  ),
  COVEO_ORGANIZATION_ID: documented(v.optional(notEmpty, 'kestrellocal'), 'The Coveo organization the engines name.'),
  COVEO_API_KEY: documented(
    v.optional(notEmpty, LOCAL_COVEO_API_KEY),
    "A Coveo API key allowed to impersonate (server only): it issues each visitor's search token (`GET /api/search/token`; the search page). Must be set when the search service is not local-services (the server refuses to start otherwise).",
    'a local-only key',
  ),
  TAG_MANAGER_CONTAINER_ID: documented(
    v.optional(v.pipe(v.string(), v.regex(/^(GTM-[A-Z0-9]{4,12}|none)$/, 'must be a Google Tag Manager container id (GTM-…) or none'))),
    "The brand's Google Tag Manager container (`GTM-…`; `none`: no container even if the brand config names one). Loaded in the browser only after the visitor allows statistics cookies, with Consent Mode v2 denied before that; without a container nothing loads and the CSP names no tag manager (`docs/decisions/analytics-and-consent.md`).",
    "the brand config's `tagManagerContainerId` (none of the four brands sets one): no tag manager",
  ),
  TAG_MANAGER_URL: documented(
    v.optional(url, 'https://www.googletagmanager.com'),
    "Where the container script comes from (`{url}/gtm.js?id={container}`); the CSP allows this origin for scripts and requests while a container is configured. Tests point it at local-services' stand-in container (`{local-services}/tag-manager`).",
  ),
});

/** Where the account proxy forwards to. */
export function accountApiUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'ACCOUNT_API_URL' | 'SITECORE_API_URL'>): string {
  return config.ACCOUNT_API_URL ?? config.SITECORE_API_URL;
}

/** The OpenID Connect issuer this configuration signs in with. */
export function oidcIssuer(config: Pick<v.InferOutput<typeof EnvObject>, 'OIDC_ISSUER_URL' | 'SITECORE_API_URL'>): string {
  return config.OIDC_ISSUER_URL ?? `${config.SITECORE_API_URL}/oidc`;
}

/** The Shopify store this configuration talks to (origin of /api/{SHOPIFY_STOREFRONT_API_VERSION}/graphql.json). */
export function shopifyStore(config: Pick<v.InferOutput<typeof EnvObject>, 'SHOPIFY_STORE_DOMAIN' | 'SITECORE_API_URL'>): string {
  return config.SHOPIFY_STORE_DOMAIN ?? config.SITECORE_API_URL;
}

/** The Search API v2 base the server and the search proxy talk to. */
export function coveoSearchUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'COVEO_SEARCH_URL' | 'SITECORE_API_URL'>): string {
  return config.COVEO_SEARCH_URL ?? `${config.SITECORE_API_URL}/rest/search/v2`;
}

/** Where search analytics go (with statistics consent only). */
export function coveoAnalyticsUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'COVEO_ANALYTICS_URL' | 'SITECORE_API_URL'>): string {
  return config.COVEO_ANALYTICS_URL ?? `${config.SITECORE_API_URL}/rest/ua`;
}

/**
 * A Sentry DSN's parts (`{protocol}://{public key}@{host}/{project id}`); null when it is none. Plain
 * http only for a loopback host (a local stand-in).
 */
export function sentryDsnParts(dsn: string): { origin: string; publicKey: string; projectId: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(dsn);
  } catch {
    return null;
  }
  const projectId = parsed.pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!parsed.username || !/^\d+$/.test(projectId)) return null;
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK_URL.test(parsed.origin))) return null;
  return { origin: parsed.origin, publicKey: parsed.username, projectId };
}

/** Where errors are reported (with SENTRY_DSN): the DSN and environment, shared by the server and, through the root loader, the browser. */
export function errorReportingSettings(
  config: Pick<v.InferOutput<typeof EnvObject>, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT'>,
): { dsn: string; environment: string } | null {
  return config.SENTRY_DSN ? { dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT } : null;
}

/** Where the shop-availability check is asked. */
export function shopAccessApiUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'SHOP_ACCESS_API_URL' | 'SITECORE_API_URL'>): string {
  return config.SHOP_ACCESS_API_URL ?? config.SITECORE_API_URL;
}

const EnvSchema = v.pipe(
  EnvObject,
  v.forward(
    v.check(
      (config) => config.SESSION_SECRET !== LOCAL_SESSION_SECRET || LOOPBACK_URL.test(oidcIssuer(config)),
      'must be set when the identity provider is not local-services',
    ),
    ['SESSION_SECRET'],
  ),
  v.forward(
    v.check(
      (config) =>
        config.SHOPIFY_MULTIPASS_SECRET !== LOCAL_MULTIPASS_SECRET ||
        !config.SHOPIFY_STORE_DOMAIN ||
        LOOPBACK_URL.test(config.SHOPIFY_STORE_DOMAIN),
      'must be set when the store is not local-services',
    ),
    ['SHOPIFY_MULTIPASS_SECRET'],
  ),
  // The built-in key is printed in the README: with a real shop check or store, anyone could open the shop with it.
  v.forward(
    v.check(
      (config) =>
        config.SHOP_TEST_ACCESS_KEY !== LOCAL_SHOP_TEST_ACCESS_KEY ||
        (LOOPBACK_URL.test(shopAccessApiUrl(config)) && LOOPBACK_URL.test(shopifyStore(config))),
      'must be set when the shop check or the store is not local-services',
    ),
    ['SHOP_TEST_ACCESS_KEY'],
  ),
  v.forward(
    v.check((config) => !config.MAPBOX_ACCESS_TOKEN === !config.MAPBOX_STYLE_URL, 'must be set together with MAPBOX_ACCESS_TOKEN'),
    ['MAPBOX_STYLE_URL'],
  ),
  v.forward(
    v.check(
      (config) => config.COVEO_API_KEY !== LOCAL_COVEO_API_KEY || LOOPBACK_URL.test(coveoSearchUrl(config)),
      'must be set when the search service is not local-services',
    ),
    ['COVEO_API_KEY'],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

/** What the browser's maps draw with (`@mbw/ui/map`): Mapbox when a style and token are set, else the offline MapLibre style. */
export function mapSettings(config: Pick<Env, 'MAPBOX_ACCESS_TOKEN' | 'MAPBOX_STYLE_URL'>): MapSettings {
  return config.MAPBOX_ACCESS_TOKEN && config.MAPBOX_STYLE_URL
    ? { provider: 'mapbox', styleUrl: config.MAPBOX_STYLE_URL, accessToken: config.MAPBOX_ACCESS_TOKEN }
    : { provider: 'maplibre' };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
  throw new Error(`Invalid environment for the site server:\n${problems.join('\n')}`);
}

let cached: Env | undefined;

/** The validated environment of this process (read on first use; a bad value fails loudly). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The local-services default of each upstream base URL (what a fresh clone runs against). */
const LOCAL_DEFAULT = 'http://127.0.0.1:4010';

/**
 * What /healthz says about the configuration this process loaded: enough for an operator to see
 * which upstreams are real and whether two instances run the same settings (a fingerprint), with
 * no host name, key or other value an outsider could use.
 */
export function configurationSummary(config: Env, brandId: string): Record<string, unknown> {
  const upstream = (value: string | undefined) => ((value ?? config.SITECORE_API_URL) === LOCAL_DEFAULT ? 'local-services' : 'configured');
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(Object.entries(config).sort()))
    .digest('hex')
    .slice(0, 12);
  return {
    brand: brandId,
    services: {
      sitecore: upstream(config.SITECORE_API_URL),
      productData: upstream(config.PRODUCT_API_URL),
      geoIp: upstream(config.GEOIP_URL),
      account: upstream(config.ACCOUNT_API_URL),
      shopify: upstream(config.SHOPIFY_STORE_DOMAIN),
      shopAccess: upstream(config.SHOP_ACCESS_API_URL),
      search: upstream(config.COVEO_SEARCH_URL),
    },
    publicOrigin: config.PUBLIC_ORIGIN ? 'configured' : 'brand domain',
    rateLimits: config.REDIS_URL ? 'shared (Redis)' : 'in-process',
    // Issue 29: where errors and traces go, and the Storefront version asked (no DSN or endpoint shown).
    errorReporting: config.SENTRY_DSN ? 'sentry' : 'server log',
    traceExport: config.OTEL_EXPORTER_OTLP_ENDPOINT ? 'otlp' : 'off',
    storefrontApiVersion: config.SHOPIFY_STOREFRONT_API_VERSION,
    upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    configuration: fingerprint,
  };
}
