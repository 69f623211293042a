import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from './quantity';

describe('clampQuantity (spec shop §4, §5: from 1, never below 1)', () => {
  it.each([
    [2, 2],
    [0, MIN_QUANTITY],
    [-4, MIN_QUANTITY],
    [2.7, 2],
    [Number.NaN, MIN_QUANTITY],
    [Number.POSITIVE_INFINITY, MIN_QUANTITY],
    [MAX_QUANTITY + 1, MAX_QUANTITY],
  ])('%s → %s', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });
});
