import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { BREADCRUMB_ITEMS_QUERY } from '../sitecore/breadcrumb-query';
import { fetchGraphql, type GraphqlFailure } from './graphql-fetch';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const variables = { id: '{1}', lang: 'en' };
const options = (fetch: typeof globalThis.fetch) => ({
  url: 'http://edge.test/sitecore/api/graph/edge',
  service: 'graphql',
  headers: { sc_apikey: 'k' },
  fetch,
});

describe('fetchGraphql', () => {
  it('POSTs the codegen string, its variables and its operation name with the caller headers; answers data', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: { allpath: null } }));
    await expect(fetchGraphql(BREADCRUMB_ITEMS_QUERY, variables, options(fetch))).resolves.toEqual({ allpath: null });
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('http://edge.test/sitecore/api/graph/edge');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', sc_apikey: 'k' });
    expect(JSON.parse(String(init.body))).toEqual({
      query: BREADCRUMB_ITEMS_QUERY.toString(),
      variables,
      operationName: 'BreadcrumbItems',
    });
  });

  it('maps each failure by default to UpstreamError: http (status), invalid-response (GraphQL errors, no JSON, no data), network, timeout', async () => {
    const failing = (response: Response | Error) =>
      fetchGraphql(
        BREADCRUMB_ITEMS_QUERY,
        variables,
        options(
          vi.fn().mockImplementation(async () => {
            if (response instanceof Error) throw response;
            return response;
          }),
        ),
      ).catch((error: unknown) => error);
    expect(await failing(json({ errors: [{ message: 'nope' }] }, 403))).toMatchObject({ failure: 'http', status: 403 });
    expect(await failing(new Response('<html>', { status: 502 }))).toMatchObject({ failure: 'http', status: 502 });
    expect(await failing(json({ errors: [{ message: 'Unknown field' }] }))).toMatchObject({
      failure: 'invalid-response',
      message: expect.stringContaining('Unknown field'),
    });
    expect(await failing(new Response('<html>', { status: 200 }))).toMatchObject({
      failure: 'invalid-response',
      message: expect.stringContaining('not JSON'),
    });
    expect(await failing(json({ data: null }))).toMatchObject({ failure: 'invalid-response' });
    expect(await failing(new TypeError('fetch failed'))).toMatchObject({ failure: 'network' });
    const slow = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const timedOut = await fetchGraphql(BREADCRUMB_ITEMS_QUERY, variables, {
      ...options(slow as unknown as typeof fetch),
      timeoutMs: 20,
    }).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(UpstreamError);
    expect(timedOut).toMatchObject({ failure: 'timeout' });
  });

  it("hands the failure to the caller's mapping", async () => {
    const seen: GraphqlFailure[] = [];
    const failure = (described: GraphqlFailure) => (seen.push(described), new Error('mine'));
    const errors = [{ message: 'Throttled' }];
    await expect(
      fetchGraphql(BREADCRUMB_ITEMS_QUERY, variables, { ...options(vi.fn().mockResolvedValue(json({ errors }, 429))), failure }),
    ).rejects.toThrow('mine');
    expect(seen[0]).toMatchObject({ kind: 'graphql', status: 429, ok: false, errors, operationName: 'BreadcrumbItems' });
  });
});
