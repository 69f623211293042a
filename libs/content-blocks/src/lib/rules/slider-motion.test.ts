import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_INTERVAL_MS, SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX, scheduleAdvance, swipeDirection } from './slider-motion';

describe('swipeDirection (spec discovery §4: ≥ 150 px, horizontal, within 500 ms)', () => {
  it('uses the spec numbers', () => {
    expect(SWIPE_MIN_DISTANCE_PX).toBe(150);
    expect(SWIPE_MAX_DURATION_MS).toBe(500);
  });

  it('counts a left swipe as next and a right swipe as previous, from exactly 150 px and up to 500 ms', () => {
    expect(swipeDirection({ dx: -150, dy: 0, durationMs: 500 })).toBe('next');
    expect(swipeDirection({ dx: 220, dy: 40, durationMs: 120 })).toBe('previous');
  });

  it.each([
    ['too short', { dx: -149, dy: 0, durationMs: 100 }],
    ['too slow', { dx: -300, dy: 0, durationMs: 501 }],
    ['mostly vertical', { dx: -160, dy: 200, durationMs: 100 }],
    ['diagonal', { dx: 160, dy: -160, durationMs: 100 }],
  ])('ignores a gesture that is %s', (_, gesture) => {
    expect(swipeDirection(gesture)).toBeNull();
  });
});

describe('scheduleAdvance (spec discovery §9: 7000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances once after 7000 ms, not before', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    scheduleAdvance(advance);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const advance = vi.fn();
    const cancel = scheduleAdvance(advance);
    cancel();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(advance).not.toHaveBeenCalled();
  });
});
