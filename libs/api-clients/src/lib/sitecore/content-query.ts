import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import * as v from 'valibot';
import { UpstreamError } from '../http/upstream';
import { operationNameOf } from '../graphql/graphql-fetch';
import type * as GraphqlClientModule from '../graphql/graphql-client';

/**
 * Content GraphQL from the browser (spec account §7 "POST content GraphQL endpoint: sc_lang, query,
 * variable id"): through the site's urql client (../graphql/graphql-client.ts) to its same-origin
 * proxy (/sitecore/api/graph/edge), which adds the API key and, for an operation that reads a
 * customer's own data (CustomerProfile), the customer's credentials. The documents are codegen's
 * typed strings (`graphql()`), sent as they are; each operation keeps a stable name, by which the
 * proxy's allow-list knows it. urql is loaded on the first call, never with a page.
 */
const SERVICE = 'graphql';
export const CONTENT_GRAPHQL_PATH = '/sitecore/api/graph/edge';

export interface ContentGraphqlOptions {
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The page's origin (tests); the browser's location otherwise. */
  origin?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

let clientModule: Promise<typeof GraphqlClientModule> | null = null;
let pageClient: GraphqlClientModule.GraphqlClient | null = null;

/** One operation; a non-2xx answer rejects with its status (UpstreamError 'http'), GraphQL errors as 'invalid-response'; the data checked against `schema`. */
export async function postContentQuery<TResult, TVariables, TSchema extends v.GenericSchema>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  schema: TSchema,
  options: ContentGraphqlOptions,
): Promise<v.InferOutput<TSchema>> {
  clientModule ??= import('../graphql/graphql-client').catch((error: unknown) => {
    clientModule = null;
    throw error;
  });
  const { createGraphqlClient, sendGraphql } = await clientModule;
  const own = options.origin === undefined && options.fetch === undefined;
  const graphql = own
    ? (pageClient ??= createGraphqlClient({ url: CONTENT_GRAPHQL_PATH }))
    : createGraphqlClient({ url: new URL(CONTENT_GRAPHQL_PATH, options.origin ?? globalThis.location?.origin).href, fetch: options.fetch });
  const data = await sendGraphql(graphql, document, variables, {
    service: SERVICE,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', `unexpected ${operationNameOf(document.toString())} answer`);
  return parsed.output;
}
