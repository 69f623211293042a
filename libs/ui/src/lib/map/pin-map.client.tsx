import { useLingui } from '@lingui/react/macro';
import 'maplibre-gl/dist/maplibre-gl.css';
import { accessTokenProps, useMapKit } from './use-map-kit';
import styles from './pin-map.module.css';

/** The event detail map's zoom and pin (spec discovery §9: zoom 13, a 40 × 40 marker). */
export const PIN_MAP_ZOOM = 13;

export interface PinMapProps {
  latitude: number;
  longitude: number;
  /** What the pin marks (the venue): names the map for assistive technology. */
  label: string;
  /** The style failed or WebGL is missing: the caller shows what it shows without a map. */
  onFailure: () => void;
}

/**
 * One place on the site's map (the event detail block): the pin at the centre, zoom and pan, no
 * other markers. Client only, a chunk of its own (see map-lib.ts).
 */
export function PinMap({ latitude, longitude, label, onFailure }: PinMapProps) {
  const { t } = useLingui();
  const kit = useMapKit(onFailure);
  if (!kit) return <div className={styles.map} aria-busy="true" />;
  const { Map, Marker, NavigationControl } = kit.components;
  return (
    <div className={styles.map} data-map-ready="true">
      <Map
        mapLib={kit.mapLib as never}
        mapStyle={kit.mapStyle}
        {...accessTokenProps(kit)}
        initialViewState={{ latitude, longitude, zoom: PIN_MAP_ZOOM }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        cooperativeGestures
        locale={{
          'Map.Title': t`Map: ${label}`,
          'NavigationControl.ZoomIn': t`Zoom in`,
          'NavigationControl.ZoomOut': t`Zoom out`,
          'AttributionControl.ToggleAttribution': t`Show or hide the map's sources`,
          'CooperativeGesturesHandler.WindowsHelpText': t`Use Ctrl + scroll to zoom the map`,
          'CooperativeGesturesHandler.MacHelpText': t`Use ⌘ + scroll to zoom the map`,
          'CooperativeGesturesHandler.MobileHelpText': t`Use two fingers to move the map`,
        }}
        onError={(event) => {
          if (/webgl/i.test(String(event.error?.message))) onFailure();
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Marker longitude={longitude} latitude={latitude} anchor="bottom">
          <svg className={styles.pin} width="40" height="40" viewBox="0 0 24 32" aria-hidden="true" focusable="false">
            <path d="M12 31s10-10.5 10-18.5A10 10 0 002 12.5C2 20.5 12 31 12 31z" fill="currentColor" stroke="#fff" strokeWidth="1.5" />
            <circle cx="12" cy="12.5" r="3.5" fill="#fff" />
          </svg>
        </Marker>
      </Map>
    </div>
  );
}
