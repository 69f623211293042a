import { describe, expect, it } from 'vitest';
import { nextStepSize, stepPaging, stepShown } from './step-paging';

describe('step paging (spec product §9)', () => {
  it('shows the first step, then one more step per press, never more than there are', () => {
    expect(stepShown(24, 9, 0)).toBe(9);
    expect(stepShown(24, 9, 1)).toBe(18);
    expect(stepShown(24, 9, 2)).toBe(24);
    expect(stepShown(24, 9, 9)).toBe(24);
    expect(stepShown(4, 9, 0)).toBe(4);
    expect(stepShown(0, 3, 0)).toBe(0);
    expect(stepShown(10, 3, -1)).toBe(3);
  });

  it('a press adds min(step, remaining), 0 when everything shows', () => {
    expect(nextStepSize(24, 9, 9)).toBe(9);
    expect(nextStepSize(24, 9, 18)).toBe(6);
    expect(nextStepSize(24, 9, 24)).toBe(0);
    expect(nextStepSize(2, 3, 2)).toBe(0);
  });

  it('offers "Show less" only once expanded beyond the first step', () => {
    expect(stepPaging(7, 3, 0)).toEqual({ shown: 3, more: 3, canShowLess: false });
    expect(stepPaging(7, 3, 1)).toEqual({ shown: 6, more: 1, canShowLess: true });
    expect(stepPaging(7, 3, 2)).toEqual({ shown: 7, more: 0, canShowLess: true });
    expect(stepPaging(3, 3, 0)).toEqual({ shown: 3, more: 0, canShowLess: false });
  });
});
