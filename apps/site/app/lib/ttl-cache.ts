/**
 * A small in-process cache for upstream data (layout, dictionary): entries are fresh for `ttlMs`,
 * and when the upstream fails an entry up to `staleIfErrorMs` old is served instead of an error.
 * Concurrent misses for one key share one upstream call. Bounded: the oldest entries go first.
 * Each SSR process has its own; a CDN in front does the heavy lifting (ARCHITECTURE §7).
 */
export interface TtlCacheOptions {
  ttlMs: number;
  staleIfErrorMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export class TtlCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #pending = new Map<string, Promise<T>>();
  readonly #options: TtlCacheOptions;

  constructor(options: TtlCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The cached value when fresh; otherwise `load()`. `cacheable` decides which loaded values are
   * kept (e.g. not upstream errors); `isFailure` marks values after which a stale entry is better.
   */
  async get(
    key: string,
    load: () => Promise<T>,
    policy: { cacheable: (value: T) => boolean; isFailure: (value: T) => boolean },
  ): Promise<T> {
    const now = (this.#options.now ?? Date.now)();
    const entry = this.#entries.get(key);
    if (entry && now - entry.storedAt < this.#options.ttlMs) return entry.value;
    if (this.#options.ttlMs <= 0) return load();

    let pending = this.#pending.get(key);
    if (!pending) {
      pending = load().finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    const value = await pending;
    if (policy.cacheable(value)) {
      this.#store(key, value, (this.#options.now ?? Date.now)());
      return value;
    }
    if (policy.isFailure(value) && entry && now - entry.storedAt < this.#options.staleIfErrorMs) return entry.value;
    return value;
  }

  #store(key: string, value: T, storedAt: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt });
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
