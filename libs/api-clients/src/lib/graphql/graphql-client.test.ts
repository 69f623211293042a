import { describe, expect, it, vi } from 'vitest';
import { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE } from '@mbw/util';
import { CUSTOMER_PROFILE_QUERY } from '../sitecore/profile-query';
import { createGraphqlClient, sendGraphql } from './graphql-client';
import type { GraphqlFailure } from './graphql-fetch';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const variables = { id: 'anna@example.com', language: 'en' };

describe('the browser GraphQL client (urql)', () => {
  it('POSTs the codegen string byte for byte (the proxies compare it) with the own-page header and the same-origin cookies', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ data: { customerProfile: null } }));
    const client = createGraphqlClient({ url: 'http://site.test/sitecore/api/graph/edge', fetch });
    await expect(sendGraphql(client, CUSTOMER_PROFILE_QUERY, variables, { service: 'graphql' })).resolves.toEqual({
      customerProfile: null,
    });
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('http://site.test/sitecore/api/graph/edge');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ [OWN_PAGE_HEADER]: OWN_PAGE_HEADER_VALUE, accept: 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      query: CUSTOMER_PROFILE_QUERY.toString(),
      variables,
      operationName: 'CustomerProfile',
    });
  });

  it('reports failures as the server fetcher does (GraphqlFailure → UpstreamError by default)', async () => {
    const send = (response: Response | Error, failure?: (described: GraphqlFailure) => Error) =>
      sendGraphql(
        createGraphqlClient({
          url: 'http://site.test/g',
          fetch: vi.fn().mockImplementation(async () => {
            if (response instanceof Error) throw response;
            return response;
          }),
        }),
        CUSTOMER_PROFILE_QUERY,
        variables,
        { service: 'graphql', failure },
      ).catch((error: unknown) => error);
    expect(await send(json({}, 403))).toMatchObject({ failure: 'http', status: 403 });
    expect(await send(json({ errors: [{ message: 'Unknown field' }] }))).toMatchObject({
      failure: 'invalid-response',
      message: expect.stringContaining('Unknown field'),
    });
    expect(await send(new TypeError('Failed to fetch'))).toMatchObject({ failure: 'network' });
    const seen: GraphqlFailure[] = [];
    await send(json({ errors: [{ message: 'Throttled' }] }, 429), (described) => (seen.push(described), new Error('mine')));
    expect(seen[0]).toMatchObject({
      kind: 'graphql',
      status: 429,
      ok: false,
      errors: [{ message: 'Throttled' }],
      operationName: 'CustomerProfile',
    });
  });

  it('ends a call at its timeout', async () => {
    const slow = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const client = createGraphqlClient({ url: 'http://site.test/g', fetch: slow as unknown as typeof fetch });
    await expect(sendGraphql(client, CUSTOMER_PROFILE_QUERY, variables, { service: 'graphql', timeoutMs: 20 })).rejects.toMatchObject({
      failure: 'timeout',
    });
  });
});
