import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

type Result = { ok: boolean; n: number };
const policy = { cacheable: (value: Result) => value.ok, isFailure: (value: Result) => !value.ok };

function setup(options: Partial<{ ttlMs: number; staleIfErrorMs: number; maxEntries: number }> = {}) {
  let now = 0;
  const cache = new TtlCache<Result>({ ttlMs: 1000, staleIfErrorMs: 10_000, maxEntries: 10, now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('serves a fresh entry without calling the upstream, and reloads after the TTL', async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => ({ ok: true, n: load.mock.calls.length }));
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 1 });
    advance(999);
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 1 });
    advance(1);
    expect(await cache.get('a', load, policy)).toEqual({ ok: true, n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one upstream call between concurrent misses', async () => {
    const { cache } = setup();
    let resolve!: (value: Result) => void;
    const load = vi.fn(() => new Promise<Result>((r) => (resolve = r)));
    const both = Promise.all([cache.get('a', load, policy), cache.get('a', load, policy)]);
    resolve({ ok: true, n: 1 });
    expect(await both).toEqual([{ ok: true, n: 1 }, { ok: true, n: 1 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures, and serves a stale entry while the upstream fails', async () => {
    const { cache, advance } = setup();
    await cache.get('a', async () => ({ ok: true, n: 1 }), policy);
    advance(5000);
    expect(await cache.get('a', async () => ({ ok: false, n: 2 }), policy)).toEqual({ ok: true, n: 1 });
    advance(5000);
    // Older than staleIfErrorMs: the failure comes through.
    expect(await cache.get('a', async () => ({ ok: false, n: 3 }), policy)).toEqual({ ok: false, n: 3 });
    expect(await cache.get('b', async () => ({ ok: false, n: 4 }), policy)).toEqual({ ok: false, n: 4 });
  });

  it('is off with a TTL of 0', async () => {
    const { cache } = setup({ ttlMs: 0 });
    const load = vi.fn(async () => ({ ok: true, n: 1 }));
    await cache.get('a', load, policy);
    await cache.get('a', load, policy);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const { cache } = setup({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ ok: true, n: 1 }), policy);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => ({ ok: true, n: 2 }));
    await cache.get('a', load, policy);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
