/** Spec discovery §3 "Region tree" as the region endpoint answers it. */
export interface RegionLanguage {
  iso: string;
  languageName: string;
}
export interface RegionCountry {
  id: string;
  regionName: string;
  iso: string;
  languages: RegionLanguage[];
}
export interface Region {
  id: string;
  regionName: string;
  regionCode: string;
  countries: RegionCountry[];
}

export interface LanguageSelection {
  regionCode: string;
  countryIso: string;
  language: string;
}

function languageIn(country: RegionCountry | undefined, preferred: string): string {
  if (!country) return preferred;
  const base = preferred.split('-')[0]?.toLowerCase();
  const exact = country.languages.find((language) => language.iso.toLowerCase() === preferred.toLowerCase());
  const sameBase = country.languages.find((language) => language.iso.split('-')[0]?.toLowerCase() === base);
  return (exact ?? sameBase ?? country.languages[0])?.iso ?? preferred;
}

/**
 * Picking a region resets the country to the region's first and the language to the current one
 * when that country offers it, else the country's default (spec discovery §2).
 */
export function selectRegion(
  regions: readonly Region[],
  selection: LanguageSelection,
  regionCode: string,
  currentLanguage: string,
): LanguageSelection {
  const region = regions.find((candidate) => candidate.regionCode === regionCode);
  const country = region?.countries[0];
  return { regionCode, countryIso: country?.iso ?? '', language: languageIn(country, currentLanguage) };
}

/** Picking a country keeps the language when the country offers it, else its default. */
export function selectCountry(
  regions: readonly Region[],
  selection: LanguageSelection,
  countryIso: string,
  currentLanguage: string,
): LanguageSelection {
  const region = regions.find((candidate) => candidate.regionCode === selection.regionCode);
  const country = region?.countries.find((candidate) => candidate.iso === countryIso);
  return { ...selection, countryIso, language: languageIn(country, currentLanguage) };
}

export function selectLanguage(selection: LanguageSelection, language: string): LanguageSelection {
  return { ...selection, language };
}

/** Apply is enabled only when the selection differs from the current one (spec discovery §2, §5). */
export function canApply(selection: LanguageSelection, current: LanguageSelection): boolean {
  return (
    selection.regionCode !== current.regionCode ||
    selection.countryIso !== current.countryIso ||
    selection.language.toLowerCase() !== current.language.toLowerCase()
  );
}

/**
 * The current selection from cookies and the page, falling back to the first region that has the
 * country; the page language is read as the country's variant of it (de → de-DE in Germany).
 */
export function currentSelection(
  regions: readonly Region[],
  input: { countryIso?: string; regionCode?: string; language: string },
): LanguageSelection {
  const countryIso = (input.countryIso ?? 'CH').toUpperCase();
  const region =
    regions.find(
      (candidate) => candidate.regionCode === input.regionCode && candidate.countries.some((country) => country.iso === countryIso),
    ) ??
    regions.find((candidate) => candidate.countries.some((country) => country.iso === countryIso)) ??
    regions[0];
  const country = region?.countries.find((candidate) => candidate.iso === countryIso);
  return { regionCode: region?.regionCode ?? '', countryIso, language: languageIn(country, input.language) };
}
