import { createRequire } from 'node:module';
import type { DatabaseSync } from 'node:sqlite';
import { feature } from 'topojson-client';
import { json, type Reply, type Route } from '../http/types.ts';
import { SOLUTIONS } from '../product-data/seed/catalog/domains.ts';
import { contentLanguage } from '../sitecore/layout-service.ts';
import type { Language } from '../sitecore/seed/sites.ts';
import { PARTNER_KINDS, SERVICES, type ContactPointSeed } from './seed/contact-points.ts';
import { foldName } from './seed/store.ts';

export interface MapsOptions {
  /** The Sitecore API key: the points list is a site API on the Sitecore host (sc_apikey). */
  apiKey: string;
}

/**
 * Contact forms of a point (spec §3 contactPageItems: name, link, form), as the sites' contact page
 * links them: the contact form page with `?contactPoint={ID}`, which the page's contact-info panel
 * shows (issue 28).
 */
const CONTACT_FORMS = {
  quote: {
    name: { en: 'Get a quote', de: 'Offerte anfragen', fr: 'Demander un devis', it: 'Richiedi un preventivo' },
    form: 'quote',
    page: '/contact/get-a-quote',
  },
  support: {
    name: { en: 'Product support', de: 'Produktsupport', fr: 'Support produit', it: 'Supporto prodotti' },
    form: 'product-support',
    page: '/contact/product-support',
  },
  expert: {
    name: { en: 'Talk to an expert', de: 'Expertenberatung', fr: 'Parler à un expert', it: 'Parla con un esperto' },
    form: 'talk-to-an-expert',
    page: '/contact/talk-to-an-expert',
  },
} as const;

/** One point in the wire shape of spec discovery §3 "Contact point", named in `language`. */
function wirePoint(point: ContactPointSeed, language: Language, countries: Intl.DisplayNames) {
  const kind = PARTNER_KINDS[point.kind];
  return {
    id: point.id,
    name: point.name,
    companyName: point.companyName,
    latitude: point.latitude,
    longitude: point.longitude,
    country: countries.of(point.countryCode) ?? point.countryCode,
    countryCode: point.countryCode,
    kindOfPartner: { id: point.kind, name: kind.name[language], icon: kind.icon },
    solutionProvider: point.solutions.map((id) => ({ id, name: SOLUTIONS[id][language] })),
    services: point.services.map((id) => ({ id, name: SERVICES[id][language] })),
    street: point.street,
    streetNumber: point.streetNumber,
    streetAddendum: point.streetAddendum,
    zipCode: point.zipCode,
    city: point.city,
    phone: point.phone,
    fax: point.fax,
    email: point.email,
    website1: point.website1,
    shop1: point.shop1,
    howToFindUs: point.howToFindUs,
    pageSelection: point.pageSelection,
    contactPageItems: point.contactForms.map((form) => ({
      name: CONTACT_FORMS[form].name[language],
      link: `${CONTACT_FORMS[form].page}?contactPoint=${encodeURIComponent(`{${point.id.toUpperCase()}}`)}`,
      form: CONTACT_FORMS[form].form,
    })),
    isRestrictedContact: point.restricted ? '1' : '0',
    isOptOutForFormMailSubmission: point.optOut ? '1' : '0',
  };
}

let countriesGeoJson: string | undefined;

/** Natural Earth 1:110m country shapes (world-atlas) as one GeoJSON FeatureCollection, coordinates to 3 decimals. */
function countries(): string {
  if (countriesGeoJson) return countriesGeoJson;
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/countries-110m.json') as Parameters<typeof feature>[0];
  // By name: the `countries` object is a GeometryCollection, so this is a FeatureCollection.
  const collection = feature(topology, 'countries');
  countriesGeoJson = JSON.stringify(collection, (_key, value: unknown) =>
    typeof value === 'number' ? Math.round(value * 1000) / 1000 : value,
  );
  return countriesGeoJson;
}

/**
 * The offline map style (MapLibre style spec v8): a background (the sea), the countries as a
 * GeoJSON source with a fill and a border line. No glyphs or sprites: markers and cards are HTML,
 * so the map needs no labels and no request leaves the machine. The source URL is path-absolute:
 * the site serves the style and the shapes on its own origin (/maps/*) and the client makes it absolute.
 */
function style(): unknown {
  return {
    version: 8,
    name: 'Kestrel offline',
    sources: { countries: { type: 'geojson', data: '/maps/countries.geojson', attribution: 'Natural Earth' } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#cfe3ef' } },
      { id: 'countries-fill', type: 'fill', source: 'countries', paint: { 'fill-color': '#f3f1ec' } },
      { id: 'countries-line', type: 'line', source: 'countries', paint: { 'line-color': '#a7a39a', 'line-width': 0.8 } },
    ],
  };
}

const cacheable = (reply: Reply): Reply => ({ ...reply, headers: { 'cache-control': 'public, max-age=86400', ...reply.headers } });

/**
 * The map page's services (spec discovery §2 "Sales and service points", §7 "Places service request
 * shape: not shown"): the points list (a site API on the Sitecore host), the geocoder's place
 * autocomplete and the offline map style. Fault switches: `locator`, `places`, `map-style`.
 */
export function mapsRoutes(db: DatabaseSync, options: MapsOptions): Route[] {
  const allPoints = db.prepare('SELECT json FROM map_points ORDER BY position');
  const placesByPrefix = db.prepare(
    "SELECT name, country, latitude, longitude FROM map_places WHERE folded LIKE ? ESCAPE '\\' ORDER BY (folded = ?) DESC, name LIMIT ?",
  );
  const answers = new Map<Language, string>();
  const pointsIn = (language: Language): string => {
    const cached = answers.get(language);
    if (cached) return cached;
    const countryNames = new Intl.DisplayNames([language], { type: 'region' });
    const points = (allPoints.all() as Array<{ json: string }>).map((row) =>
      wirePoint(JSON.parse(row.json) as ContactPointSeed, language, countryNames),
    );
    const text = JSON.stringify({ points });
    answers.set(language, text);
    return text;
  };

  return [
    {
      method: 'GET',
      path: '/sitecore/api/salesandservicepoints',
      service: 'locator',
      handler: ({ url }) => {
        if (url.searchParams.get('sc_apikey') !== options.apiKey)
          return json(401, { message: 'The API key is missing or not valid (sc_apikey).' });
        const language = contentLanguage(url.searchParams.get('sc_lang') ?? 'en');
        if (!language) return json(400, { message: 'sc_lang must be one of en, de, fr, it (a regional tag falls back to its language).' });
        return { status: 200, text: pointsIn(language), headers: { 'content-type': 'application/json; charset=utf-8' } };
      },
    },
    {
      method: 'GET',
      path: '/maps/places',
      service: 'places',
      handler: ({ url }) => {
        const query = foldName((url.searchParams.get('q') ?? '').trim()).slice(0, 100);
        const limit = Math.min(10, Math.max(1, Number.parseInt(url.searchParams.get('limit') ?? '5', 10) || 5));
        if (query.length === 0) return json(200, { places: [] });
        const escaped = query.replace(/[\\%_]/g, (character) => `\\${character}`);
        const language = contentLanguage(url.searchParams.get('lang') ?? 'en') ?? 'en';
        const countryNames = new Intl.DisplayNames([language], { type: 'region' });
        const rows = placesByPrefix.all(`${escaped}%`, query, limit) as Array<{
          name: string;
          country: string;
          latitude: number;
          longitude: number;
        }>;
        return json(200, {
          places: rows.map((row) => ({
            id: `${row.country}-${foldName(row.name).replace(/[^a-z0-9]+/g, '-')}`,
            name: row.name,
            country: countryNames.of(row.country) ?? row.country,
            latitude: row.latitude,
            longitude: row.longitude,
          })),
        });
      },
    },
    { method: 'GET', path: '/maps/style.json', service: 'map-style', handler: () => cacheable(json(200, style())) },
    {
      method: 'GET',
      path: '/maps/countries.geojson',
      service: 'map-style',
      handler: () => cacheable({ status: 200, text: countries(), headers: { 'content-type': 'application/geo+json' } }),
    },
  ];
}
