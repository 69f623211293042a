import type { ComponentRendering, ContactPoint } from '@mbw/api-clients';
import { textValue } from '@mbw/api-clients';
import type { FilterCategory, LocatorData } from '../locator-data';
import { filtersFromSearch } from '../rules/filters';
import { mainContactPoint } from '../rules/main-contact-point';
import { boundsAround, cardsInView, DEFAULT_ZOOM, hasCoordinates } from '../rules/points-in-view';
import { visiblePoints } from '../rules/restrictions';

/** The rendering of the map page (tools/local-services sitecore/seed/locator-page.ts). */
export const LOCATOR_COMPONENT = 'SalesAndServicePoints';

export function isLocatorRendering(rendering: Pick<ComponentRendering, 'componentName'>): boolean {
  return rendering.componentName === LOCATOR_COMPONENT;
}

export interface GeoIpAnswer {
  Country?: unknown;
  Latitude?: unknown;
  Longitude?: unknown;
}

/** What the app supplies: the upstream calls (each may fail; the page copes) and the request's facts. */
export interface LocatorLoadContext {
  url: URL;
  /** The Referer header, for the back link (spec §2: the previous page when it was a product page or the wishlist). */
  referer: string | null;
  signedIn: boolean;
  points: () => Promise<ContactPoint[]>;
  geoIp: () => Promise<GeoIpAnswer | null>;
  favouriteId: () => Promise<string | null>;
  /** The places autocomplete's best match for a name (`?place=`, the search without JavaScript). */
  place: (name: string) => Promise<{ name: string; latitude: number; longitude: number } | null>;
  /** getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery (spec §7): the back link's url and description. */
  backTo: () => Promise<{ url: string; description: string } | null>;
  log?: (event: string, fields: Record<string, unknown>) => void;
}

/** The map's size the server assumes for the first cards (the right column of a 1440 px page). */
export const ASSUMED_MAP_SIZE = { width: 720, height: 800 };

const number = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

/** Spec §4, §9: the geo-ip centre, else the content's default, else 0,0. */
export function mapCentre(
  geo: GeoIpAnswer | null,
  defaults: { latitude: unknown; longitude: unknown },
): { latitude: number; longitude: number } {
  const fromGeo = { latitude: number(geo?.Latitude), longitude: number(geo?.Longitude) };
  if (hasCoordinates(fromGeo)) return fromGeo;
  const fromContent = { latitude: number(defaults.latitude), longitude: number(defaults.longitude) };
  if (hasCoordinates(fromContent)) return fromContent;
  return { latitude: 0, longitude: 0 };
}

/** Spec §7: "a country failure falls back to CH". */
export function visitorCountry(geo: GeoIpAnswer | null): string {
  const country = typeof geo?.Country === 'string' ? geo.Country.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(country) ? country : 'CH';
}

/** Spec §2: back to the previous page when it was one of this site's product pages or the wishlist. */
export function previousPage(referer: string | null, url: URL): string | null {
  if (!referer) return null;
  try {
    const previous = new URL(referer);
    if (previous.origin !== url.origin) return null;
    const path = previous.pathname;
    return /^\/([a-z]{2}(-[a-z]{2})?\/)?(product\/|my-account\/wishlist)/i.test(path) ? `${path}${previous.search}` : null;
  } catch {
    return null;
  }
}

interface FieldItem {
  id?: unknown;
  name?: unknown;
  fields?: Record<string, unknown>;
}

function categoriesOf(value: unknown): FilterCategory[] {
  if (!Array.isArray(value)) return [];
  return (value as FieldItem[]).flatMap((category) => {
    const items = Array.isArray(category.fields?.['Items']) ? (category.fields['Items'] as FieldItem[]) : [];
    const entries = items.flatMap((item) => {
      const id = textValue(item.fields?.['Key']).trim().toLowerCase();
      const label = textValue(item.fields?.['Label']).trim();
      return id && label ? [{ id, label }] : [];
    });
    const title = textValue(category.fields?.['Title']).trim();
    return entries.length > 0 ? [{ id: String(category.id ?? category.name ?? title), title, items: entries }] : [];
  });
}

function linkOf(value: unknown): { href: string; text: string } | null {
  const link = (value as { value?: { href?: unknown; text?: unknown } } | undefined)?.value;
  const href = typeof link?.href === 'string' ? link.href.trim() : '';
  const text = typeof link?.text === 'string' ? link.text.trim() : '';
  return href.startsWith('/') && !href.startsWith('//') && text ? { href, text } : null;
}

/**
 * The map page's server data (spec discovery §2, §4, §7, §9): the datasource's fields, the map
 * centre (geo-ip, else the content default, else 0,0), the visitor's country, the favourite (signed
 * in), the initial filters from the URL, and the first cards for the view around the centre at
 * zoom 8, so the page is useful before the map loads. Every upstream failure degrades: no geo-ip →
 * the default centre; no points → an error note in the list (the map page still renders).
 */
export async function loadLocator(rendering: ComponentRendering, context: LocatorLoadContext): Promise<LocatorData> {
  const fields = (rendering.fields ?? {}) as Record<string, unknown>;
  const previous = previousPage(context.referer, context.url);
  const placeQuery = (context.url.searchParams.get('place') ?? '').trim().slice(0, 100);
  const [points, geo, favouriteId, backTo, place] = await Promise.all([
    context.points().catch((error: unknown) => {
      context.log?.('locator.points-unavailable', { error: error instanceof Error ? error.message : String(error) });
      return null;
    }),
    context.geoIp().catch(() => null),
    context.signedIn ? context.favouriteId().catch(() => null) : Promise.resolve(null),
    previous
      ? Promise.resolve(null)
      : context.backTo().catch((error: unknown) => {
          context.log?.('locator.back-link-unavailable', { error: error instanceof Error ? error.message : String(error) });
          return null;
        }),
    placeQuery ? context.place(placeQuery).catch(() => null) : Promise.resolve(null),
  ]);
  const search = context.url.searchParams;
  const filters = filtersFromSearch(search);
  const fromQuoteLink = search.get('from') === 'quote';
  // The session carries no restricted-user flag (spec §6: "Restricted-user flag query details: not shown").
  const userRestricted = false;
  const defaultCentre = mapCentre(geo, {
    latitude: textValue(fields['DefaultLatitude']),
    longitude: textValue(fields['DefaultLongitude']),
  });
  const centre = place && hasCoordinates(place) ? { latitude: place.latitude, longitude: place.longitude } : defaultCentre;
  const country = visitorCountry(geo);
  const visible = visiblePoints(points ?? [], { userRestricted, fromQuoteLink });
  const main = mainContactPoint(visible, { favouriteId, visitorCountry: country, filters });
  // The query's answer, else the datasource's own link (the query failing costs the visitor nothing).
  const contentBack = linkOf({ value: backTo ? { href: backTo.url, text: backTo.description } : undefined }) ?? linkOf(fields['BackLink']);
  return {
    title: textValue(fields['Title']).trim(),
    back: previous ? { kind: 'previous', href: previous, text: '' } : contentBack ? { kind: 'content', ...contentBack } : null,
    filterTitle: textValue(fields['FilterTitle']).trim(),
    categories: categoriesOf(fields['Categories']),
    filters,
    centre,
    place: place && hasCoordinates(place) ? place.name : null,
    zoom: DEFAULT_ZOOM,
    visitorCountry: country,
    favouriteId,
    signedIn: context.signedIn,
    userRestricted,
    fromQuoteLink,
    cards: cardsInView(visible, boundsAround(centre, DEFAULT_ZOOM, ASSUMED_MAP_SIZE), filters, main),
    mainId: main?.id ?? null,
    pointsFailed: points === null,
  };
}
