import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { AccountCallError, accountFailureStatus, accountRequest } from './account-request';

const ORIGIN = 'https://site.example';

function answering(status: number, body?: string, contentType = 'application/json') {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(body ?? null, { status, headers: { 'content-type': contentType } }),
  );
}

describe('accountRequest (spec account §7, §8)', () => {
  it('asks the same origin with the query and reads the answer as its schema says', async () => {
    const fetch = answering(200, '3');
    await expect(
      accountRequest('/api/Devices/getNoOfDevices', v.number(), { fetch, origin: ORIGIN, query: { lang: 'de', skip: undefined } }),
    ).resolves.toBe(3);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://site.example/api/Devices/getNoOfDevices?lang=de');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends a JSON body', async () => {
    const fetch = answering(200, '{"added":1}');
    await accountRequest('/api/Devices/addDevices', v.object({ added: v.number() }), {
      fetch,
      origin: ORIGIN,
      method: 'POST',
      body: [{ ArticleNumber: '142.270' }],
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('[{"ArticleNumber":"142.270"}]');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('a 403 ends the session at /logout and rejects', async () => {
    const onForbidden = vi.fn();
    const failure = accountRequest('/api/Addresses/getAddresses', v.array(v.unknown()), {
      fetch: answering(403, '{"message":"Invalid session"}'),
      origin: ORIGIN,
      onForbidden,
    });
    await expect(failure).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('keeps the status and JSON body of other failures (409 with its request link)', async () => {
    const error = await accountRequest('/api/delete-account', v.unknown(), {
      fetch: answering(409, '{"requestLink":"https://x.example/req"}'),
      origin: ORIGIN,
      method: 'DELETE',
      as: 'none',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountCallError);
    expect(accountFailureStatus(error)).toBe(409);
    expect((error as AccountCallError).body).toEqual({ requestLink: 'https://x.example/req' });
  });

  it('a network failure counts as 500', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await accountRequest('/api/delete-account', v.unknown(), { fetch, origin: ORIGIN, method: 'DELETE', as: 'none' }).catch(
      (caught: unknown) => caught,
    );
    expect(accountFailureStatus(error)).toBe(500);
  });

  it('an answer of another shape is an invalid response, not data', async () => {
    await expect(
      accountRequest('/api/Devices/getNoOfDevices', v.number(), { fetch: answering(200, '"three"'), origin: ORIGIN }),
    ).rejects.toMatchObject({ failure: 'invalid-response' });
  });

  it('reads text answers (the favourite contact id)', async () => {
    await expect(
      accountRequest('/api/FavouriteContact/getFavouriteContact', v.string(), {
        fetch: answering(200, '{ABC}', 'text/plain'),
        origin: ORIGIN,
        as: 'text',
      }),
    ).resolves.toBe('{ABC}');
  });
});
