import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { StyleSpecification } from 'maplibre-gl';
import type * as MapComponents from 'react-map-gl/maplibre';
import type { MapSettings } from '@mbw/util';

/**
 * The site's maps (ARCHITECTURE "Maps"): react-map-gl on MapLibre with the offline style the site
 * serves on its own origin (/maps/style.json, from local-services by default). Imported only by
 * client-only chunks (the sales and service points map, the event map), so no other page carries
 * MapLibre. Its worker is a file of its own (TOOLCHAIN gotcha 6). With a Mapbox style configured
 * (`MapSettings`), mapbox-gl draws instead (loadMapKit).
 */
export const mapLib = import('maplibre-gl').then((module) => {
  module.setWorkerUrl(workerUrl);
  return module;
});

/** The style's GeoJSON sources with absolute URLs: MapLibre fetches them in its worker, which has no page URL to resolve against. */
export function withAbsoluteSources(style: StyleSpecification, origin: string): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(style.sources ?? {}).map(([name, source]) => [
      name,
      'data' in source && typeof source.data === 'string' ? { ...source, data: new URL(source.data, origin).toString() } : source,
    ]),
  ) as StyleSpecification['sources'];
  return { ...style, sources };
}

/** The map style from the site's own origin. */
export async function loadMapStyle(signal: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch('/maps/style.json', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`map style ${response.status}`);
  return withAbsoluteSources((await response.json()) as StyleSpecification, window.location.origin);
}

/** What a map component draws with: react-map-gl's components for the library in use, the library, the style. */
export interface MapKit {
  /** react-map-gl's components; Mapbox's take the same props for what the site uses. */
  components: Pick<typeof MapComponents, 'Map' | 'Marker' | 'NavigationControl' | 'Popup'>;
  mapLib: unknown;
  mapStyle: StyleSpecification | string;
  /** Mapbox only: the public token react-map-gl hands to mapbox-gl. */
  accessToken?: string;
}

/**
 * Loads what the map draws with, in parallel: the offline MapLibre style from the site's origin,
 * or mapbox-gl with the configured Mapbox style and its public token.
 */
export async function loadMapKit(settings: MapSettings, signal: AbortSignal): Promise<MapKit> {
  if (settings.provider === 'mapbox') {
    const [components, mapbox] = await Promise.all([
      import('react-map-gl/mapbox'),
      import('mapbox-gl'),
      import('mapbox-gl/dist/mapbox-gl.css'),
    ]);
    return {
      components: components as unknown as MapKit['components'],
      mapLib: mapbox.default,
      mapStyle: settings.styleUrl,
      accessToken: settings.accessToken,
    };
  }
  const [components, library, style] = await Promise.all([import('react-map-gl/maplibre'), mapLib, loadMapStyle(signal)]);
  return { components, mapLib: library, mapStyle: style };
}
