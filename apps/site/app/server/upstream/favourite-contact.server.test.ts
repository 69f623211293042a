import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import type { Credentials } from '@mbw/account/server';
import { describe, expect, it, vi } from 'vitest';
import { favouriteContactOf } from './favourite-contact.server';

const customer: Viewer = {
  userName: 'jonas.weber@example.com',
  lastName: 'Weber',
  canAccessPreLaunchProducts: false,
  canDownloadRestricted: false,
};
const ok =
  (refreshed = false) =>
  async () =>
    ({
      kind: 'ok',
      accessToken: 'token-1',
      session: {} as never,
      refreshed,
      ...(refreshed ? { setCookie: 'kestrel_session=new' } : {}),
    }) as Credentials & { setCookie?: string };
const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));
const base = { baseUrl: 'http://account.test', timeoutMs: 1000 };

describe('favouriteContactOf (spec product §2 get a quote)', () => {
  it('never asks for an anonymous visitor', async () => {
    const fetch = answer(200, 'x');
    const credentials = vi.fn(ok());
    expect(
      await favouriteContactOf({
        ...base,
        viewer: ANONYMOUS_VIEWER,
        credentials,
        fetch,
      }),
    ).toEqual({ id: null });
    expect(fetch).not.toHaveBeenCalled();
    expect(credentials).not.toHaveBeenCalled();
  });

  it('reads the id with the customer’s bearer token (text or a JSON string)', async () => {
    for (const body of ['{6F1D2C3A-0000-4000-8000-000000000002}', '"{6F1D2C3A-0000-4000-8000-000000000002}"\n']) {
      const fetch = answer(200, body);
      expect(
        await favouriteContactOf({
          ...base,
          viewer: customer,
          credentials: ok(),
          fetch,
        }),
      ).toEqual({ id: '{6F1D2C3A-0000-4000-8000-000000000002}' });
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('http://account.test/api/FavouriteContact/getFavouriteContact');
      expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer token-1');
    }
  });

  it('no favourite: an empty answer', async () => {
    expect(
      await favouriteContactOf({
        ...base,
        viewer: customer,
        credentials: ok(),
        fetch: answer(200, ''),
      }),
    ).toEqual({ id: null });
  });

  it('passes a refreshed session on', async () => {
    expect(
      await favouriteContactOf({
        ...base,
        viewer: customer,
        credentials: ok(true),
        fetch: answer(200, 'abc'),
      }),
    ).toEqual({ id: 'abc', setCookie: 'kestrel_session=new' });
  });

  it('a failing call is no favourite (the page shows find a dealer), reported once', async () => {
    const onFailure = vi.fn();
    expect(
      await favouriteContactOf({
        ...base,
        viewer: customer,
        credentials: ok(),
        fetch: answer(500, '{}'),
        onFailure,
      }),
    ).toEqual({ id: null });
    expect(
      await favouriteContactOf({
        ...base,
        viewer: customer,
        credentials: ok(),
        fetch: vi.fn(async () => Promise.reject(new Error('down'))),
        onFailure,
      }),
    ).toEqual({ id: null });
    expect(onFailure).toHaveBeenCalledTimes(2);
    const invalid = async () => ({ kind: 'invalid', reason: 'no-session' }) as Credentials;
    expect(
      await favouriteContactOf({
        ...base,
        viewer: customer,
        credentials: invalid,
        fetch: answer(200, 'abc'),
      }),
    ).toEqual({ id: null });
  });
});
