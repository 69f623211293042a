import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_ACCESS_FAILURE_TTL_MS, createShopVisibility, type ShopVisibilityConfig } from './shop-visibility.server';

const KEY = 'the-test-key';

/** Never answers; gives up when the caller's signal aborts (as fetch does). */
const never = (_url: URL, signal?: AbortSignal | null) =>
  new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

function setup(
  answer: (url: URL, signal?: AbortSignal | null) => Response | Promise<Response>,
  overrides: Partial<ShopVisibilityConfig> = {},
) {
  const calls: URL[] = [];
  const failures: Array<{ country: string; error: string }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url);
    return answer(url, init?.signal);
  }) as unknown as typeof globalThis.fetch;
  const visible = createShopVisibility({
    shopBrand: true,
    siteName: 'technologies',
    apiUrl: 'http://shop-access.test',
    testAccessKey: KEY,
    timeoutMs: 50,
    ttlMs: 60_000,
    fetch,
    onFailure: (details) => failures.push(details),
    ...overrides,
  });
  return { visible, calls, failures, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

const yes = () => Response.json({ shop: true });
const byCountry = (url: URL) =>
  Response.json({ shop: url.searchParams.get('country') !== 'JP' || url.searchParams.get('testAccessKey') === KEY });

// The clock moves when a test says so (Date and performance only: the check's timeout stays real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shop visibility', () => {
  it('a brand without a shop is never asked: no shop', async () => {
    const { visible, calls } = setup(yes, { shopBrand: false });
    expect(await visible({ country: 'CH', testAccessKey: KEY })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('asks with the country (CH by default), the site name and only the configured test key', async () => {
    const { visible, calls } = setup(byCountry);
    expect(await visible({ country: null, testAccessKey: null })).toBe(true);
    expect(calls[0]?.pathname).toBe('/shop-access');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ country: 'CH', site: 'technologies' });
    expect(await visible({ country: 'JP', testAccessKey: 'guessed' })).toBe(false);
    expect(calls[1]?.searchParams.has('testAccessKey')).toBe(false);
    expect(await visible({ country: 'JP', testAccessKey: KEY })).toBe(true);
    expect(calls[2]?.searchParams.get('testAccessKey')).toBe(KEY);
  });

  it('reuses an answer per country and key for the TTL, then asks again', async () => {
    const { visible, calls, advance } = setup(yes);
    await visible({ country: 'DE', testAccessKey: null });
    await visible({ country: 'DE', testAccessKey: 'made-up' });
    expect(calls).toHaveLength(1);
    advance(60_001);
    await visible({ country: 'DE', testAccessKey: null });
    expect(calls).toHaveLength(2);
  });

  it('an expired answer is used at once while the check runs again; the next request gets the new answer', async () => {
    let shop = true;
    let release: (() => void) | undefined;
    const { visible, calls, advance } = setup(async () => {
      if (calls.length > 1) await new Promise<void>((resolve) => (release = resolve));
      return Response.json({ shop });
    });
    expect(await visible({ country: 'DE', testAccessKey: null })).toBe(true);
    advance(60_001);
    shop = false;
    // The check has not answered yet: the expired answer comes back without waiting for it.
    expect(await visible({ country: 'DE', testAccessKey: null })).toBe(true);
    expect(calls).toHaveLength(2);
    release?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await visible({ country: 'DE', testAccessKey: null })).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('a failing, malformed or slow check is no shop, logged, and not asked again for a while', async () => {
    for (const answer of [() => new Response('oops', { status: 500 }), () => Response.json({ shop: 'yes' }), never]) {
      const { visible, calls, failures, advance } = setup(answer);
      expect(await visible({ country: 'CH', testAccessKey: null })).toBe(false);
      expect(failures).toHaveLength(1);
      expect(failures[0]?.country).toBe('CH');
      await visible({ country: 'CH', testAccessKey: null });
      expect(calls).toHaveLength(1);
      advance(SHOP_ACCESS_FAILURE_TTL_MS + 1);
      await visible({ country: 'CH', testAccessKey: null });
      expect(calls).toHaveLength(2);
    }
  });

  it('a slow check says how long it waited', async () => {
    const { visible, failures } = setup(never);
    await visible({ country: 'CH', testAccessKey: null });
    expect(failures[0]?.error).toBe('no answer within 50 ms');
  });
});
