import { createHash } from 'node:crypto';
import * as v from 'valibot';

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

/** local-services' shop test access key (tools/local-services/src/shop-access). */
export const LOCAL_SHOP_TEST_ACCESS_KEY = 'local-shop-test-key';

const LOOPBACK_URL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;

const EnvObject = v.object({
  /** Sitecore CD / Experience Edge host: layout service, dictionary, content GraphQL, site APIs. */
  SITECORE_API_URL: v.optional(url, 'http://127.0.0.1:4010'),
  /** JSS API key (sc_apikey); never sent to browsers. */
  SITECORE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'local-sitecore-api-key'),
  /**
   * Product-data gateway ({product api}/product-data/v1/…, spec product §7); the Sitecore CD host
   * (local-services answers both) unless set. /api/MasterProducts/* stays on the Sitecore host.
   */
  PRODUCT_API_URL: v.optional(url),
  /**
   * The account API (spec account §7; libs/api-clients/src/lib/account/CONTRACT.md): the site's
   * /api/{Devices,Addresses,…} proxy forwards there with the customer's bearer token. The Sitecore
   * CD host unless set.
   */
  ACCOUNT_API_URL: v.optional(url),
  /** Host of /ResolveCountryByIp.aspx; the Sitecore CD host unless set. */
  GEOIP_URL: v.optional(url),
  /** Upper bound for any upstream call made while rendering a page (issue 5: at most 3 s). */
  UPSTREAM_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number of milliseconds'),
      v.minValue(100, 'must be at least 100'),
      v.maxValue(3000, 'must be at most 3000'),
    ),
    '3000',
  ),
  /** Public origin for canonical and hreflang URLs (https://www.example.com); https://{brand domain} when unset (the dev server: the request origin). */
  PUBLIC_ORIGIN: v.optional(url),
  /** How long layout-service answers are reused by this process (0 turns the cache off). */
  LAYOUT_CACHE_TTL_MS: v.optional(milliseconds(600_000), '10000'),
  /** How long dictionary phrases are reused by this process (0 turns the cache off). */
  DICTIONARY_CACHE_TTL_MS: v.optional(milliseconds(3_600_000), '60000'),
  /** OpenID Connect provider for sign-in (issuer URL); local-services' /oidc on the Sitecore host unless set. */
  OIDC_ISSUER_URL: v.optional(url),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'kestrel-site'),
  /** Never sent to browsers. */
  OIDC_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'local-site-client-secret'),
  /**
   * Shopify store origin for the Storefront API ({store}/api/2025-01/graphql.json); the browser
   * reaches it through the site's same-origin proxy. local-services on the Sitecore host unless set.
   */
  SHOPIFY_STORE_DOMAIN: v.optional(url),
  /** The public Storefront access token (the proxy adds it; it would be safe in a browser too). */
  SHOPIFY_STOREFRONT_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'local-storefront-public-token'),
  /**
   * A private (delegate) Storefront access token, for a real store: the proxy then asks the store
   * with it and the buyer's address instead of the public token (server/proxies/storefront-forward.server.ts).
   * Never sent to browsers.
   */
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  /** The shop's Multipass secret: the server makes the customer's tokens with it. Never sent to browsers. */
  SHOPIFY_MULTIPASS_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')), LOCAL_MULTIPASS_SECRET),
  /**
   * The shop-availability check (spec shop §1: country, test access key, site name → shop on or
   * off): GET {SHOP_ACCESS_API_URL}/shop-access. local-services on the Sitecore host unless set.
   */
  SHOP_ACCESS_API_URL: v.optional(url),
  /** How long the site waits for that check; slower counts as "no shop" for the request (and is logged). */
  SHOP_ACCESS_TIMEOUT_MS: v.optional(milliseconds(3000), '800'),
  /** How long one answer of the check (per country and key) is reused by this process. */
  SHOP_ACCESS_CACHE_TTL_MS: v.optional(milliseconds(3_600_000), '300000'),
  /**
   * The test access key: a `testAccessKey` cookie equal to it lets testers see the shop where the
   * check would say no, and read /protected/shopify. Never sent to browsers.
   */
  SHOP_TEST_ACCESS_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8–128 letters, digits, - or _')), LOCAL_SHOP_TEST_ACCESS_KEY),
  /** Encrypts the session cookie (at least 32 characters). Rotating it signs everyone out. */
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')), LOCAL_SESSION_SECRET),
});

/** Where the account proxy forwards to. */
export function accountApiUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'ACCOUNT_API_URL' | 'SITECORE_API_URL'>): string {
  return config.ACCOUNT_API_URL ?? config.SITECORE_API_URL;
}

/** The OpenID Connect issuer this configuration signs in with. */
export function oidcIssuer(config: Pick<v.InferOutput<typeof EnvObject>, 'OIDC_ISSUER_URL' | 'SITECORE_API_URL'>): string {
  return config.OIDC_ISSUER_URL ?? `${config.SITECORE_API_URL}/oidc`;
}

/** The Shopify store this configuration talks to (origin of /api/2025-01/graphql.json). */
export function shopifyStore(config: Pick<v.InferOutput<typeof EnvObject>, 'SHOPIFY_STORE_DOMAIN' | 'SITECORE_API_URL'>): string {
  return config.SHOPIFY_STORE_DOMAIN ?? config.SITECORE_API_URL;
}

/** Where the shop-availability check is asked. */
export function shopAccessApiUrl(config: Pick<v.InferOutput<typeof EnvObject>, 'SHOP_ACCESS_API_URL' | 'SITECORE_API_URL'>): string {
  return config.SHOP_ACCESS_API_URL ?? config.SITECORE_API_URL;
}

const EnvSchema = v.pipe(
  EnvObject,
  v.forward(
    v.check((config) => config.SESSION_SECRET !== LOCAL_SESSION_SECRET || LOOPBACK_URL.test(oidcIssuer(config)), 'must be set when the identity provider is not local-services'),
    ['SESSION_SECRET'],
  ),
  v.forward(
    v.check((config) => config.SHOPIFY_MULTIPASS_SECRET !== LOCAL_MULTIPASS_SECRET || !config.SHOPIFY_STORE_DOMAIN || LOOPBACK_URL.test(config.SHOPIFY_STORE_DOMAIN), 'must be set when the store is not local-services'),
    ['SHOPIFY_MULTIPASS_SECRET'],
  ),
  // The built-in key is printed in the README: with a real shop check or store, anyone could open the shop with it.
  v.forward(
    v.check(
      (config) => config.SHOP_TEST_ACCESS_KEY !== LOCAL_SHOP_TEST_ACCESS_KEY || (LOOPBACK_URL.test(shopAccessApiUrl(config)) && LOOPBACK_URL.test(shopifyStore(config))),
      'must be set when the shop check or the store is not local-services',
    ),
    ['SHOP_TEST_ACCESS_KEY'],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

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
  const fingerprint = createHash('sha256').update(JSON.stringify(Object.entries(config).sort())).digest('hex').slice(0, 12);
  return {
    brand: brandId,
    services: { sitecore: upstream(config.SITECORE_API_URL), productData: upstream(config.PRODUCT_API_URL), geoIp: upstream(config.GEOIP_URL), account: upstream(config.ACCOUNT_API_URL), shopify: upstream(config.SHOPIFY_STORE_DOMAIN), shopAccess: upstream(config.SHOP_ACCESS_API_URL) },
    publicOrigin: config.PUBLIC_ORIGIN ? 'configured' : 'brand domain',
    upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    configuration: fingerprint,
  };
}
