import { useEffect, useState } from 'react';
import { OFFLINE_MAP, type MapSettings } from '@mbw/util';
import { useSite } from '../site-context';
import { loadMapKit, type MapKit } from './map-lib';

/**
 * What the page's maps draw with (the server's configuration, `useSite().map`), loaded once per
 * map; `onFailure` when it cannot load (the style's request failed, a chunk did not arrive).
 */
export function useMapKit(onFailure: () => void): MapKit | null {
  const settingsKey = JSON.stringify(useSite().map ?? OFFLINE_MAP);
  const [kit, setKit] = useState<MapKit | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadMapKit(JSON.parse(settingsKey) as MapSettings, controller.signal)
      .then(setKit)
      .catch(() => {
        if (!controller.signal.aborted) onFailure();
      });
    return () => controller.abort();
  }, [settingsKey, onFailure]);
  return kit;
}

/** react-map-gl's Mapbox Map takes the public token as a prop; MapLibre's has none. */
export function accessTokenProps(kit: MapKit): { mapboxAccessToken?: string } {
  return kit.accessToken ? { mapboxAccessToken: kit.accessToken } : {};
}
