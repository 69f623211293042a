import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakpointFor, mediaQueryFor } from './breakpoints';
import { hashScrollDelay, scrollToHash } from './hash-scroll';

describe('breakpointFor', () => {
  it('classes widths as mobile (≤ 768), tablet (≤ 960) and desktop', () => {
    expect([320, 768, 769, 960, 961, 1440].map((width) => breakpointFor(width))).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('takes mobile up to 960 px where the spec says so (menu, map)', () => {
    expect(breakpointFor(900, { mobileMax: 960 })).toBe('mobile');
    expect(mediaQueryFor('mobile', { mobileMax: 960 })).toBe('(max-width: 960px)');
    expect(mediaQueryFor('tablet')).toBe('(min-width: 769px) and (max-width: 960px)');
  });
});

describe('scrollToHash (retry schedule)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 250 ms for the first 5 retries, then 500 ms', () => {
    expect(Array.from({ length: 15 }, (_, index) => hashScrollDelay(index + 1))).toEqual([
      250, 250, 250, 250, 250, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500,
    ]);
  });

  it('scrolls as soon as the target appears, 126 px higher on mobile', () => {
    let present = false;
    const scrollTo = vi.fn();
    scrollToHash('#specs', {
      isMobile: true,
      find: () => (present ? { getBoundingClientRect: () => ({ top: 600 }) } : null),
      scrollTo,
      pageYOffset: () => 100,
    });
    vi.advanceTimersByTime(250 * 5);
    expect(scrollTo).not.toHaveBeenCalled();
    present = true;
    vi.advanceTimersByTime(499);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(600 + 100 - 126);
  });

  it('gives up after 15 retries (6250 ms) with a warning', () => {
    const find = vi.fn(() => null);
    const warn = vi.fn();
    scrollToHash('#missing', { isMobile: false, find, warn, scrollTo: vi.fn(), pageYOffset: () => 0 });
    vi.advanceTimersByTime(6249);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(find).toHaveBeenCalledTimes(16);
    expect(warn).toHaveBeenCalledWith('Scroll target "#missing" was not found after 15 retries.');
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(16);
  });

  it('stops when cancelled', () => {
    const find = vi.fn(() => null);
    const stop = scrollToHash('#x', { isMobile: false, find, warn: vi.fn(), scrollTo: vi.fn(), pageYOffset: () => 0 });
    vi.advanceTimersByTime(250);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(find).toHaveBeenCalledTimes(2);
  });
});
