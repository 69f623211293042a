import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@mbw/account-data-access';
import {
  ACCOUNT_ENDPOINTS,
  ACCOUNT_MAX_BODY_BYTES,
  customerGraphqlDecision,
  forwardAccount,
  matchAccountEndpoint,
  type AccountForwardOptions,
} from './account-forward.server';

const CONTRACT = readFileSync(path.join(import.meta.dirname, '../../../../../libs/account/data-access/src/lib/api/CONTRACT.md'), 'utf8');
/** Method and browser path of every endpoint row of the contract's table. */
const contractRows = [...CONTRACT.matchAll(/^\| (GET|POST|PUT|DELETE) \| \/api\/(\S+)/gm)].map(([, method, route]) => ({
  method: method!,
  path: route!.replace('{id}', 'a1b2-c3'),
}));

describe('the account endpoint table', () => {
  it('has every endpoint of CONTRACT.md with its method, and nothing else', () => {
    expect(contractRows.length).toBeGreaterThanOrEqual(18);
    for (const row of contractRows)
      expect(matchAccountEndpoint(row.method, row.path), `${row.method} ${row.path}`).toMatchObject({
        kind: 'endpoint',
        endpoint: { method: row.method },
      });
    expect(ACCOUNT_ENDPOINTS).toHaveLength(contractRows.length);
  });

  it('answers another method of a listed path with 405 and the allowed one', () => {
    expect(matchAccountEndpoint('POST', 'Devices/getNoOfDevices')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    expect(matchAccountEndpoint('GET', 'delete-account')).toEqual({ kind: 'method-not-allowed', allow: ['DELETE'] });
    expect(matchAccountEndpoint('PATCH', 'Addresses/updateAddress')).toEqual({ kind: 'method-not-allowed', allow: ['PUT'] });
    expect(matchAccountEndpoint('HEAD', 'Devices/getAllDevices')).toMatchObject({ kind: 'method-not-allowed' });
  });

  it('knows no other path: other casing, extra segments, an encoded slash or dots in an id', () => {
    for (const other of [
      'devices/getNoOfDevices',
      'Devices/getNoOfDevices/',
      'Devices/getNoOfDevices/x',
      'Devices',
      'Addresses/deleteAddress/',
      'Addresses/deleteAddress/a%2Fb',
      'Addresses/deleteAddress/..',
      `Addresses/deleteAddress/${'a'.repeat(65)}`,
      'delete-account/x',
      'menu/products',
      'Profile/getProfile',
    ]) {
      expect(matchAccountEndpoint('GET', other), other).toBeNull();
      expect(matchAccountEndpoint('DELETE', other), other).toBeNull();
    }
  });
});

const session = { accessToken: 'access-1' } as Session;
const signedIn: AccountForwardOptions['credentials'] = async () => ({ kind: 'ok', accessToken: 'access-1', session, refreshed: false });

function upstream(
  status = 200,
  body: BodyInit | null = '3',
  headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' },
) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));
}

function call(
  method: string,
  route: string,
  options: Partial<AccountForwardOptions> & { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const url = new URL(`http://127.0.0.1:3100/api/${route}`);
  const request = new Request(url, {
    method,
    body: options.body,
    headers: { cookie: 'kestrel_session=sealed; other=1', accept: 'application/json', ...options.headers },
    duplex: 'half',
  } as RequestInit);
  const rawPath = url.pathname.replace(/^\/api\//, '');
  const match = matchAccountEndpoint(method, rawPath);
  if (match?.kind !== 'endpoint') throw new Error(`no endpoint ${method} ${route}`);
  return forwardAccount(request, url, rawPath, match.endpoint, {
    baseUrl: 'http://account.test:4010',
    timeoutMs: 1000,
    credentials: signedIn,
    ...options,
  });
}

describe('forwardAccount', () => {
  it('sends the customer bearer token upstream, never the browser cookies; the answer is private', async () => {
    const fetch = upstream();
    const response = await call('GET', 'Devices/checkDevice?articleNumber=123.456&serialNumber=1234567890', { fetch });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('3');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [target, init] = fetch.mock.calls[0]!;
    expect(String(target)).toBe('http://account.test:4010/api/Devices/checkDevice?articleNumber=123.456&serialNumber=1234567890');
    const sent = new Headers(init?.headers);
    expect(sent.get('authorization')).toBe('Bearer access-1');
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('accept')).toBe('application/json');
  });

  it('passes bodies of writes on, and sends DELETE /api/delete-account to {ACCOUNT_API_URL}/delete-account', async () => {
    const fetch = upstream(200, '{"added":1}');
    await call('POST', 'Devices/addDevices', {
      fetch,
      body: '[{"ArticleNumber":"123.456"}]',
      headers: { 'content-type': 'application/json' },
    });
    expect(new TextDecoder().decode(fetch.mock.calls[0]![1]!.body as Uint8Array)).toBe('[{"ArticleNumber":"123.456"}]');
    const deletion = upstream(409, '{"requestLink":"https://example.com/r"}');
    const conflict = await call('DELETE', 'delete-account', { fetch: deletion });
    expect(String(deletion.mock.calls[0]![0])).toBe('http://account.test:4010/delete-account');
    expect(deletion.mock.calls[0]![1]!.method).toBe('DELETE');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ requestLink: 'https://example.com/r' });
  });

  it('passes the shared wishlist (read by its token) without a session and attaches no token; every other wishlist call needs one', async () => {
    const fetch = upstream(200, '{"name":"Tools","items":[]}');
    const credentials = vi.fn<AccountForwardOptions['credentials']>(async () => ({ kind: 'invalid', reason: 'no-session' }));
    const shared = await call('GET', `Wishlist/getSharedWishlist?token=${'a'.repeat(43)}&language=en`, { fetch, credentials });
    expect(shared.status).toBe(200);
    expect(credentials).not.toHaveBeenCalled();
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    const refused = await call('GET', 'Wishlist/getWishlists?language=en', { fetch, credentials });
    expect(refused.status).toBe(403);
  });

  it('answers 403 {"message":"Invalid session"} without a session, or with one the provider refused to refresh, and calls no one', async () => {
    for (const reason of ['no-session', 'refresh-refused'] as const) {
      const fetch = upstream();
      const response = await call('GET', 'Devices/getNoOfDevices', { fetch, credentials: async () => ({ kind: 'invalid', reason }) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Invalid session' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('spec account §8: passes an upstream 403 (token revoked) on as 403 and keeps an upstream 500 a 500 (without its body); unreachable is 502', async () => {
    const revoked = await call('GET', 'Devices/getNoOfDevices', { fetch: upstream(403, '{"message":"Invalid session"}') });
    expect(revoked.status).toBe(403);
    expect(await revoked.json()).toEqual({ message: 'Invalid session' });
    const failing = await call('POST', 'Devices/addDevices', { body: '[]', fetch: upstream(500, 'Error: at stack.ts:1') });
    expect(failing.status).toBe(500);
    expect(await failing.text()).not.toContain('stack');
    const down = await call('GET', 'Devices/getNoOfDevices', {
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed'))),
    });
    expect(down.status).toBe(502);
  });

  it('refuses bodies over 64 KiB with 413, declared or streamed, before the session is read or upstream called', async () => {
    const fetch = upstream();
    const credentials = vi.fn(signedIn);
    const declared = await call('PUT', 'Addresses/updateAddress', {
      fetch,
      credentials,
      body: 'x'.repeat(ACCOUNT_MAX_BODY_BYTES + 1),
      headers: { 'content-length': String(ACCOUNT_MAX_BODY_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
    expect(credentials).not.toHaveBeenCalled();
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 3; index++) controller.enqueue(new Uint8Array(30 * 1024));
        controller.close();
      },
    });
    const streamed = await call('POST', 'Addresses/createAddress', { fetch, body: chunked });
    expect(streamed.status).toBe(413);
    expect(fetch).not.toHaveBeenCalled();
    const fits = await call('POST', 'Addresses/createAddress', { fetch, body: 'x'.repeat(ACCOUNT_MAX_BODY_BYTES) });
    expect(fits.status).toBe(200);
  });

  it('sends the refreshed session back as Set-Cookie with the answer, and the new token upstream', async () => {
    const fetch = upstream();
    const response = await call('GET', 'Devices/getNoOfDevices', {
      fetch,
      credentials: async () => ({
        kind: 'ok',
        accessToken: 'access-2',
        session,
        refreshed: true,
        setCookie: 'kestrel_session=resealed; Path=/; HttpOnly',
      }),
    });
    expect(response.headers.get('set-cookie')).toBe('kestrel_session=resealed; Path=/; HttpOnly');
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer access-2');
  });

  it('answers 502 when the token has expired and the provider cannot be asked for a new one (no sign-out)', async () => {
    const fetch = upstream();
    const response = await call('GET', 'Devices/getNoOfDevices', {
      fetch,
      credentials: async () => ({ kind: 'unavailable', error: new Error('down') }),
    });
    expect(response.status).toBe(502);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('customerGraphqlDecision (content GraphQL CustomerProfile, spec account §7; issue 23)', () => {
  const anna = { accessToken: 'access-1', email: 'anna.keller@example.com' } as Session;
  const annaSignedIn: AccountForwardOptions['credentials'] = async () => ({
    kind: 'ok',
    accessToken: 'access-1',
    session: anna,
    refreshed: false,
  });
  const profileBody = (id: unknown) => ({
    operationName: 'CustomerProfile',
    query: 'query CustomerProfile($id: String!, $language: String!) { customerProfile(id: $id, language: $language) { email } }',
    variables: { id, language: 'en' },
  });

  it('attaches the signed-in customer’s bearer token to CustomerProfile for their own user name', async () => {
    expect(await customerGraphqlDecision(profileBody('Anna.Keller@example.com'), annaSignedIn)).toEqual({
      kind: 'customer',
      headers: { authorization: 'Bearer access-1' },
      setCookie: undefined,
    });
  });

  it('refuses CustomerProfile without a session (403 Invalid session, no upstream call) and for another user name (400); an unreachable provider is 502', async () => {
    const none = await customerGraphqlDecision(profileBody('anna.keller@example.com'), async () => ({
      kind: 'invalid',
      reason: 'no-session',
    }));
    expect(none.kind === 'refused' && none.response.status).toBe(403);
    const other = await customerGraphqlDecision(profileBody('jonas.weber@example.com'), annaSignedIn);
    expect(other.kind === 'refused' && other.response.status).toBe(400);
    expect((await customerGraphqlDecision(profileBody(undefined), annaSignedIn)).kind).toBe('refused');
    const down = await customerGraphqlDecision(profileBody('anna.keller@example.com'), async () => ({
      kind: 'unavailable',
      error: new Error('down'),
    }));
    expect(down.kind === 'refused' && down.response.status).toBe(502);
  });

  it('leaves every other operation public: no session asked, no credentials', async () => {
    const credentials = vi.fn(annaSignedIn);
    for (const body of [
      { operationName: 'ContactDetails', variables: { id: 'x' } },
      null,
      'text',
      { query: '{ customerProfile(id: "anna.keller@example.com", language: "en") { email } }' },
    ]) {
      expect(await customerGraphqlDecision(body, credentials)).toEqual({ kind: 'public' });
    }
    expect(credentials).not.toHaveBeenCalled();
  });
});
