import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { UpstreamError, anySignal } from '../http/upstream';

/**
 * The one server-side GraphQL transport (issue 24, docs/decisions/graphql-client-layer.md): a
 * GraphQL-over-HTTP POST of a codegen document (`graphql()`'s typed string, sent as it is) with
 * its variables, answering the document's typed `data`. The Storefront calls
 * (@mbw/shop-data-access `storefrontRequest`) and the content graph (`sitecore/*-query.ts`) use it;
 * in the browser every GraphQL call goes through urql instead (./graphql-client.ts).
 *
 * A timeout (when given) and the caller's signal abort the call. A failed call is described once
 * (`GraphqlFailure`) and turned into the caller's own error by `failure`; by default an
 * UpstreamError as every other upstream call has it: no answer → 'timeout'/'network', a non-2xx
 * status → 'http' (with the operation's name), a 2xx without JSON, with GraphQL errors (the first
 * one's message) or without data → 'invalid-response'.
 */
export type GraphqlFailure =
  | { kind: 'timeout' | 'network'; service: string; operationName: string; query: string; detail: string; cause: unknown }
  | {
      /** `graphql`: the answer has GraphQL errors; `not-json`: no JSON body; `http`: a non-2xx status without either; `no-data`: 2xx, no errors, no data. */
      kind: 'graphql' | 'not-json' | 'http' | 'no-data';
      service: string;
      operationName: string;
      query: string;
      status: number;
      ok: boolean;
      errors: ReadonlyArray<{ message?: string }>;
      cause?: unknown;
    };

export interface GraphqlFetchOptions {
  /** The endpoint (`https://edge.example/sitecore/api/graph/edge`, `{store}/api/2025-01/graphql.json`). */
  url: string | URL;
  /** Name used in errors and logs. */
  service: string;
  /** Extra request headers (API keys, access tokens). */
  headers?: Record<string, string>;
  /** The call's own hard timeout; without one only `signal` ends it. */
  timeoutMs?: number;
  /** The caller's abort signal (e.g. the page request); combined with the timeout. */
  signal?: AbortSignal;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The caller's error for a failed call; UpstreamError (see above) by default. */
  failure?: (failure: GraphqlFailure) => Error;
}

/** The operation's name, as sent in the body (the proxies' allow-lists and the logs know it by it). */
export const operationNameOf = (query: string): string => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';

/** The default mapping: UpstreamError with the service, the failure kind and the status. */
export function upstreamErrorOf(failure: GraphqlFailure): UpstreamError {
  if (!('status' in failure)) return new UpstreamError(failure.service, failure.kind, failure.detail);
  if (!failure.ok) return new UpstreamError(failure.service, 'http', failure.operationName, failure.status);
  const detail =
    failure.kind === 'graphql'
      ? (failure.errors[0]?.message ?? 'GraphQL error')
      : failure.kind === 'not-json'
        ? 'body is not JSON'
        : `${failure.operationName} answered no data`;
  return new UpstreamError(failure.service, 'invalid-response', detail, failure.status);
}

type Answer<TResult> = { data?: TResult | null; errors?: unknown } | null | undefined;

export async function fetchGraphql<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  options: GraphqlFetchOptions,
): Promise<TResult> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  const fail = options.failure ?? upstreamErrorOf;
  const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify({ query, variables, operationName: operationName || undefined }),
      signal: anySignal(options.signal, timeout),
    });
  } catch (cause) {
    const timedOut = timeout?.aborted === true;
    const detail = timedOut ? `no answer within ${options.timeoutMs} ms` : cause instanceof Error ? cause.message : String(cause);
    throw fail({ kind: timedOut ? 'timeout' : 'network', service: options.service, operationName, query, detail, cause });
  }
  const base = { service: options.service, operationName, query, status: response.status, ok: response.ok };
  let body: Answer<TResult>;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as Answer<TResult>) : undefined;
  } catch (cause) {
    throw fail({ ...base, kind: 'not-json', errors: [], cause });
  }
  const errors =
    body !== null && typeof body === 'object' && Array.isArray(body.errors) ? (body.errors as Array<{ message?: string }>) : [];
  if (errors.length > 0) throw fail({ ...base, kind: 'graphql', errors, cause: errors });
  if (!response.ok) throw fail({ ...base, kind: body === undefined ? 'not-json' : 'http', errors });
  if (body === undefined) throw fail({ ...base, kind: 'not-json', errors });
  if (body === null || typeof body !== 'object' || body.data === undefined || body.data === null)
    throw fail({ ...base, kind: 'no-data', errors });
  return body.data;
}
