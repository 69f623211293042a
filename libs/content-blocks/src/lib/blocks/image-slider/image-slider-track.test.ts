import { describe, expect, it } from 'vitest';
import { isClonePosition, loopTrack, settlePosition, slideAtPosition, stepPosition, trackPosition, trackStyle } from './image-slider-track';

describe('image slider loop with cloned ends', () => {
  it('puts a clone of the last slide first and of the first slide last', () => {
    expect(loopTrack(['a', 'b', 'c'])).toEqual(['c', 'a', 'b', 'c', 'a']);
    expect(loopTrack(['a'])).toEqual(['a']);
    expect(loopTrack([])).toEqual([]);
  });

  it('maps real slides to track positions and back, clones included', () => {
    expect(trackPosition(0, 3)).toBe(1);
    expect(trackPosition(2, 3)).toBe(3);
    expect(slideAtPosition(0, 3)).toBe(2);
    expect(slideAtPosition(4, 3)).toBe(0);
    expect(slideAtPosition(2, 3)).toBe(1);
    expect(trackPosition(0, 1)).toBe(0);
    expect(slideAtPosition(0, 1)).toBe(0);
  });

  it('jumps from a clone to the real slide it shows, and nowhere else', () => {
    expect(isClonePosition(0, 3)).toBe(true);
    expect(isClonePosition(4, 3)).toBe(true);
    expect(settlePosition(0, 3)).toBe(3);
    expect(settlePosition(4, 3)).toBe(1);
    expect(settlePosition(2, 3)).toBeNull();
    expect(settlePosition(0, 1)).toBeNull();
  });

  it('steps one position, staying on the track', () => {
    expect(stepPosition(3, 1, 3)).toBe(4);
    expect(stepPosition(4, 1, 3)).toBe(4);
    expect(stepPosition(1, -1, 3)).toBe(0);
    expect(stepPosition(0, -1, 3)).toBe(0);
    expect(stepPosition(0, 1, 1)).toBe(0);
  });
});

describe('trackStyle', () => {
  it('shifts by whole slides and animates only steps, not the settle jump', () => {
    expect(trackStyle(2, true, 350)).toEqual({ transform: 'translateX(-200%)', transition: 'transform 350ms ease' });
    expect(trackStyle(0, false, 350)).toEqual({ transform: 'translateX(0%)', transition: 'none' });
  });
});
