import { describe, expect, it } from 'vitest';
import {
  canPan,
  clampOffset,
  clampZoom,
  initialLightboxState,
  lightboxKeyAction,
  lightboxReducer,
  lightboxTransform,
  wrapIndex,
  zoomPercent,
  type LightboxAction,
  type LightboxState,
} from './lightbox';

const stage = { width: 800, height: 600 };
const run = (actions: LightboxAction[], from: LightboxState = initialLightboxState) => actions.reduce(lightboxReducer, from);
const opened = (index = 0, count = 8) => run([{ type: 'open', index, count }]);

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe('lightboxReducer', () => {
  it('opens at the given media with zoom 1 and closes', () => {
    const state = opened(2);
    expect(state).toEqual({
      open: true,
      index: 2,
      zoom: 1,
      offset: { x: 0, y: 0 },
    });
    expect(lightboxReducer(state, { type: 'close' }).open).toBe(false);
  });
  it('next wraps from the last to the first, previous from the first to the last', () => {
    expect(run([{ type: 'next', count: 8 }], opened(7)).index).toBe(0);
    expect(run([{ type: 'previous', count: 8 }], opened(0)).index).toBe(7);
    expect(run([{ type: 'show', index: 5, count: 8 }], opened(0)).index).toBe(5);
  });
  it('zooms from 1 to 3 in steps of 0.25, clamped', () => {
    expect(run([{ type: 'zoomIn' }], opened()).zoom).toBe(1.25);
    expect(
      run(
        Array.from({ length: 12 }, () => ({ type: 'zoomIn' }) as const),
        opened(),
      ).zoom,
    ).toBe(3);
    expect(run([{ type: 'zoomOut' }], opened()).zoom).toBe(1);
    expect(run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'zoomReset' }], opened()).zoom).toBe(1);
  });
  it('resets zoom and pan when the media changes', () => {
    const zoomed = run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'pan', dx: 50, dy: 20, stage }], opened());
    expect(zoomed.zoom).toBe(1.5);
    expect(zoomed.offset).toEqual({ x: 50, y: 20 });
    for (const action of [
      { type: 'next', count: 8 },
      { type: 'previous', count: 8 },
      { type: 'show', index: 4, count: 8 },
    ] as const) {
      const next = lightboxReducer(zoomed, action);
      expect(next.zoom).toBe(1);
      expect(next.offset).toEqual({ x: 0, y: 0 });
    }
  });
  it('pans only when zoomed, clamped to the image bounds', () => {
    expect(run([{ type: 'pan', dx: 50, dy: 50, stage }], opened()).offset).toEqual({ x: 0, y: 0 });
    // zoom 1.5 on 800×600: at most 200 × 150 each way.
    const state = run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'pan', dx: 1000, dy: -1000, stage }], opened());
    expect(state.offset).toEqual({ x: 200, y: -150 });
    expect(canPan(state)).toBe(true);
    expect(canPan(opened())).toBe(false);
  });
  it('zooming out pulls the offset back inside; at zoom 1 it is the origin', () => {
    const state = run([{ type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'pan', dx: 1000, dy: 0, stage }, { type: 'zoomOut' }], opened());
    expect(state.zoom).toBe(1.25);
    expect(state.offset.x).toBe(100);
    expect(lightboxReducer(state, { type: 'zoomOut' }).offset).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('helpers', () => {
  it('clampZoom keeps 1..3 on 0.25 steps', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(3.4)).toBe(3);
    expect(clampZoom(1.3)).toBe(1.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it('clampOffset is the origin at zoom 1 or without a stage', () => {
    expect(clampOffset({ x: 10, y: 10 }, 1, stage)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: 10, y: 10 }, 2, null)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: -500, y: 10 }, 2, stage)).toEqual({
      x: -400,
      y: 10,
    });
  });
  it('zoomPercent', () => {
    expect(zoomPercent(1.25)).toBe(125);
  });
});

describe('lightboxKeyAction', () => {
  it('arrows change the media at zoom 1 and pan when zoomed', () => {
    const state = opened(0);
    expect(lightboxKeyAction('ArrowRight', state, 8, stage)).toEqual({
      type: 'next',
      count: 8,
    });
    expect(lightboxKeyAction('ArrowLeft', state, 8, stage)).toEqual({
      type: 'previous',
      count: 8,
    });
    expect(lightboxKeyAction('ArrowUp', state, 8, stage)).toBeNull();
    const zoomed = lightboxReducer(state, { type: 'zoomIn' });
    expect(lightboxKeyAction('ArrowRight', zoomed, 8, stage)).toMatchObject({
      type: 'pan',
    });
    expect(lightboxKeyAction('ArrowDown', zoomed, 8, stage)).toMatchObject({
      type: 'pan',
    });
  });
  it('+, - and 0 zoom', () => {
    const state = opened(0);
    expect(lightboxKeyAction('+', state, 8, stage)).toEqual({ type: 'zoomIn' });
    expect(lightboxKeyAction('-', state, 8, stage)).toEqual({
      type: 'zoomOut',
    });
    expect(lightboxKeyAction('0', state, 8, stage)).toEqual({
      type: 'zoomReset',
    });
    expect(lightboxKeyAction('a', state, 8, stage)).toBeNull();
  });
  it('a single media does not change with the arrows', () => {
    expect(lightboxKeyAction('ArrowRight', opened(0, 1), 1, stage)).toBeNull();
  });
});

describe('lightboxTransform', () => {
  it('translates, then scales', () => {
    expect(lightboxTransform({ zoom: 1.5, offset: { x: 10, y: -5 } })).toBe('translate(10px, -5px) scale(1.5)');
  });
});
