import { createHash } from 'node:crypto';

/**
 * A small seeded PRNG (mulberry32) for the catalog generator: no Math.random and no clock, so the
 * same seed always yields the same catalog. Each master product draws from its own stream
 * (`rngFor(seed, 'master', index)`), so master N looks the same whatever the catalog size.
 */
export class Rng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A new array in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return this.shuffle(items);
    // Partial Fisher–Yates on an index map keeps this O(count) for long candidate lists.
    const chosen: T[] = [];
    const swapped = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (items.length - i));
      const atJ = swapped.get(j) ?? j;
      const atI = swapped.get(i) ?? i;
      swapped.set(j, atI);
      chosen.push(items[atJ] as T);
    }
    return chosen;
  }
}

/** A stream derived from the catalog seed and a label, e.g. rngFor(seed, 'master', 17). */
export function rngFor(seed: string, ...parts: Array<string | number>): Rng {
  const digest = createHash('sha1')
    .update([seed, ...parts].join('|'))
    .digest();
  return new Rng(digest.readUInt32LE(0));
}
