/**
 * `@mbw/ui/map`: the site's map module (MapLibre through react-map-gl), for client-only chunks.
 * Not part of `@mbw/ui`'s index: importing it loads MapLibre.
 */
export { accessTokenProps, useMapKit } from './lib/map/use-map-kit';
export { PinMap } from './lib/map/pin-map.client';
