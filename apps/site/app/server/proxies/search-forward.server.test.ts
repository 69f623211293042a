import { describe, expect, it, vi } from 'vitest';
import { forwardSearch, SEARCH_MAX_BODY_BYTES } from './search-forward.server';

const BEARER = 'Bearer header.payload.signature';

function request(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Request(`https://site.test/api/search/v2${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', authorization: BEARER, cookie: 'session=secret', ...init.headers },
    ...(init.method === 'GET' ? {} : { body: init.body ?? '{"q":"gun"}' }),
  });
}

function upstream() {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ totalCount: 1, results: [] }));
}

describe('the search proxy', () => {
  it('forwards the engine’s POST with its bearer and organization, and nothing of the browser’s own', async () => {
    const fetch = upstream();
    const answer = await forwardSearch(request('/querySuggest?organizationId=kestrel'), 'querySuggest', {
      searchUrl: 'https://coveo.test/rest/search/v2',
      timeoutMs: 1000,
      fetch,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://coveo.test/rest/search/v2/querySuggest?organizationId=kestrel');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(BEARER);
    expect(headers.get('cookie')).toBeNull();
  });

  it.each([
    ['an operation the engine never sends', request('/token'), 'token', 404],
    ['GET', request('', { method: 'GET' }), '', 405],
    ['a form post', request('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), '', 415],
    ['no bearer token', request('', { headers: { authorization: '' } }), '', 401],
    ['a query parameter of its own', request('?organizationId=k&debug=1'), '', 400],
    ['an odd organization', request('?organizationId=../x'), '', 400],
    ['a body that is not a JSON object', request('', { body: '[1,2]' }), '', 400],
    ['a body over 64 KiB', request('', { body: JSON.stringify({ q: 'x'.repeat(SEARCH_MAX_BODY_BYTES) }) }), '', 413],
  ])('refuses %s without asking the service', async (_label, incoming, operation, status) => {
    const fetch = upstream();
    const answer = await forwardSearch(incoming, operation, { searchUrl: 'https://coveo.test/rest/search/v2', timeoutMs: 1000, fetch });
    expect(answer.status).toBe(status);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the service’s 419 (an expired token: the engine renews it) and turns a dead service into 502', async () => {
    const expired = vi.fn(async () => Response.json({ statusCode: 419, message: 'expired' }, { status: 419 }));
    expect((await forwardSearch(request(''), '', { searchUrl: 'https://coveo.test/s', timeoutMs: 1000, fetch: expired })).status).toBe(419);
    const dead = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await forwardSearch(request(''), '', { searchUrl: 'https://coveo.test/s', timeoutMs: 1000, fetch: dead })).status).toBe(502);
  });
});
