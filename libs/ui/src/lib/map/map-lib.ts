import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { StyleSpecification } from 'maplibre-gl';

/**
 * The site's maps (ARCHITECTURE "Maps"): react-map-gl on MapLibre with the offline style the site
 * serves on its own origin (/maps/style.json, from local-services by default). Imported only by
 * client-only chunks (the sales and service points map, the event map), so no other page carries
 * MapLibre. Its worker is a file of its own (TOOLCHAIN gotcha 6).
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
