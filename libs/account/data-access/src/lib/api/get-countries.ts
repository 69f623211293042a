import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec account §3 "Country option" and "Province". */
const countriesSchema = v.looseObject({
  countries: v.array(v.looseObject({ value: v.string(), label: v.string() })),
  provinces: v.array(v.looseObject({ CountryCode: v.string(), ProvinceCode: v.string(), Name: v.string() })),
});

export type Countries = v.InferOutput<typeof countriesSchema>;
export type Province = Countries['provinces'][number];

/** GET /api/Countries/getCountries?language=: countries and provinces, labelled in the language. */
export function fetchCountries(language: string, options: { signal?: AbortSignal } = {}): Promise<Countries> {
  return accountRequest('/api/Countries/getCountries', countriesSchema, { query: { language }, signal: options.signal });
}

export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [ACCOUNT_KEYS.countries, language],
    queryFn: ({ signal }) => fetchCountries(language, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useCountries(language: string) {
  return useQuery(countriesQueryOptions(language));
}

/** The provinces of one country; none means the form shows no province select (spec account §5). */
export function provincesOf(countries: Countries | undefined, countryCode: string): Province[] {
  return countries?.provinces.filter((province) => province.CountryCode === countryCode) ?? [];
}
