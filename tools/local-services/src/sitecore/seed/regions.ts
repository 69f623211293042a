import type { Language, Localized } from './sites.ts';

/** Region → country → language tree for the language flyout (spec discovery §3 "Region tree"). */
interface CountrySeed {
  iso: string;
  name: Localized;
  languages: string[];
}
interface RegionSeed {
  code: string;
  name: Localized;
  countries: CountrySeed[];
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  'de-CH': 'Deutsch',
  'fr-CH': 'Français',
  'it-CH': 'Italiano',
  'de-DE': 'Deutsch',
  'de-AT': 'Deutsch',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'fr-CA': 'Français',
};

const REGIONS: RegionSeed[] = [
  {
    code: 'EU',
    name: { en: 'Europe', de: 'Europa', fr: 'Europe', it: 'Europa' },
    countries: [
      { iso: 'CH', name: { en: 'Switzerland', de: 'Schweiz', fr: 'Suisse', it: 'Svizzera' }, languages: ['de-CH', 'fr-CH', 'it-CH', 'en'] },
      { iso: 'DE', name: { en: 'Germany', de: 'Deutschland', fr: 'Allemagne', it: 'Germania' }, languages: ['de-DE', 'en'] },
      { iso: 'AT', name: { en: 'Austria', de: 'Österreich', fr: 'Autriche', it: 'Austria' }, languages: ['de-AT', 'en'] },
      { iso: 'FR', name: { en: 'France', de: 'Frankreich', fr: 'France', it: 'Francia' }, languages: ['fr-FR', 'en'] },
      { iso: 'IT', name: { en: 'Italy', de: 'Italien', fr: 'Italie', it: 'Italia' }, languages: ['it-IT', 'en'] },
      { iso: 'GB', name: { en: 'United Kingdom', de: 'Vereinigtes Königreich', fr: 'Royaume-Uni', it: 'Regno Unito' }, languages: ['en'] },
    ],
  },
  {
    code: 'AM',
    name: { en: 'Americas', de: 'Amerika', fr: 'Amériques', it: 'Americhe' },
    countries: [
      { iso: 'US', name: { en: 'United States', de: 'Vereinigte Staaten', fr: 'États-Unis', it: 'Stati Uniti' }, languages: ['en'] },
      { iso: 'CA', name: { en: 'Canada', de: 'Kanada', fr: 'Canada', it: 'Canada' }, languages: ['en', 'fr-CA'] },
      { iso: 'BR', name: { en: 'Brazil', de: 'Brasilien', fr: 'Brésil', it: 'Brasile' }, languages: ['en'] },
    ],
  },
  {
    code: 'AP',
    name: { en: 'Asia Pacific', de: 'Asien-Pazifik', fr: 'Asie-Pacifique', it: 'Asia-Pacifico' },
    countries: [
      { iso: 'CN', name: { en: 'China', de: 'China', fr: 'Chine', it: 'Cina' }, languages: ['en'] },
      { iso: 'JP', name: { en: 'Japan', de: 'Japan', fr: 'Japon', it: 'Giappone' }, languages: ['en'] },
      { iso: 'IN', name: { en: 'India', de: 'Indien', fr: 'Inde', it: 'India' }, languages: ['en'] },
      { iso: 'AU', name: { en: 'Australia', de: 'Australien', fr: 'Australie', it: 'Australia' }, languages: ['en'] },
    ],
  },
  {
    code: 'MEA',
    name: { en: 'Middle East & Africa', de: 'Naher Osten & Afrika', fr: 'Moyen-Orient et Afrique', it: 'Medio Oriente e Africa' },
    countries: [
      {
        iso: 'AE',
        name: { en: 'United Arab Emirates', de: 'Vereinigte Arabische Emirate', fr: 'Émirats arabes unis', it: 'Emirati Arabi Uniti' },
        languages: ['en'],
      },
      { iso: 'ZA', name: { en: 'South Africa', de: 'Südafrika', fr: 'Afrique du Sud', it: 'Sudafrica' }, languages: ['en'] },
    ],
  },
];

function language(iso: string) {
  return { iso, languageName: LANGUAGE_NAMES[iso] ?? iso };
}

/** Answer of GET /api/LanguageSelector/regions: language info (spec discovery §3: lang, languages, regions). */
export function regionTree(requestLanguage: Language) {
  return {
    lang: requestLanguage,
    languages: ['en', 'de-CH', 'fr-CH', 'it-CH'].map(language),
    regions: REGIONS.map((region) => ({
      id: `region-${region.code.toLowerCase()}`,
      regionName: region.name[requestLanguage],
      regionCode: region.code,
      countries: region.countries.map((country) => ({
        id: `country-${country.iso.toLowerCase()}`,
        regionName: country.name[requestLanguage],
        iso: country.iso,
        languages: country.languages.map(language),
      })),
    })),
  };
}
