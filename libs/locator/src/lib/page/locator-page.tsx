import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useContactPoints, type ContactPoint, type Place } from '@mbw/api-clients';
import { useDeleteFavouriteContact, useFavouriteContactId, useSaveFavouriteContact } from '@mbw/account-data-access';
import { FailSafe, localizeHref, QueryProvider, useHydrated, useSite } from '@mbw/ui';
import type { LocatorData } from '../locator-data';
import { matchesFilters, toggleFilter } from '../rules/filters';
import { sameId } from '../rules/ids';
import { mainContactPoint } from '../rules/main-contact-point';
import { boundsAround, cardsInView, hasCoordinates, inBounds, markersInView, type Bounds } from '../rules/points-in-view';
import { starState, visiblePoints } from '../rules/restrictions';
import { ContactCard } from './contact-card';
import { FavouriteStar } from './favourite-star';
import { FiltersPanel } from './filters-panel';
import { LocationSearch } from './location-search';
import { DESKTOP_QUERY } from './breakpoints';
import styles from './locator.module.css';

// The map's code (react-map-gl, MapLibre) is its own chunk, loaded in the browser only.
const LocatorMap = lazy(() => import('../map/locator-map.client').then((module) => ({ default: module.LocatorMap })));

/** Markers drawn at once (DOM markers); at low zoom the nearest to the centre win, the list shows 20 anyway. */
const MAX_MARKERS = 400;

/** The account API keeps the favourite in Sitecore's notation: `{XXXXXXXX-…}` upper case. */
const sitecoreId = (id: string) => `{${id.replace(/[{}]/g, '').toUpperCase()}}`;

function CardCount({ count }: { count: number }) {
  return <Trans>Showing {count} points</Trans>;
}

/**
 * The sales and service points page (spec discovery §2): the left column (back link, location
 * search, filters, up to 20 cards from the points in view with the main contact point first) and
 * the map on the right. The server renders the left column with the cards for the view around the
 * centre; in the browser every point loads and the cards follow the map's view. Without the map
 * (no WebGL, the style failing) the list still follows a picked place.
 */
export function LocatorPage({ data }: { data: LocatorData }) {
  return (
    <QueryProvider>
      <Locator data={data} />
    </QueryProvider>
  );
}

function Locator({ data }: { data: LocatorData }) {
  const { t } = useLingui();
  const { language } = useSite();
  const hydrated = useHydrated();
  const [filters, setFilters] = useState<string[]>(data.filters);
  const [view, setView] = useState<{ centre: LocatorData['centre']; bounds: Bounds | null }>({ centre: data.centre, bounds: null });
  const [target, setTarget] = useState<{ latitude: number; longitude: number; key: number } | null>(null);
  const [selected, setSelected] = useState<ContactPoint | null>(null);
  // What opened the info window (a marker, a card's "Show on map"): focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const [mapSize, setMapSize] = useState({ width: 720, height: 800 });

  // The map, and the 1 600 points it draws, load once the map column nears the view (at once on
  // a desktop; on a phone the list comes first and the server's cards serve until the visitor
  // scrolls to the map, searches a place or filters): the phone's first seconds stay free.
  const [mapNear, setMapNear] = useState(false);
  const mapElement = useRef<HTMLDivElement | null>(null);
  const wanted = mapNear || target !== null || filters !== data.filters;
  const points = useContactPoints(language, hydrated && wanted);
  const favouriteQuery = useFavouriteContactId(data.signedIn && hydrated);
  const save = useSaveFavouriteContact();
  const remove = useDeleteFavouriteContact();
  // Signed in: the account API's answer once it is there; the server's before that.
  const favouriteId = data.signedIn ? (favouriteQuery.data ?? data.favouriteId) : null;

  const { userRestricted, fromQuoteLink } = data;
  const all = useMemo(
    () => (points.data ? visiblePoints(points.data, { userRestricted, fromQuoteLink }) : null),
    [points.data, userRestricted, fromQuoteLink],
  );
  const main = useMemo(
    () => (all ? mainContactPoint(all, { favouriteId, visitorCountry: data.visitorCountry, filters }) : null),
    [all, favouriteId, data.visitorCountry, filters],
  );
  const bounds = view.bounds ?? boundsAround(view.centre, data.zoom, mapSize);
  const cards = useMemo(() => {
    if (!all) {
      // Before every point is here: the server's cards, narrowed by the filters picked since.
      return data.cards.filter((card, index) => (index === 0 && sameId(card.id, data.mainId)) || matchesFilters(card, filters));
    }
    return cardsInView(all, bounds, filters, main);
  }, [all, bounds, filters, main, data.cards, data.mainId]);
  const markers = useMemo(() => {
    if (!all) return [];
    const inView = markersInView(all, bounds, filters);
    if (inView.length <= MAX_MARKERS) return inView;
    const listed = new Set(cards.map((card) => card.id));
    return [...cards, ...inView.filter((point) => !listed.has(point.id))].slice(0, MAX_MARKERS);
  }, [all, bounds, filters, cards]);
  const focusableIds = useMemo(() => new Set(cards.map((card) => card.id)), [cards]);

  const onBounds = useCallback((next: Bounds) => setView((current) => ({ ...current, bounds: next })), []);
  const onMapFailure = useCallback(() => setMapFailed(true), []);
  const select = useCallback((point: ContactPoint | null) => {
    if (point) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSelected(point);
      return;
    }
    setSelected(null);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, []);
  /** A card's "Show on map": the map moves there first when the point is outside the view (the main point may be). */
  const showOnMap = (point: ContactPoint) => {
    if (!inBounds(point, bounds)) {
      const centre = { latitude: point.latitude, longitude: point.longitude };
      setView({ centre, bounds: null });
      setTarget((current) => ({ ...centre, key: (current?.key ?? 0) + 1 }));
    }
    select(point);
    // On a phone the map is below the list: bring it into view with the point's card open on it.
    if (!window.matchMedia(DESKTOP_QUERY).matches) mapElement.current?.scrollIntoView({ block: 'start' });
  };
  const onPlace = (place: Place) => {
    const centre = { latitude: place.latitude, longitude: place.longitude };
    setView({ centre, bounds: null });
    setTarget((current) => ({ ...centre, key: (current?.key ?? 0) + 1 }));
    setSelected(null);
  };
  const mapColumn = useCallback((element: HTMLDivElement | null) => {
    mapElement.current = element;
    if (!element) return;
    if (element.clientWidth > 0 && element.clientHeight > 0) setMapSize({ width: element.clientWidth, height: element.clientHeight });
    if (typeof IntersectionObserver === 'undefined') {
      setMapNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setMapNear(true);
        observer.disconnect();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const star = (point: ContactPoint) => (
    <FavouriteStar
      companyName={point.companyName}
      state={starState({ signedIn: data.signedIn, userRestricted: data.userRestricted }, point)}
      filled={sameId(point.id, favouriteId)}
      onToggle={async (next) => {
        if (next) await save.mutateAsync(sitecoreId(point.id));
        else await remove.mutateAsync(sitecoreId(point.id));
      }}
    />
  );
  const card = (point: ContactPoint, headingLevel: 2 | 3, withShowOnMap: boolean) => (
    <ContactCard
      point={point}
      star={star(point)}
      isMain={sameId(point.id, main?.id ?? data.mainId)}
      headingLevel={headingLevel}
      onShowOnMap={withShowOnMap && hydrated && !mapFailed && hasCoordinates(point) ? () => showOnMap(point) : undefined}
    />
  );

  const pointsFailed = points.isError || (!points.data && data.pointsFailed);
  const mapFallback = (
    <p className={styles.mapNote} role="status">
      <Trans>The map cannot be shown in this browser. The list shows the sales and service points of the chosen area.</Trans>
    </p>
  );

  return (
    <div className={styles.page} data-locator="">
      <div className={styles.side}>
        {data.back ? (
          <a className={styles.back} href={localizeHref(data.back.href, language)}>
            <span aria-hidden="true">← </span>
            {data.back.kind === 'previous' ? <Trans>Back to the previous page</Trans> : data.back.text}
          </a>
        ) : null}
        {data.title ? <h1 className={styles.title}>{data.title}</h1> : null}
        <LocationSearch language={language} onPlace={onPlace} initialText={data.place ?? ''} filters={filters} />
        <FiltersPanel
          title={data.filterTitle || t`Filter`}
          categories={data.categories}
          filters={filters}
          enhanced={hydrated}
          onToggle={(id) => {
            const next = toggleFilter(filters, id);
            setFilters(next);
            // The URL keeps the choice (reload, share) without asking the server again.
            const url = new URL(window.location.href);
            url.searchParams.delete('filter');
            url.searchParams.delete('solutions');
            for (const filter of next) url.searchParams.append('filter', filter);
            window.history.replaceState(window.history.state, '', url);
          }}
        />
        <section className={styles.results} aria-labelledby="locator-results">
          <h2 id="locator-results" className={styles.resultsTitle}>
            <Trans>Sales and service points in this area</Trans>
          </h2>
          <p className={styles.count} role="status">
            {pointsFailed ? (
              <Trans>The sales and service points could not be loaded. Please try again later.</Trans>
            ) : cards.length === 0 ? (
              <Trans>No sales or service point in this area. Move the map or change the filters.</Trans>
            ) : (
              <CardCount count={cards.length} />
            )}
          </p>
          <ol className={styles.list}>
            {cards.map((point) => (
              <li key={point.id}>{card(point, 3, true)}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className={styles.mapColumn} ref={mapColumn}>
        {hydrated && wanted && !mapFailed ? (
          <FailSafe fallback={mapFallback}>
            <Suspense fallback={<div className={styles.mapLoading} aria-busy="true" />}>
              <LocatorMap
                centre={data.centre}
                zoom={data.zoom}
                target={target}
                markers={markers}
                focusableIds={focusableIds}
                selected={selected}
                onSelect={select}
                onBounds={onBounds}
                onFailure={onMapFailure}
                renderCard={(point) => card(point, 2, false)}
              />
            </Suspense>
          </FailSafe>
        ) : mapFailed ? (
          mapFallback
        ) : hydrated ? (
          <div className={styles.mapLoading} />
        ) : (
          <p className={styles.mapNote}>
            <Trans>The map needs JavaScript. The list shows the sales and service points near you.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
