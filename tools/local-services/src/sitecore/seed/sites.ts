/**
 * The four sites as the stand-in content system knows them. Names match each brand app's
 * `sitecoreSiteName`; copy is original sample content in the four server languages.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Localized = Record<Language, string>;

export interface SiteSeed {
  name: string;
  displayName: string;
  shop: boolean;
  tagline: Localized;
  focus: Localized;
}

export const SITES: SiteSeed[] = [
  {
    name: 'group',
    displayName: 'Kestrel Group',
    shop: false,
    tagline: {
      en: 'Technology that moves industry',
      de: 'Technologie, die die Industrie bewegt',
      fr: "La technologie qui fait avancer l'industrie",
      it: "Tecnologia che muove l'industria",
    },
    focus: {
      en: 'process heat, plastic welding, sensors and laser systems',
      de: 'Prozesswärme, Kunststoffschweissen, Sensoren und Lasersysteme',
      fr: 'la chaleur industrielle, le soudage des plastiques, les capteurs et les systèmes laser',
      it: 'calore di processo, saldatura della plastica, sensori e sistemi laser',
    },
  },
  {
    name: 'technologies',
    displayName: 'Kestrel Technologies',
    shop: true,
    tagline: {
      en: 'Plastic welding and process heat',
      de: 'Kunststoffschweissen und Prozesswärme',
      fr: 'Soudage des plastiques et chaleur industrielle',
      it: 'Saldatura della plastica e calore di processo',
    },
    focus: {
      en: 'hot-air tools, extrusion welders and welding machines',
      de: 'Heissluftgeräte, Extrusionsschweissgeräte und Schweissautomaten',
      fr: 'des appareils à air chaud, des extrudeuses de soudage et des machines de soudage',
      it: 'apparecchi ad aria calda, estrusori di saldatura e saldatrici automatiche',
    },
  },
  {
    name: 'sensor',
    displayName: 'Kestrel Sensor',
    shop: false,
    tagline: {
      en: 'Sensing what matters',
      de: 'Messen, worauf es ankommt',
      fr: 'Mesurer ce qui compte',
      it: 'Misurare ciò che conta',
    },
    focus: {
      en: 'MEMS components, laser gas detection and mass-flow devices',
      de: 'MEMS-Komponenten, Laser-Gasdetektion und Massendurchflussgeräte',
      fr: 'des composants MEMS, la détection de gaz par laser et des débitmètres massiques',
      it: 'componenti MEMS, rilevamento laser dei gas e misuratori di portata massica',
    },
  },
  {
    name: 'welding-tools',
    displayName: 'Kestrel Welding Tools',
    shop: true,
    tagline: {
      en: 'Tools for every seam',
      de: 'Werkzeuge für jede Naht',
      fr: 'Des outils pour chaque soudure',
      it: 'Utensili per ogni saldatura',
    },
    focus: {
      en: 'hand welding tools, nozzles and accessories',
      de: 'Handschweissgeräte, Düsen und Zubehör',
      fr: 'des outils de soudage manuels, des buses et des accessoires',
      it: 'utensili di saldatura manuali, ugelli e accessori',
    },
  },
];

export function fill(template: string, site: SiteSeed, language: Language): string {
  return template
    .replaceAll('{brand}', site.displayName)
    .replaceAll('{focus}', site.focus[language])
    .replaceAll('{tagline}', site.tagline[language]);
}
