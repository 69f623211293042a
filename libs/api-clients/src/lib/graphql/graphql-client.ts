import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { Client, fetchExchange, gql, type CombinedError, type TypedDocumentNode } from 'urql';
import { ownPageHeaders } from '@mbw/util';
import { anySignal } from '../http/upstream';
import { operationNameOf, upstreamErrorOf, type GraphqlFailure } from './graphql-fetch';

/**
 * The browser's GraphQL client (issue 24, docs/decisions/graphql-client-layer.md): urql, the design
 * card's client, for every GraphQL call a page makes — the cart and the order pages through the
 * site's Storefront proxy, the account area's content queries through its content-graph proxy.
 * The server sends the same codegen documents through `fetchGraphql` (./graphql-fetch.ts).
 *
 * - One factory: every call is a POST (the site's proxies take nothing else: urql would send short
 *   queries as GET) of `{ query, variables, operationName }` with the own-page header (@mbw/util
 *   `ownPageHeaders`, docs/decisions/own-page-requests.md) and the same-origin cookies, and no
 *   document cache (`network-only`: a cart or a profile is read fresh every time).
 * - The query text sent is the codegen string itself, byte for byte (`documentOf`): the proxies'
 *   allow-lists compare it with the documents they know (urql would otherwise send its own print).
 * - A failed call is the same `GraphqlFailure` as on the server, so each domain keeps one error
 *   mapping for both sides (Storefront: StorefrontError; content graph: UpstreamError).
 *
 * No server data reaches the browser through urql today (server-loaded GraphQL data travels in the
 * loaders' data, mapped), so there is no SSR exchange yet; see the decision for when to add one.
 */
export interface GraphqlClientOptions {
  /** The endpoint: a same-origin path in the browser (`/api/2025-01/graphql.json`), a full URL elsewhere. */
  url: string;
  /** Headers beside the own-page header (a Storefront token when a test asks the stand-in itself). */
  headers?: Record<string, string>;
  /** Injected for tests; the global fetch (at call time) otherwise. */
  fetch?: typeof fetch;
}

export interface GraphqlClient {
  client: Client;
  fetch?: typeof fetch;
}

export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const client = new Client({
    url: options.url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin', headers: { accept: 'application/json', ...ownPageHeaders(), ...options.headers } },
  });
  return { client, fetch: options.fetch };
}

const documents = new Map<string, TypedDocumentNode>();

/**
 * The codegen string as urql's document: parsed once by urql (`gql`), with the source it sends set
 * to the string itself (urql sends a keyed document's `loc.source.body`).
 */
export function documentOf<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
): TypedDocumentNode<TResult, TVariables & object> {
  const source = document.toString();
  let node = documents.get(source);
  if (!node) {
    node = gql(source);
    (node as { loc?: unknown }).loc = {
      start: 0,
      end: source.length,
      source: { body: source, name: 'gql', locationOffset: { line: 1, column: 1 } },
    };
    documents.set(source, node);
  }
  return node as TypedDocumentNode<TResult, TVariables & object>;
}

export interface GraphqlSendOptions {
  /** The caller's abort signal (TanStack Query's, a page's). */
  signal?: AbortSignal;
  /** A hard timeout for this call. */
  timeoutMs?: number;
  /** Name used in errors. */
  service: string;
  /** The caller's error for a failed call; UpstreamError by default (as on the server). */
  failure?: (failure: GraphqlFailure) => Error;
}

function failureOf(
  error: CombinedError,
  timedOut: boolean,
  base: { service: string; operationName: string; query: string },
  timeoutMs?: number,
): GraphqlFailure {
  const response = error.response as Response | undefined;
  const errors = error.graphQLErrors.map(({ message, path, extensions }) => ({
    message,
    ...(path ? { path } : {}),
    ...(extensions && Object.keys(extensions).length > 0 ? { extensions } : {}),
  }));
  if (!response || typeof response.status !== 'number') {
    const detail = timedOut ? `no answer within ${timeoutMs} ms` : (error.networkError?.message ?? error.message);
    return { ...base, kind: timedOut ? 'timeout' : 'network', detail, cause: error.networkError ?? error };
  }
  const answer = { ...base, status: response.status, ok: response.ok };
  if (errors.length > 0) return { ...answer, kind: 'graphql', errors, cause: errors };
  if (!response.ok) return { ...answer, kind: 'http', errors };
  return { ...answer, kind: 'not-json', errors, cause: error.networkError ?? error };
}

/** One operation (query or mutation, by its document) through the client: its typed data, or the caller's error. */
export async function sendGraphql<TResult, TVariables>(
  graphql: GraphqlClient,
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  options: GraphqlSendOptions,
): Promise<TResult> {
  const query = document.toString();
  const base = { service: options.service, operationName: operationNameOf(query), query };
  const fail = options.failure ?? upstreamErrorOf;
  const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const fetchWith: typeof fetch = (input, init) =>
    (graphql.fetch ?? fetch)(input, { ...init, signal: anySignal(init?.signal ?? undefined, options.signal, timeout) });
  const node = documentOf(document);
  const vars = (variables ?? {}) as TVariables & object;
  const context = { fetch: fetchWith };
  const operation = /^\s*mutation\b/.test(query) ? graphql.client.mutation(node, vars, context) : graphql.client.query(node, vars, context);
  const result = await operation.toPromise();
  if (result.error) throw fail(failureOf(result.error, timeout?.aborted === true, base, options.timeoutMs));
  if (result.data === undefined || result.data === null) throw fail({ ...base, kind: 'no-data', status: 200, ok: true, errors: [] });
  return result.data;
}
