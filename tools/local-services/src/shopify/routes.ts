/**
 * The Shopify vendor (issue 14): the Storefront API 2025-01 at Shopify's path, spoken over
 * graphql-http (the GraphQL-over-HTTP reference handler) against the real schema. A request needs
 * the public storefront access token in `X-Shopify-Storefront-Access-Token`; without it, or with
 * another, the answer is 401 as Shopify gives it. GraphQL errors are HTTP 200 with `errors`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { GraphQLError, experimentalExecuteIncrementally, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { createHandler } from 'graphql-http';
import type { Route } from '../http/types.ts';
import { LOCAL_MULTIPASS_SECRET } from './multipass.ts';
import { storefrontRootValue, storefrontSchema } from './storefront-graphql.ts';

export const STOREFRONT_SERVICE = 'storefront';
export const STOREFRONT_API_PATH = '/api/2025-01/graphql.json';
/** The public storefront access token the stand-in accepts; the site's SHOPIFY_STOREFRONT_TOKEN defaults to it. */
export const LOCAL_STOREFRONT_TOKEN = 'local-storefront-public-token';

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

export function shopifyRoutes(db: DatabaseSync, options: ShopifyOptions = {}): Route[] {
  const storefrontToken = options.storefrontToken ?? LOCAL_STOREFRONT_TOKEN;
  const rootValue = storefrontRootValue(db, { multipassSecret: options.multipassSecret ?? LOCAL_MULTIPASS_SECRET, now: options.now });
  const handle = createHandler({
    schema: storefrontSchema(),
    rootValue,
    execute: execute as never,
    // Shopify answers an unexpected failure inside a resolver as a GraphQL error, never a stack.
    // (a GraphQLError a resolver throws on purpose, like a missing `first`, keeps its message).
    formatError: (error) =>
      error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)
        ? error
        : new GraphQLError('Internal error. Looks like something went wrong on our end.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
  });
  return [
    {
      method: 'POST',
      path: STOREFRONT_API_PATH,
      service: STOREFRONT_SERVICE,
      handler: async ({ req, url, body }) => {
        if (req.headers['x-shopify-storefront-access-token'] !== storefrontToken) {
          return { status: 401, body: { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] } };
        }
        const [responseBody, init] = await handle({
          method: 'POST',
          url: url.toString(),
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json', accept: req.headers.accept ?? 'application/json' },
          body: (body ?? null) as Record<string, unknown> | null,
          raw: req,
          context: undefined,
        });
        // graphql-http answers 400 for a document that does not parse or validate under
        // application/graphql-response+json; Shopify (and application/json) keeps 200 with `errors`.
        const status = init.status === 400 && responseBody?.includes('"errors"') ? 200 : init.status;
        return { status, text: responseBody ?? '', headers: { 'content-type': 'application/json; charset=utf-8', ...(init.headers?.allow ? { allow: init.headers.allow } : {}) } };
      },
    },
  ];
}
