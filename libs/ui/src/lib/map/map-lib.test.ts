import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';

vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn(), name: 'maplibre-gl' }));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/assets/worker.mjs' }));
vi.mock('mapbox-gl', () => ({ default: { name: 'mapbox-gl' } }));
vi.mock('mapbox-gl/dist/mapbox-gl.css', () => ({}));
vi.mock('react-map-gl/maplibre', () => ({ Map: 'maplibre Map', Marker: 'maplibre Marker' }));
vi.mock('react-map-gl/mapbox', () => ({ Map: 'mapbox Map', Marker: 'mapbox Marker' }));

const { loadMapKit, withAbsoluteSources } = await import('./map-lib');

describe('loadMapKit', () => {
  it("draws the site's offline style with MapLibre by default, its sources absolute", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ version: 8, sources: { countries: { type: 'geojson', data: '/maps/countries.geojson' } }, layers: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const kit = await loadMapKit({ provider: 'maplibre' }, new AbortController().signal);
    expect(fetch).toHaveBeenCalledWith('/maps/style.json', expect.objectContaining({ headers: { accept: 'application/json' } }));
    expect(kit.components.Map).toBe('maplibre Map');
    expect((kit.mapLib as { name: string }).name).toBe('maplibre-gl');
    expect(kit.mapStyle).toMatchObject({ sources: { countries: { data: `${window.location.origin}/maps/countries.geojson` } } });
    expect(kit.accessToken).toBeUndefined();
  });

  it('draws the configured Mapbox style with mapbox-gl and its public token, asking the site for no style', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const kit = await loadMapKit(
      { provider: 'mapbox', styleUrl: 'mapbox://styles/kestrel/site', accessToken: 'pk.abc' },
      new AbortController().signal,
    );
    expect(kit).toMatchObject({ mapStyle: 'mapbox://styles/kestrel/site', accessToken: 'pk.abc', mapLib: { name: 'mapbox-gl' } });
    expect(kit.components.Map).toBe('mapbox Map');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails when the style cannot be had (the page then shows no map)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(loadMapKit({ provider: 'maplibre' }, new AbortController().signal)).rejects.toThrow('map style 503');
  });
});

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
