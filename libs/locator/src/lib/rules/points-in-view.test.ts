import { describe, expect, it } from 'vitest';
import type { ContactPoint } from '@mbw/api-clients';
import { point, tag } from './fixtures';
import { boundsAround, cardsInView, hasCoordinates, inBounds, markersInView, type Bounds } from './points-in-view';

const swiss: Bounds = { west: 6, south: 45.8, east: 10.5, north: 47.8 };

describe('points in view (spec discovery §2, §9)', () => {
  it('need non-zero coordinates', () => {
    expect(hasCoordinates({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: 47, longitude: 0 })).toBe(false);
    expect(hasCoordinates({ latitude: Number.NaN, longitude: 8 })).toBe(false);
    expect(hasCoordinates({ latitude: 47, longitude: 8 })).toBe(true);
  });

  it('lie inside the bounds, across the antimeridian too', () => {
    expect(inBounds({ latitude: 47, longitude: 8 }, swiss)).toBe(true);
    expect(inBounds({ latitude: 49, longitude: 8 }, swiss)).toBe(false);
    const pacific: Bounds = { west: 170, south: -50, east: -170, north: -30 };
    expect(inBounds({ latitude: -36.8, longitude: 174.7 }, pacific)).toBe(true);
    expect(inBounds({ latitude: -36.8, longitude: -175 }, pacific)).toBe(true);
    expect(inBounds({ latitude: -36.8, longitude: 150 }, pacific)).toBe(false);
    expect(inBounds({ latitude: 10, longitude: 100 }, { west: -200, south: -80, east: 200, north: 80 })).toBe(true);
  });

  it('are at most 20 cards, the main point first even outside the view, the rest nearest the centre first, filtered', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      point({ id: `p${index}`, latitude: 46.8 + index * 0.02, longitude: 8.25, services: [tag(index % 2 ? 'repair' : 'rental')] }),
    );
    const far = point({ id: 'main', latitude: 35.6, longitude: 139.6 });
    const cards = cardsInView([...many, far], swiss, [], far);
    expect(cards).toHaveLength(20);
    expect(cards[0]?.id).toBe('main');
    expect(cards[1]?.id).toBe('p0');
    const filtered = cardsInView(many, swiss, ['repair'], null);
    expect(filtered.every((card) => card.services[0]?.id === 'repair')).toBe(true);
    expect(cardsInView(many, swiss, [], many[3] ?? null).filter((card) => card.id === 'p3')).toHaveLength(1);
    expect(markersInView([...many, far, point({ id: 'nowhere', latitude: 0, longitude: 0 })], swiss, [])).toHaveLength(40);
  });

  it('the server’s view: zoom 8 around a centre in a map of a given size', () => {
    const bounds = boundsAround({ latitude: 47.3769, longitude: 8.5417 }, 8, { width: 720, height: 800 });
    expect(bounds.east - bounds.west).toBeCloseTo(1.98, 1);
    expect(bounds.north).toBeGreaterThan(47.3769);
    expect(bounds.south).toBeLessThan(47.3769);
    expect(inBounds({ latitude: 47.05, longitude: 8.31 }, bounds)).toBe(true);
  });

  it('1 500 points: one view update takes well under 50 ms (issue 28 performance)', () => {
    const points: ContactPoint[] = Array.from({ length: 1600 }, (_, index) =>
      point({
        id: `p${index}`,
        latitude: -60 + ((index * 7.3) % 130),
        longitude: -180 + ((index * 13.7) % 360),
        services: [tag(index % 3 ? 'repair' : 'rental')],
      }),
    );
    const runs = 200;
    const start = performance.now();
    for (let run = 0; run < runs; run++) {
      const shift = run * 0.5;
      cardsInView(points, { west: -20 + shift, south: 20, east: 40 + shift, north: 60 }, run % 2 ? ['repair'] : [], points[0] ?? null);
      markersInView(points, { west: -20 + shift, south: 20, east: 40 + shift, north: 60 }, []);
    }
    const perUpdate = (performance.now() - start) / runs;
    console.info(`points in view, 1 600 points: ${perUpdate.toFixed(3)} ms per update`);
    expect(perUpdate).toBeLessThan(5);
  });
});
