/**
 * `@mbw/ui/map`: the site's map module (MapLibre through react-map-gl), for client-only chunks.
 * Not part of `@mbw/ui`'s index: importing it loads MapLibre.
 */
export { loadMapStyle, mapLib } from './lib/map/map-lib';
export { PinMap } from './lib/map/pin-map.client';
