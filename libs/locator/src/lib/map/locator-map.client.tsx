import { useLingui } from '@lingui/react/macro';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Map, Marker, NavigationControl, Popup, type MapRef } from 'react-map-gl/maplibre';
import type { StyleSpecification } from 'maplibre-gl';
import type { ContactPoint } from '@mbw/api-clients';
import type { Bounds } from '../rules/points-in-view';
import styles from './locator-map.module.css';

/**
 * The map of the sales and service points page (issue 28; ARCHITECTURE "Maps"): react-map-gl on
 * MapLibre with the offline style the site serves on its own origin (/maps/style.json, from
 * local-services by default). Client only and its own chunk: the page loads it after hydration,
 * so no other page carries MapLibre. MapLibre's worker is a file of its own (TOOLCHAIN gotcha 6).
 */
const mapLib = import('maplibre-gl').then((module) => {
  module.setWorkerUrl(workerUrl);
  return module;
});

/** The style with its source URLs made absolute: MapLibre fetches GeoJSON in its worker, which has no page URL to resolve against. */
async function loadStyle(signal: AbortSignal): Promise<StyleSpecification> {
  const response = await fetch('/maps/style.json', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`map style ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  for (const source of Object.values(style.sources ?? {})) {
    if ('data' in source && typeof source.data === 'string') source.data = new URL(source.data, window.location.origin).toString();
  }
  return style;
}

export interface LocatorMapProps {
  centre: { latitude: number; longitude: number };
  zoom: number;
  /** Changes when the visitor picked a place: the map jumps there. */
  target: { latitude: number; longitude: number; key: number } | null;
  markers: ContactPoint[];
  /** Markers reachable by keyboard (the listed cards); the others are for the pointer only. */
  focusableIds: ReadonlySet<string>;
  selected: ContactPoint | null;
  onSelect: (point: ContactPoint | null) => void;
  onBounds: (bounds: Bounds) => void;
  onFailure: () => void;
  renderCard: (point: ContactPoint) => ReactNode;
}

function boundsOf(map: MapRef): Bounds {
  const bounds = map.getBounds();
  return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
}

export function LocatorMap({
  centre,
  zoom,
  target,
  markers,
  focusableIds,
  selected,
  onSelect,
  onBounds,
  onFailure,
  renderCard,
}: LocatorMapProps) {
  const { t } = useLingui();
  const mapRef = useRef<MapRef>(null);
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  const frame = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    loadStyle(controller.signal)
      .then(setStyle)
      .catch(() => {
        if (!controller.signal.aborted) onFailure();
      });
    return () => controller.abort();
  }, [onFailure]);

  useEffect(() => {
    if (target && mapRef.current) mapRef.current.jumpTo({ center: [target.longitude, target.latitude], zoom });
  }, [target, zoom]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The list follows the view: one update per animation frame while the map moves.
  const report = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (mapRef.current) onBounds(boundsOf(mapRef.current));
    });
  };

  if (!style) return <div className={styles.map} aria-busy="true" />;
  return (
    <div className={styles.map} data-map-ready="true">
      <Map
        ref={mapRef}
        mapLib={mapLib}
        mapStyle={style}
        initialViewState={{ latitude: centre.latitude, longitude: centre.longitude, zoom }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        onLoad={(event) => onBounds(boundsOf(event.target as unknown as MapRef))}
        onMove={report}
        onError={(event) => {
          // A WebGL context that cannot be created is fatal; a failed tile or source is not.
          if (!mapRef.current?.getMap().isStyleLoaded() && /webgl/i.test(String(event.error?.message))) onFailure();
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {markers.map((point) => {
          const company = point.companyName;
          return (
            <Marker key={point.id} longitude={point.longitude} latitude={point.latitude} anchor="bottom">
              <button
                type="button"
                className={styles.marker}
                data-selected={selected?.id === point.id || undefined}
                tabIndex={focusableIds.has(point.id) ? 0 : -1}
                aria-label={t`Show ${company} on the map`}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(point);
                }}
              >
                <svg width="24" height="32" viewBox="0 0 24 32" aria-hidden="true" focusable="false">
                  <path
                    d="M12 31s10-10.5 10-18.5A10 10 0 002 12.5C2 20.5 12 31 12 31z"
                    fill="currentColor"
                    stroke="#fff"
                    strokeWidth="1.5"
                  />
                  <circle cx="12" cy="12.5" r="3.5" fill="#fff" />
                </svg>
              </button>
            </Marker>
          );
        })}
        {selected ? (
          <Popup
            longitude={selected.longitude}
            latitude={selected.latitude}
            anchor="bottom"
            offset={34}
            maxWidth="280px"
            closeOnClick={false}
            onClose={() => onSelect(null)}
            className={styles.popup}
          >
            <div role="dialog" aria-label={t`Contact details`} className={styles.info}>
              {renderCard(selected)}
            </div>
          </Popup>
        ) : null}
      </Map>
    </div>
  );
}
