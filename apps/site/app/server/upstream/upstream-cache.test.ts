import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamCache, type UpstreamCacheOptions } from './upstream-cache';

type Result = { ok: boolean; n: number };
const policy = { cacheable: (value: Result) => value.ok };

/** A load whose answers the test hands out one at a time, so it sees what waits for what. */
function controlledLoad() {
  const pending: Array<(value: Result) => void> = [];
  const load = vi.fn(() => new Promise<Result>((resolve) => pending.push(resolve)));
  return { load, answer: (value: Result) => pending.shift()?.(value) };
}

/** Resolves at once when `promise` has settled by the end of the current microtasks, else says "waiting". */
async function settledNow<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  const marker = Symbol('waiting');
  const result = await Promise.race([promise, new Promise<typeof marker>((resolve) => setImmediate(() => resolve(marker)))]);
  return result === marker ? 'waiting' : (result as T);
}

/** Lets every settled promise run its callbacks (one macrotask turn, no clock time). */
const flush = () => new Promise((resolve) => setImmediate(resolve));

const setup = (options: Partial<UpstreamCacheOptions> = {}) =>
  new UpstreamCache<Result>({ ttlMs: 1000, maxStaleMs: 10_000, maxEntries: 10, ...options });

beforeEach(() => {
  // Date and performance only: the clock moves when the test says so; setImmediate stays real.
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UpstreamCache', () => {
  it('serves a fresh entry without calling the upstream', async () => {
    const cache = setup();
    const load = vi.fn(async () => ({ ok: true, n: load.mock.calls.length }));
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 1 });
    vi.advanceTimersByTime(1000);
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired entry from the stale value without waiting, refreshes it once in the background, and the next request gets the refreshed value', async () => {
    const cache = setup();
    const { load, answer } = controlledLoad();
    const first = cache.get('a', load, policy);
    answer({ ok: true, n: 1 });
    expect(await first).toEqual({ ok: true, n: 1 });

    vi.advanceTimersByTime(1001);
    // The refresh has not answered: the expired value comes back anyway, at once.
    expect(await settledNow(cache.get('a', load, policy))).toEqual({ ok: true, n: 1 });
    expect(await settledNow(cache.get('a', load, policy))).toEqual({ ok: true, n: 1 });
    expect(load).toHaveBeenCalledTimes(2);

    answer({ ok: true, n: 2 });
    await flush();
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one upstream call between concurrent misses', async () => {
    const cache = setup();
    const { load, answer } = controlledLoad();
    const both = Promise.all([cache.get('a', load, policy), cache.get('a', load, policy)]);
    expect(await settledNow(both)).toBe('waiting');
    answer({ ok: true, n: 1 });
    expect(await both).toEqual([
      { ok: true, n: 1 },
      { ok: true, n: 1 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures: a miss gets the failure, the next call asks again', async () => {
    const cache = setup();
    const load = vi.fn(async () => ({ ok: false, n: load.mock.calls.length }));
    expect(await cache.get('a', load, policy)).toEqual({ ok: false, n: 1 });
    expect(await cache.get('a', load, policy)).toEqual({ ok: false, n: 2 });
    expect(cache.size).toBe(0);
  });

  it('keeps answering a stale entry while the refresh fails, up to maxStaleMs; older, the request waits and the failure comes through', async () => {
    const cache = setup();
    await cache.get('a', async () => ({ ok: true, n: 1 }), policy);
    const failing = vi.fn(async () => ({ ok: false, n: 2 }));

    vi.advanceTimersByTime(5000);
    expect(await cache.get('a', failing, policy)).toEqual({ ok: true, n: 1 });
    await flush();
    expect(failing).toHaveBeenCalledTimes(1);
    // The failed refresh did not remove the entry: still answered, and refreshed again.
    expect(await cache.get('a', failing, policy)).toEqual({ ok: true, n: 1 });
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(5000);
    // Now 10 s old, maxStaleMs: waited for, and the failure comes through.
    const { load, answer } = controlledLoad();
    const tooOld = cache.get('a', load, policy);
    expect(await settledNow(tooOld)).toBe('waiting');
    answer({ ok: false, n: 3 });
    expect(await tooOld).toEqual({ ok: false, n: 3 });
    expect(await cache.get('b', async () => ({ ok: false, n: 4 }), policy)).toEqual({ ok: false, n: 4 });
  });

  it('waits for an entry older than maxStaleMs and answers with the new value', async () => {
    const cache = setup({ maxStaleMs: 2000 });
    await cache.get('a', async () => ({ ok: true, n: 1 }), policy);
    vi.advanceTimersByTime(2000);
    expect(await cache.get('a', async () => ({ ok: true, n: 2 }), policy)).toEqual({ ok: true, n: 2 });
  });

  it('is off with a TTL of 0', async () => {
    const cache = setup({ ttlMs: 0 });
    const load = vi.fn(async () => ({ ok: true, n: 1 }));
    await cache.get('a', load, policy);
    await cache.get('a', load, policy);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries beyond maxEntries', async () => {
    const cache = setup({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ ok: true, n: 1 }), policy);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => ({ ok: true, n: 2 }));
    await cache.get('a', load, policy);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
