import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';

vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn() }));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/assets/worker.mjs' }));

const { withAbsoluteSources } = await import('./map-lib');

describe('withAbsoluteSources', () => {
  it("makes the GeoJSON sources' URLs absolute on the page's origin and leaves the rest", () => {
    const style = {
      version: 8,
      sources: {
        countries: { type: 'geojson', data: '/maps/countries.json' },
        inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
        tiles: { type: 'vector', url: 'https://tiles.example/v.json' },
      },
      layers: [],
    } as StyleSpecification;
    const absolute = withAbsoluteSources(style, 'https://www.kestrel.example');
    expect(absolute.sources).toEqual({
      countries: { type: 'geojson', data: 'https://www.kestrel.example/maps/countries.json' },
      inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      tiles: { type: 'vector', url: 'https://tiles.example/v.json' },
    });
    // The style read from the server is not changed in place.
    expect(style.sources['countries']).toEqual({ type: 'geojson', data: '/maps/countries.json' });
  });
});
