/**
 * What the site's maps draw with (ARCHITECTURE "Maps"): the offline MapLibre style the site serves
 * on its own origin, or a Mapbox style with mapbox-gl when the server is configured with one
 * (MAPBOX_STYLE_URL and MAPBOX_ACCESS_TOKEN, a public token). The server decides; the page frame
 * hands it to the maps (`useSite().map`).
 */
export type MapSettings = { provider: 'maplibre' } | { provider: 'mapbox'; styleUrl: string; accessToken: string };

export const OFFLINE_MAP: MapSettings = { provider: 'maplibre' };
