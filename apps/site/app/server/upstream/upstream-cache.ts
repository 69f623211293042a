import { LRUCache } from 'lru-cache';

/**
 * The in-process cache for upstream data (layout, dictionary, breadcrumbs, sitemap sources, the
 * shop check), on lru-cache with stale-while-revalidate:
 * - younger than `ttlMs`: fresh, answered with no upstream call;
 * - expired but younger than `maxStaleMs` (both counted from when it was stored): answered at
 *   once while one refresh runs in the background; the next request gets the refreshed value.
 *   While the upstream fails, the stale entry stays and keeps being answered;
 * - older (or missing): the request waits for the upstream; a failure comes through.
 * Values the policy does not call cacheable (upstream errors) are never stored. Concurrent
 * requests for one key share one upstream call. Bounded by `maxEntries`, least recently used
 * first out. Each SSR process has its own; a CDN in front does the heavy lifting (ARCHITECTURE §7).
 */
export interface UpstreamCacheOptions {
  /** How long an entry is fresh. 0 (or less) turns the cache off: every call loads. */
  ttlMs: number;
  /** Up to what age an expired entry is answered without waiting (refresh running, upstream failing). */
  maxStaleMs: number;
  maxEntries: number;
}

export interface UpstreamCachePolicy<T> {
  /** Whether a loaded value is kept; one that is not (an upstream error) is a failure. */
  cacheable: (value: T) => boolean;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

interface LoadContext<T> {
  load: () => Promise<T>;
  cacheable: (value: T) => boolean;
}

/** A loaded value that is not kept: it travels through lru-cache's rejection path to the waiting caller. */
class NotCacheable<T> {
  constructor(readonly value: T) {}
}

/**
 * The clock of both lru-cache and storedAt: performance.now, read at call time so fake timers move
 * it. Counted from 1: lru-cache reads a start time of 0 as "no TTL", and a fake clock starts at 0.
 */
const now = () => performance.now() + 1;

export class UpstreamCache<T> {
  readonly #maxStaleMs: number;
  readonly #lru: LRUCache<string, Entry<T>, LoadContext<T>> | undefined;

  constructor(options: UpstreamCacheOptions) {
    this.#maxStaleMs = options.maxStaleMs;
    this.#lru =
      options.ttlMs > 0
        ? new LRUCache<string, Entry<T>, LoadContext<T>>({
            max: options.maxEntries,
            ttl: options.ttlMs,
            perf: { now },
            ttlResolution: 0,
            // Defaults for the calls that may answer stale; get() turns both off for the others.
            allowStale: true,
            allowStaleOnFetchRejection: true,
            fetchMethod: async (_key, _stale, { context }) => {
              const value = await context.load();
              if (!context.cacheable(value)) throw new NotCacheable(value);
              return { value, storedAt: now() };
            },
          })
        : undefined;
  }

  get size(): number {
    return this.#lru?.size ?? 0;
  }

  /** The cached value, fresh or within `maxStaleMs`; otherwise waits for `load()`. */
  async get(key: string, load: () => Promise<T>, policy: UpstreamCachePolicy<T>): Promise<T> {
    if (!this.#lru) return load();
    const entry = this.#lru.peek(key, { allowStale: true });
    const mayAnswerStale = entry !== undefined && now() - entry.storedAt < this.#maxStaleMs;
    try {
      const result = await this.#lru.fetch(key, {
        context: { load, cacheable: policy.cacheable },
        allowStale: mayAnswerStale,
        allowStaleOnFetchRejection: mayAnswerStale,
      });
      return result ? result.value : load();
    } catch (error) {
      if (error instanceof NotCacheable) return error.value as T;
      throw error;
    }
  }
}
