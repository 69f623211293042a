/** Spec account §9: default locale en_EN, fallback locale en-CH. */
export const FALLBACK_LOCALE = 'en-CH';

/**
 * A locale Intl accepts, from what the content system or a cookie holds: `de_CH` → `de-CH`;
 * `en_EN` (the spec's default, not a real region) → `en-CH`; a language alone keeps its language
 * with the fallback region (`fr` → `fr-CH`); anything unusable → en-CH.
 */
export function toIntlLocale(locale: string | null | undefined): string {
  if (!locale) return FALLBACK_LOCALE;
  const [language, region] = locale.trim().replace('_', '-').split('-');
  if (!language || !/^[a-z]{2,3}$/i.test(language)) return FALLBACK_LOCALE;
  const fallbackRegion = FALLBACK_LOCALE.split('-')[1]!;
  const candidate = region && /^[a-z]{2}$/i.test(region) ? `${language}-${region.toUpperCase()}` : `${language}-${fallbackRegion}`;
  try {
    const [canonical] = Intl.getCanonicalLocales(candidate);
    // A "region" that names a language (EN in en_EN) is not a region Intl knows.
    const regionName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(candidate.split('-')[1]!);
    if (!regionName) return `${language.toLowerCase()}-${fallbackRegion}`;
    return canonical ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}
