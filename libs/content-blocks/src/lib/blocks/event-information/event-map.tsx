import { lazy, Suspense, useCallback, useState } from 'react';
import { FailSafe, useHydrated, useNearView } from '@mbw/ui';
import styles from './event-information.module.css';

/** The site's map module (`@mbw/ui/map`) in a chunk of its own, loaded only by a page that shows a map. */
const PinMap = lazy(() => import('./pin-map.client').then((module) => ({ default: module.PinMap })));

/**
 * The event's styled map (spec discovery §2 "a styled map when latitude and longitude exist"; §9
 * zoom 13, a 40 × 40 marker). It loads once the block nears the viewport, after hydration; the
 * server's HTML and a browser without JavaScript or WebGL keep the place, its coordinates and the
 * OpenStreetMap link beside it, so nothing depends on the map.
 */
export function EventMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const hydrated = useHydrated();
  const [ref, near] = useNearView();
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  if (failed) return null;
  return (
    <div ref={ref} className={styles.pinMap}>
      {hydrated && near ? (
        <FailSafe fallback={null}>
          <Suspense fallback={null}>
            <PinMap latitude={latitude} longitude={longitude} label={label} onFailure={onFailure} />
          </Suspense>
        </FailSafe>
      ) : null}
    </div>
  );
}
