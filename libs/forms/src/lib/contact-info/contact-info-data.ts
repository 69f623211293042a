import type { ContactSnapshot } from '@mbw/util';

/** The contact-info panel's server data (issue 28): what the page's request alone decides. */
export interface ContactInfoData {
  /** The visitor's country (geo-ip, CH when unknown: spec §7). */
  country: string;
  /** The country default (ContactInfoQuery by item path), or null when the content has none. */
  countryDefault: ContactSnapshot | null;
  /** The point named by `?contactPoint=` (the map card's contact button), when it exists. */
  chosen: { contact: ContactSnapshot; optOut: boolean } | null;
  /** The points the change dialog offers: the visitor's country's, the group companies first. */
  candidates: Array<{ contact: ContactSnapshot; optOut: boolean }>;
  /** The map page ("choose on the map"), site-relative, or null. */
  mapHref: string | null;
}
