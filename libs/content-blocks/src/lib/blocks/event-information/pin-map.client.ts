// The site's map module for this block's lazy chunk (event-map.tsx): imported here, statically, so
// MapLibre stays in the chunk and `@mbw/ui` itself is never a dynamic import.
export { PinMap } from '@mbw/ui/map';
