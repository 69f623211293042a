import * as v from 'valibot';
import { ownPageHeaders } from '@mbw/util';
import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';

/**
 * Content GraphQL from the browser (spec account §7 "POST content GraphQL endpoint: sc_lang, query,
 * variable id"): a POST of `{query, variables, operationName}` to the site's same-origin proxy
 * (/sitecore/api/graph/edge), which adds the API key and, for an operation that reads a customer's
 * own data (CustomerProfile), the customer's credentials. The documents are codegen's typed strings
 * (`graphql()`); each operation keeps a stable name, by which the proxy's allow-list knows it.
 */
const SERVICE = 'graphql';

export interface ContentGraphqlOptions {
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The page's origin (tests); the browser's location otherwise. */
  origin?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The GraphQL answer around `data`; `errors` when the query failed. */
export const contentEnvelope = <T extends v.GenericSchema>(data: T) =>
  v.looseObject({ data: v.nullish(data), errors: v.optional(v.array(v.looseObject({ message: v.string() }))) });

/** One operation; a non-2xx answer rejects with its status (UpstreamError 'http'), GraphQL errors as 'invalid-response'. */
export async function postContentQuery<TSchema extends v.GenericSchema>(operationName: string, query: string, variables: Record<string, unknown>, schema: TSchema, options: ContentGraphqlOptions) {
  const response = await fetchUpstream(
    new URL('/sitecore/api/graph/edge', options.origin ?? globalThis.location?.origin),
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...ownPageHeaders() }, body: JSON.stringify({ query, variables, operationName }), credentials: 'same-origin' },
    { service: SERVICE, timeoutMs: options.timeoutMs ?? 15_000, fetch: options.fetch, signal: options.signal },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(SERVICE, 'http', operationName, response.status);
  }
  const parsed = v.safeParse(schema, await readJson(response, SERVICE));
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', `unexpected ${operationName} answer`, response.status);
  const output = parsed.output as { errors?: Array<{ message: string }> };
  if (output.errors?.length) throw new UpstreamError(SERVICE, 'invalid-response', output.errors[0]!.message, response.status);
  return parsed.output as v.InferOutput<TSchema>;
}
