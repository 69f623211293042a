import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/**
 * The sales and service points (spec discovery §3 "Contact point"), as the content system's site
 * API answers them (`GET /sitecore/api/salesandservicepoints?sc_lang=`; the browser goes through
 * the site's same-origin proxy, which adds the API key; the server calls the host directly).
 * Every point at once: the map page picks the ones in view itself (issue 28: the list follows the
 * view within 50 ms, no request per pan). Fields the page does not need are not required; a point
 * that does not parse is dropped, not the list.
 */
const text = v.optional(v.fallback(v.string(), ''), '');
const named = v.object({ id: v.pipe(v.string(), v.toLowerCase()), name: text });

const ContactPointSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: text,
  companyName: text,
  latitude: v.fallback(v.number(), 0),
  longitude: v.fallback(v.number(), 0),
  country: text,
  countryCode: text,
  kindOfPartner: v.fallback(v.object({ id: text, name: text, icon: text }), { id: '', name: '', icon: '' }),
  solutionProvider: v.fallback(v.array(named), []),
  services: v.fallback(v.array(named), []),
  street: text,
  streetNumber: text,
  streetAddendum: text,
  zipCode: text,
  city: text,
  phone: text,
  fax: text,
  email: text,
  website1: text,
  shop1: text,
  howToFindUs: text,
  pageSelection: text,
  contactPageItems: v.fallback(v.array(v.object({ name: text, link: text, form: text })), []),
  isRestrictedContact: v.fallback(v.union([v.string(), v.number()]), '0'),
  isOptOutForFormMailSubmission: v.fallback(v.union([v.string(), v.number()]), '0'),
});

export type ContactPoint = v.InferOutput<typeof ContactPointSchema>;

/** The points of an answer body; anything that is not a point is left out. */
export function parseContactPoints(body: unknown): ContactPoint[] {
  const list = (body as { points?: unknown } | null)?.points;
  if (!Array.isArray(list)) throw new Error('Something went wrong');
  return list.flatMap((entry) => {
    const parsed = v.safeParse(ContactPointSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export const CONTACT_POINTS_KEY = 'contact-points';

/** In the browser: the site's same-origin proxy (`/sitecore/api/salesandservicepoints`). */
export async function fetchContactPoints(languageTag: string, options: { signal?: AbortSignal } = {}): Promise<ContactPoint[]> {
  const response = await fetch(`/sitecore/api/salesandservicepoints?sc_lang=${encodeURIComponent(languageTag)}`, {
    headers: { accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw new Error('Something went wrong');
  return parseContactPoints(await response.json());
}

export function contactPointsQueryOptions(languageTag: string) {
  return queryOptions({
    queryKey: [CONTACT_POINTS_KEY, languageTag],
    queryFn: ({ signal }) => fetchContactPoints(languageTag, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useContactPoints(languageTag: string, enabled = true) {
  return useQuery({ ...contactPointsQueryOptions(languageTag), enabled });
}
