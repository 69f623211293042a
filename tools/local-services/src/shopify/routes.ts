/**
 * The Shopify vendor (issues 14, 15): the Storefront API at Shopify's path for any version the site
 * may be set to (SHOPIFY_STOREFRONT_API_VERSION, issue 29: one schema, 2025-01's, answers them all), spoken over
 * graphql-http (the GraphQL-over-HTTP reference handler) against the real schema. A request needs
 * the public storefront access token in `X-Shopify-Storefront-Access-Token`; without it, or with
 * another, the answer is 401 as Shopify gives it. GraphQL errors are HTTP 200 with `errors`; a body
 * that is no GraphQL request at all is a 400 as Shopify's. The store's own pages (checkout and
 * Multipass sign-in, store-pages.ts) answer on the same origin, behind the same fault switch.
 */
import type { DatabaseSync } from 'node:sqlite';
import { GraphQLError, experimentalExecuteIncrementally, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-http';
import type { Reply, Route } from '../http/types.ts';
import { randomUUID } from 'node:crypto';
import { cartStore } from './cart.ts';
import { LOCAL_MULTIPASS_SECRET } from './multipass.ts';
import { loadShop } from './shop-catalog.ts';
import { requestOrigin, storePageRoutes } from './store-pages.ts';
import { storefrontRootValue, storefrontSchema, type StorefrontContext } from './storefront-graphql.ts';

export const STOREFRONT_SERVICE = 'storefront';
/** The spec's version's path (what the site asks by default). */
export const STOREFRONT_API_PATH = '/api/2025-01/graphql.json';
/** Versions as Shopify names them: a quarter's release or `unstable`; any other path segment is Shopify's 404. */
const STOREFRONT_API_VERSION = /^(\d{4}-(01|04|07|10)|unstable)$/;
/** The public storefront access token the stand-in accepts; the site's SHOPIFY_STOREFRONT_TOKEN defaults to it. */
export const LOCAL_STOREFRONT_TOKEN = 'local-storefront-public-token';
/**
 * The private (delegate) token a server uses on a buyer's behalf, with the buyer's address in
 * Shopify-Storefront-Buyer-IP (README "Server-side calls on a buyer's behalf").
 */
export const LOCAL_STOREFRONT_PRIVATE_TOKEN = 'local-storefront-private-token';

export interface ShopifyOptions {
  storefrontToken?: string;
  multipassSecret?: string;
  /** A clock for the tests (Multipass freshness, token expiry). */
  now?: () => Date;
}

/**
 * The real schema declares @defer, so graphql 17's plain execute() refuses it; the incremental
 * executor runs every ordinary operation the same way. A deferred one would need a multipart answer,
 * which graphql-http does not send: it gets a GraphQL error instead (nothing the site sends defers).
 */
async function execute(args: ExecutionArgs): Promise<ExecutionResult> {
  const result = await experimentalExecuteIncrementally(args);
  if ('initialResult' in result) return { errors: [new GraphQLError('@defer is not supported by the local Storefront stand-in')] };
  return result;
}

/** Shopify's answer to a failure on its side (the `error` fault): 500 with one GraphQL error and a request id. */
function internalError(): Reply {
  const requestId = randomUUID();
  return {
    status: 500,
    body: {
      errors: [
        {
          message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ],
    },
  };
}

/** The store's page for a failure on its side (the `error` fault on the store pages). */
function storeDown(): Reply {
  return {
    status: 500,
    text: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong · Kestrel shop</title></head><body><main><h1>Something went wrong</h1><p>There was a problem loading this page. Please try again later.</p></main></body></html>',
    headers: { 'content-type': 'text/html; charset=utf-8' },
  };
}

/** Whether a parsed body is a GraphQL request: an object with a string `query` (Shopify answers anything else 400). */
function isGraphqlBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { query?: unknown }).query === 'string';
}

export function shopifyRoutes(db: DatabaseSync, options: ShopifyOptions = {}): Route[] {
  const storefrontToken = options.storefrontToken ?? LOCAL_STOREFRONT_TOKEN;
  const multipassSecret = options.multipassSecret ?? LOCAL_MULTIPASS_SECRET;
  const now = options.now ?? (() => new Date());
  const shop = loadShop(db);
  const rootValue = storefrontRootValue(db, { multipassSecret, now, shop });
  const handle = createHandler<unknown, StorefrontContext, StorefrontContext>({
    schema: storefrontSchema(),
    rootValue,
    context: (req) => req.context,
    execute: execute as never,
    // Shopify answers an unexpected failure inside a resolver as a GraphQL error, never a stack.
    // (a GraphQLError a resolver throws on purpose, like a missing `first`, keeps its message).
    formatError: (error) =>
      error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)
        ? error
        : new GraphQLError('Internal error. Looks like something went wrong on our end.', {
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          }),
  });
  return [
    {
      method: 'POST',
      path: '/api/:version/graphql.json',
      service: STOREFRONT_SERVICE,
      faultReply: internalError,
      handler: async ({ req, url, body, params }) => {
        if (!STOREFRONT_API_VERSION.test(params['version'] ?? '')) return { status: 404, body: { errors: 'Not Found' } };
        const publicToken = req.headers['x-shopify-storefront-access-token'];
        const privateToken = req.headers['shopify-storefront-private-token'];
        if (privateToken === undefined ? publicToken !== storefrontToken : privateToken !== LOCAL_STOREFRONT_PRIVATE_TOKEN) {
          return { status: 401, body: { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] } };
        }
        if (!isGraphqlBody(body)) return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
        const [responseBody, init] = await handle({
          method: 'POST',
          url: url.toString(),
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json', accept: req.headers.accept ?? 'application/json' },
          body: (body ?? null) as Record<string, unknown> | null,
          raw: req,
          context: { origin: requestOrigin(req) },
        });
        // graphql-http answers 400 for a document that does not parse or validate under
        // application/graphql-response+json; Shopify (and application/json) keeps 200 with `errors`.
        const status = init.status === 400 && responseBody?.includes('"errors"') ? 200 : init.status;
        return {
          status,
          text: responseBody ?? '',
          headers: { 'content-type': 'application/json; charset=utf-8', ...(init.headers?.allow ? { allow: init.headers.allow } : {}) },
        };
      },
    },
    ...storePageRoutes({ service: STOREFRONT_SERVICE, shop, carts: cartStore(db, shop, now), multipassSecret, now }).map((route) => ({
      ...route,
      faultReply: storeDown,
    })),
  ];
}
