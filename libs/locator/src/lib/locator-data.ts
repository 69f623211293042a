import type { ContactPoint } from '@mbw/api-clients';

/** A filter category of the page's datasource and its checkbox items (ids lower case). */
export interface FilterCategory {
  id: string;
  title: string;
  items: Array<{ id: string; label: string }>;
}

/**
 * What the server hands the map page (the content route's block data): everything the left column
 * needs to render complete without JavaScript, the first cards included. The browser then loads
 * every point and the map, and takes over the list.
 */
export interface LocatorData {
  title: string;
  /** 'previous': the visitor came from a product page or the wishlist (spec §2); 'content': the datasource's link. */
  back: { kind: 'previous' | 'content'; href: string; text: string } | null;
  filterTitle: string;
  categories: FilterCategory[];
  filters: string[];
  centre: { latitude: number; longitude: number };
  /** The place of `?place=` the server found and centred on (the search box without JavaScript). */
  place: string | null;
  zoom: number;
  /** The visitor's country by geo-ip (CH when unknown, spec §7). */
  visitorCountry: string;
  favouriteId: string | null;
  signedIn: boolean;
  userRestricted: boolean;
  fromQuoteLink: boolean;
  /** The first cards (≤ 20, the main point first) for the view the server assumed; empty when the points list failed. */
  cards: ContactPoint[];
  mainId: string | null;
  pointsFailed: boolean;
}
