/** Spec account §9: default locale en_EN, fallback locale en-CH. */
export const FALLBACK_LOCALE = 'en-CH';

/**
 * A locale Intl accepts, from what the content system or a cookie holds: `de_CH` → `de-CH`;
 * `en_EN` (the spec's default, not a real region) → `en-CH`; a language alone keeps its language
 * with the fallback region (`fr` → `fr-CH`); anything unusable → en-CH.
 */
export function toIntlLocale(locale: string | null | undefined): string {
  if (!locale) return FALLBACK_LOCALE;
  let known = intlLocales.get(locale);
  if (known === undefined) {
    if (intlLocales.size >= MAX_REMEMBERED) intlLocales.clear();
    known = resolveIntlLocale(locale);
    intlLocales.set(locale, known);
  }
  return known;
}

/** Inputs are a handful of languages and cookie values; the bound keeps forged cookies from growing it. */
const MAX_REMEMBERED = 64;
const intlLocales = new Map<string, string>();

/**
 * ISO 3166-1 alpha-2 regions (and XK). A list, not Intl.DisplayNames: building DisplayNames loads
 * ICU's region names, ~50 ms of a phone's main thread while the product page hydrates.
 */
const REGIONS = new Set(
  [
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS',
    'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE',
    'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM',
    'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC',
    'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA',
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW',
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO',
    'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW',
  ]
    .join(' ')
    .split(' '),
);

function resolveIntlLocale(locale: string): string {
  const [language, region] = locale.trim().replace('_', '-').split('-');
  if (!language || !/^[a-z]{2,3}$/i.test(language)) return FALLBACK_LOCALE;
  const fallbackRegion = FALLBACK_LOCALE.split('-')[1]!;
  const candidate = region && /^[a-z]{2}$/i.test(region) ? `${language}-${region.toUpperCase()}` : `${language}-${fallbackRegion}`;
  try {
    const [canonical] = Intl.getCanonicalLocales(candidate);
    // A "region" that names a language (EN in en_EN) is not a region.
    if (!REGIONS.has(candidate.split('-')[1]!)) return `${language.toLowerCase()}-${fallbackRegion}`;
    return canonical ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}
