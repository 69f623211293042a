import { describe, expect, it, vi } from 'vitest';
import { ORDER_DOCUMENTS } from '@mbw/shop-data-access/server';
import { STOREFRONT_MAX_BODY_BYTES, forwardStorefront, isGraphqlRequest, type StorefrontForwardOptions } from './storefront-forward.server';

const QUERY = JSON.stringify({ query: '{ shop { name } }' });

function upstream(
  status = 200,
  body: BodyInit | null = '{"data":{"shop":{"name":"Kestrel"}}}',
  headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': 'public, max-age=600',
    'set-cookie': '_shopify_y=1',
  },
) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));
}

function call(init: RequestInit & { headers?: Record<string, string> }, options: Partial<StorefrontForwardOptions> = {}) {
  const request = new Request('http://127.0.0.1:3100/api/2025-01/graphql.json', {
    method: 'POST',
    ...init,
    headers: {
      cookie: 'kestrel_session=sealed; cartId=1',
      'content-type': 'application/json',
      accept: 'application/json',
      ...init.headers,
    },
    duplex: 'half',
  } as RequestInit);
  return forwardStorefront(request, {
    store: 'http://store.test:4010',
    token: 'public-token',
    timeoutMs: 1000,
    access: 'shop',
    ...options,
  });
}

describe('forwardStorefront', () => {
  it('posts the query to the store with the public token and without the browser cookies; the answer is private and sets nothing', async () => {
    const fetch = upstream();
    const response = await call({ body: QUERY }, { fetch });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { shop: { name: 'Kestrel' } } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const [target, init] = fetch.mock.calls[0]!;
    expect(String(target)).toBe('http://store.test:4010/api/2025-01/graphql.json');
    expect(init?.method).toBe('POST');
    const sent = new Headers(init?.headers);
    expect(sent.get('x-shopify-storefront-access-token')).toBe('public-token');
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('content-type')).toBe('application/json');
    expect(new TextDecoder().decode(init?.body as Uint8Array)).toBe(QUERY);
  });

  it('asks the store at the configured Storefront API version (SHOPIFY_STOREFRONT_API_VERSION, issue 29)', async () => {
    const fetch = upstream();
    expect((await call({ body: QUERY }, { fetch, apiVersion: '2026-04' })).status).toBe(200);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://store.test:4010/api/2026-04/graphql.json');
  });

  it('takes JSON with a charset, refuses other content types with 415 and calls no one', async () => {
    const fetch = upstream();
    expect((await call({ body: QUERY, headers: { 'content-type': 'application/json; charset=utf-8' } }, { fetch })).status).toBe(200);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/graphql', 'application/jsonp', '']) {
      const response = await call({ body: QUERY, headers: { 'content-type': type } }, { fetch });
      expect(response.status, type).toBe(415);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses other methods with 405 and Allow: POST', async () => {
    const fetch = upstream();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await call({ method, body: method === 'GET' ? undefined : QUERY }, { fetch });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 413 to a body over 64 KiB, declared or streamed, and sends nothing', async () => {
    const fetch = upstream();
    const big = JSON.stringify({ query: `{ shop { name } } # ${'x'.repeat(STOREFRONT_MAX_BODY_BYTES)}` });
    const declared = await call({ body: big }, { fetch });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('cache-control')).toBe('private, no-store');
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(4096).fill(0x20));
        controller.close();
      },
    });
    expect((await call({ body: streamed }, { fetch })).status).toBe(413);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is no GraphQL request and calls no one', async () => {
    const fetch = upstream();
    for (const body of [
      '{"query":',
      '[1,2,3]',
      '[{"query":"{ shop { name } }"}]',
      '{"query":42}',
      '{"query":"  "}',
      '{"query":"{ a }","variables":"x"}',
      '{"query":"{ a }","operationName":1}',
      '{"__proto__":{"polluted":1},"query":"{ a }"}',
      'null',
      '"{ a }"',
      '',
    ]) {
      const response = await call({ body }, { fetch });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: 'Not a GraphQL request' });
    }
    const latin1 = await call({ body: new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0x22, 0x7d]) }, { fetch });
    expect(latin1.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows a GraphQL request: a string query, optional variables, operation name and extensions', () => {
    expect(isGraphqlRequest({ query: '{ a }' })).toBe(true);
    expect(
      isGraphqlRequest({ query: 'query Orders($t: String!) { a }', variables: { t: 'x' }, operationName: 'Orders', extensions: {} }),
    ).toBe(true);
    expect(isGraphqlRequest({ query: '{ a }', variables: null, operationName: null })).toBe(true);
    expect(isGraphqlRequest({ query: '{ a }', mutation: '{ b }' })).toBe(false);
    expect(isGraphqlRequest({ variables: {} })).toBe(false);
  });

  it('passes the store’s 4xx on, and turns its 5xx, a dead store and a slow one into 502/504 JSON', async () => {
    const refused = await call(
      { body: QUERY },
      { fetch: upstream(401, '{"errors":[{"message":"","extensions":{"code":"UNAUTHORIZED"}}]}') },
    );
    expect(refused.status).toBe(401);
    const failing = await call(
      { body: QUERY },
      { fetch: upstream(500, 'Error: boom\n    at resolver (shop.js:1:1)', { 'content-type': 'text/plain' }) },
    );
    expect(failing.status).toBe(502);
    expect(await failing.json()).toEqual({ error: 'storefront is unavailable' });
    expect(failing.headers.get('cache-control')).toBe('private, no-store');
    const dead = await call({ body: QUERY }, { fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed'))) });
    expect(dead.status).toBe(502);
    // fetchUpstream's timeout is AbortSignal.timeout, which fake timers do not drive: a short real one.
    const hanging = vi.fn<typeof fetch>(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const slow = await call({ body: QUERY }, { fetch: hanging, timeoutMs: 30 });
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: 'storefront is unavailable' });
  });

  it("asks a real store with the private token and the buyer's address when configured, never the public token then (issue 23)", async () => {
    const fetch = upstream();
    await call({ body: QUERY }, { fetch, privateToken: 'private-delegate-token', buyerIp: '203.0.113.7' });
    const sent = new Headers(fetch.mock.calls[0]![1]?.headers);
    expect(sent.get('shopify-storefront-private-token')).toBe('private-delegate-token');
    expect(sent.get('shopify-storefront-buyer-ip')).toBe('203.0.113.7');
    expect(sent.get('x-shopify-storefront-access-token')).toBeNull();
  });

  it('lets through only visitors the shop check opens; a signed-in customer of a closed shop reads only their orders (issue 23)', async () => {
    const fetch = upstream();
    expect((await call({ body: QUERY }, { fetch, access: 'none' })).status).toBe(404);
    const cart = JSON.stringify({
      query: 'mutation CustomerOrders { cartCreate(input: {}) { cart { id } } }',
      operationName: 'CustomerOrders',
    });
    expect((await call({ body: cart }, { fetch, access: 'orders' })).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
    const orders = JSON.stringify({
      query: [...ORDER_DOCUMENTS].find((document) => document.includes('query CustomerOrders(')),
      variables: { customerAccessToken: 't' },
      operationName: 'CustomerOrders',
    });
    expect((await call({ body: orders }, { fetch, access: 'orders' })).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
