import { describe, expect, it, vi } from 'vitest';
import { createSearchTokenIssuer, searchTokenFilter } from './search-token';

const anonymous = { userName: null, canAccessPreLaunchProducts: false };
const insider = { userName: 'anna@example.com', canAccessPreLaunchProducts: true };

function issuer(answer: () => Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  const issue = createSearchTokenIssuer({
    searchUrl: 'https://search.test/rest/search/v2',
    apiKey: 'key-1',
    timeoutMs: 1000,
    siteFilter: '@site=="sensor"',
    fetch,
  });
  return { issue, fetch };
}

describe('search tokens', () => {
  it('filter the brand’s site always, and pre-launch items unless the viewer may see them', () => {
    expect(searchTokenFilter('@site=="sensor"', anonymous)).toBe('(@site=="sensor") AND (@isprelaunch==false)');
    expect(searchTokenFilter('@site=="sensor"', insider)).toBe('@site=="sensor"');
  });

  it('are asked for with the API key, impersonating the viewer, and reused per viewer and filter', async () => {
    const { issue, fetch } = issuer(() => Response.json({ token: 'jwt-1' }));
    expect(await issue(anonymous)).toBe('jwt-1');
    expect(await issue(anonymous)).toBe('jwt-1');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://search.test/rest/search/v2/token');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      userIds: [{ name: 'anonymous', provider: 'Email Security Provider', type: 'User' }],
      filter: '(@site=="sensor") AND (@isprelaunch==false)',
      validFor: 3_600_000,
    });
    await issue(insider);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body)).userIds[0].name).toBe('anna@example.com');
  });

  it('fail with an upstream error on a refusal or an answer without a token, and are not cached then', async () => {
    await expect(issuer(() => new Response('{}', { status: 401 })).issue(anonymous)).rejects.toMatchObject({
      failure: 'http',
      status: 401,
    });
    const { issue, fetch } = issuer(() => Response.json({ nope: true }));
    await expect(issue(anonymous)).rejects.toMatchObject({ failure: 'invalid-response' });
    await expect(issue(anonymous)).rejects.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
