import { useLingui } from '@lingui/react/macro';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { MapRef } from 'react-map-gl/maplibre';
import { accessTokenProps, useMapKit } from '@mbw/ui/map';
import type { ContactPoint } from '@mbw/api-clients';
import type { Bounds } from '../rules/points-in-view';
import styles from './locator-map.module.css';

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

/**
 * The map of the sales and service points page (issue 28): the site's map module (`@mbw/ui/map`:
 * MapLibre, the offline style from the site's own origin). Client only and its own chunk: the page
 * loads it after hydration, so no other page carries MapLibre.
 */
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
  const kit = useMapKit(onFailure);

  // A jump asked for by the page (a picked place) moves the map inside an effect: its 'move' then
  // updates the page normally, not synchronously (flushSync is not allowed inside an effect).
  const jumping = useRef(false);
  useEffect(() => {
    if (!target || !mapRef.current) return;
    jumping.current = true;
    try {
      mapRef.current.jumpTo({ center: [target.longitude, target.latitude], zoom });
    } finally {
      jumping.current = false;
    }
  }, [target, zoom]);

  // The list follows the view as the map moves (issue 28: within 50 ms). MapLibre fires 'move' once
  // per frame it draws; the cards are rendered right there (flushSync), not in a task queued behind
  // the map's next frame: 'move' → list updated in ≈ 11 ms in headless Chromium with software WebGL
  // (docs/quality.md), against 55–136 ms when React scheduled it.
  const report = () => {
    if (!mapRef.current) return;
    const bounds = boundsOf(mapRef.current);
    if (jumping.current) onBounds(bounds);
    else flushSync(() => onBounds(bounds));
  };

  // Set once the map has drawn its style and reported its own view (the list follows it from then
  // on): `data-view-reported` says so to tests and tools, which otherwise see the server's assumed view.
  const [viewReported, setViewReported] = useState(false);

  // The info window takes the focus when it opens (its close button), so a keyboard user lands in it.
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!selected || !container) return;
    const frame = requestAnimationFrame(() =>
      (
        container.querySelector<HTMLElement>('button.maplibregl-popup-close-button') ??
        container.querySelector<HTMLElement>('button.mapboxgl-popup-close-button')
      )?.focus(),
    );
    // Escape closes it (and the page hands the focus back to what opened it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key === 'Escape' &&
        event.target instanceof Node &&
        (container.querySelector('div.maplibregl-popup') ?? container.querySelector('div.mapboxgl-popup'))?.contains(event.target)
      )
        onSelect(null);
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [selected, onSelect]);

  // MapLibre's own control labels, in the page's language.
  const locale = {
    'Map.Title': t`Map of the sales and service points`,
    'Popup.Close': t`Close`,
    'NavigationControl.ZoomIn': t`Zoom in`,
    'NavigationControl.ZoomOut': t`Zoom out`,
    'NavigationControl.ResetBearing': t`Reset the map's north`,
    'AttributionControl.ToggleAttribution': t`Show or hide the map's sources`,
  };

  if (!kit) return <div className={styles.map} aria-busy="true" />;
  const { Map, Marker, NavigationControl, Popup } = kit.components;
  return (
    <div className={styles.map} data-map-ready="true" data-view-reported={viewReported || undefined} ref={containerRef}>
      <Map
        ref={mapRef}
        mapLib={kit.mapLib as never}
        mapStyle={kit.mapStyle}
        {...accessTokenProps(kit)}
        initialViewState={{ latitude: centre.latitude, longitude: centre.longitude, zoom }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        locale={locale}
        onLoad={(event) => {
          onBounds(boundsOf(event.target as unknown as MapRef));
          setViewReported(true);
        }}
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
