import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

/** Spec discovery §3 "Language info" and "Region tree", as GET /api/LanguageSelector/regions answers. */
const language = v.looseObject({ iso: v.string(), languageName: v.string() });
const schema = v.looseObject({
  lang: v.string(),
  languages: v.array(language),
  regions: v.array(
    v.looseObject({
      id: v.string(),
      regionName: v.string(),
      regionCode: v.string(),
      countries: v.array(v.looseObject({ id: v.string(), regionName: v.string(), iso: v.string(), languages: v.array(language) })),
    }),
  ),
});

export type LanguageInfo = v.InferOutput<typeof schema>;

export const REGIONS_KEY = 'regions';

export async function fetchRegions(languageTag: string, fetcher: typeof fetch = fetch): Promise<LanguageInfo> {
  const response = await fetcher(`/api/LanguageSelector/regions?sc_lang=${encodeURIComponent(languageTag)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error('Something went wrong');
  const parsed = v.safeParse(schema, await response.json());
  if (!parsed.success) throw new Error('Something went wrong');
  return parsed.output;
}

export function regionsQueryOptions(languageTag: string) {
  return queryOptions({ queryKey: [REGIONS_KEY, languageTag], queryFn: () => fetchRegions(languageTag), staleTime: 60 * 60_000 });
}

/** The region → country → language tree, fetched when the language flyout opens. */
export function useRegions(languageTag: string, enabled: boolean) {
  return useQuery({ ...regionsQueryOptions(languageTag), enabled });
}
