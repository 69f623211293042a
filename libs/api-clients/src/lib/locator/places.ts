import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/**
 * Places autocomplete for the map page's location search (spec discovery §2 "location search box
 * (places autocomplete)"; §7: "Places service request shape: not shown"): `GET /maps/places?q=&lang=`
 * on the site's origin, which forwards to the configured geocoder (local-services by default).
 */
const PlaceSchema = v.object({
  id: v.string(),
  name: v.string(),
  country: v.optional(v.string(), ''),
  latitude: v.number(),
  longitude: v.number(),
});

export type Place = v.InferOutput<typeof PlaceSchema>;

export const PLACES_KEY = 'places';

export async function fetchPlaces(query: string, languageTag: string, options: { signal?: AbortSignal } = {}): Promise<Place[]> {
  const response = await fetch(`/maps/places?q=${encodeURIComponent(query)}&lang=${encodeURIComponent(languageTag)}&limit=5`, {
    headers: { accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw new Error('Something went wrong');
  const parsed = v.safeParse(v.object({ places: v.array(PlaceSchema) }), await response.json());
  if (!parsed.success) throw new Error('Something went wrong');
  return parsed.output.places;
}

export function placesQueryOptions(query: string, languageTag: string) {
  return queryOptions({
    queryKey: [PLACES_KEY, languageTag, query.toLowerCase()],
    queryFn: ({ signal }) => fetchPlaces(query, languageTag, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** Suggestions for `query` (already debounced by the caller); off for an empty query. */
export function usePlaces(query: string, languageTag: string) {
  return useQuery({ ...placesQueryOptions(query, languageTag), enabled: query.trim().length > 0 });
}
