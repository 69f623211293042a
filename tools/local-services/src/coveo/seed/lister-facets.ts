import { DOMAINS } from '../../product-data/seed/catalog/domains.ts';
import { deviceFamily } from '../../product-data/seed/catalog/families.ts';
import { l, same, type Language, type Localized } from '../../product-data/seed/catalog/localized.ts';
import { rngFor } from '../../product-data/seed/catalog/prng.ts';
import type { MasterFacts } from '../../product-data/seed/catalog/types.ts';

/**
 * The facet fields of the product-family listers (spec discovery §2 "Product-family search
 * pages"): display texts in the document's language, the same on a master's Product document
 * and all its Variant documents. Chosen per master from its id (its own PRNG stream, no
 * Math.random), so a reseed gives the same values. Numeric facets (power, temperature, airflow,
 * weight, speed, staticpressure) come from the catalog's specs (documents.ts NUMERIC_SPEC_FIELDS).
 *
 * - every device family: `applications` (multi, 2–3 of the family's 6, the master's own
 *   applications first, so the product page lists them too)
 * - heat-guns, extrusion-welders: `deviceshape` (single), `nozzleconnection` (single), `features` (multi)
 * - welding-machines: `weldingtechnology` (single), `seamtype` (multi), `stationaryoperation`
 *   (single, yes/no), `datarecording` (single)
 */
interface FamilyFacets {
  /** Image keys of the family domain's applications (domains.ts, `application-{key}`): the facet's values. */
  applications: string[];
  single?: Record<string, Localized[]>;
  /** Multi-value fields: 1–3 values each. */
  multi?: Record<string, Localized[]>;
}

const YES_NO = [l('Yes', 'Ja', 'Oui', 'Sì'), l('No', 'Nein', 'Non', 'No')];

const HAND_HELD_FEATURES = [
  l('Display', 'Display', 'Écran', 'Display'),
  l(
    'Electronic temperature control',
    'Elektronische Temperaturregelung',
    'Régulation électronique de la température',
    'Regolazione elettronica della temperatura',
  ),
  l('Brushless motor', 'Bürstenloser Motor', 'Moteur sans balais', 'Motore senza spazzole'),
  l('Cord storage', 'Kabelaufbewahrung', 'Rangement du câble', 'Alloggiamento del cavo'),
  l('Cool-down mode', 'Abkühlmodus', 'Mode refroidissement', 'Modalità di raffreddamento'),
  l('Overheat protection', 'Überhitzungsschutz', 'Protection contre la surchauffe', 'Protezione dal surriscaldamento'),
];

const FAMILY_FACETS: Record<string, FamilyFacets> = {
  'heat-guns': {
    applications: ['shrinking', 'drying', 'soldering', 'bending-plastics', 'paint-stripping', 'thawing-pipes'],
    single: {
      deviceshape: [
        l('Pistol grip', 'Pistolengriff', 'Poignée pistolet', 'Impugnatura a pistola'),
        l('Rod shape', 'Stabform', 'Forme de tige', 'Forma a bacchetta'),
        l('Compact', 'Kompakt', 'Compact', 'Compatta'),
      ],
      nozzleconnection: ['Ø 31 mm push-fit', 'Ø 35 mm push-fit', 'Ø 21 mm screw', 'Ø 31 mm screw'].map(same),
    },
    multi: { features: HAND_HELD_FEATURES },
  },
  'extrusion-welders': {
    applications: [
      'geomembranes',
      'pipe-construction',
      'tank-construction',
      'ventilation-ducts',
      'plastic-fabrication',
      'landfill-capping',
    ],
    single: {
      deviceshape: [
        l('Pistol grip', 'Pistolengriff', 'Poignée pistolet', 'Impugnatura a pistola'),
        l('Two-handed', 'Zweihändig', 'À deux mains', 'A due mani'),
        l('Compact', 'Kompakt', 'Compact', 'Compatto'),
      ],
      nozzleconnection: ['Ø 5 mm push-fit', 'Ø 31 mm screw', 'Ø 38 mm screw', 'M 40 × 1.5 thread'].map(same),
    },
    multi: { features: HAND_HELD_FEATURES },
  },
  'welding-machines': {
    applications: ['roofing-membranes', 'geomembranes', 'tarpaulins', 'tunnel-sealing', 'pond-liners', 'truck-covers'],
    single: {
      weldingtechnology: [
        l('Hot air', 'Heissluft', 'Air chaud', 'Aria calda'),
        l('Hot wedge', 'Heizkeil', 'Coin chauffant', 'Cuneo caldo'),
        l('Hot air and hot wedge', 'Heissluft und Heizkeil', 'Air chaud et coin chauffant', 'Aria calda e cuneo caldo'),
      ],
      stationaryoperation: YES_NO,
      datarecording: [
        l('None', 'Keine', 'Aucun', 'Nessuna'),
        l('Internal memory', 'Interner Speicher', 'Mémoire interne', 'Memoria interna'),
        l('USB and app', 'USB und App', 'USB et application', 'USB e app'),
      ],
    },
    multi: {
      seamtype: [
        l('Overlap seam', 'Überlappnaht', 'Soudure à recouvrement', 'Saldatura a sovrapposizione'),
        l(
          'Double seam with test channel',
          'Doppelnaht mit Prüfkanal',
          'Double soudure avec canal de contrôle',
          'Doppia saldatura con canale di prova',
        ),
        l('Hem seam', 'Saumnaht', 'Ourlet', 'Orlo'),
        l('Keder seam', 'Kedernaht', 'Soudure de jonc', 'Saldatura keder'),
      ],
    },
  },
  'hot-air-tools': { applications: ['shrinking', 'drying', 'activating-adhesives', 'laminating', 'curing-coatings', 'heat-staking'] },
  'industrial-hot-air': {
    applications: ['drying', 'activating-adhesives', 'laminating', 'sterilising-packaging', 'curing-coatings', 'preheating-metal'],
  },
  'infrared-heaters': {
    applications: ['drying', 'laminating', 'curing-coatings', 'preheating-metal', 'heat-staking', 'tempering-glass'],
  },
  'hand-welding-tools': {
    applications: ['roofing-membranes', 'tarpaulins', 'floor-coverings', 'pool-liners', 'ventilation-ducts', 'plastic-repair'],
  },
  'laser-gas-detection': {
    applications: ['emission-monitoring', 'combustion-control', 'leak-detection', 'cement-kilns', 'steel-production', 'process-gas'],
  },
  'mass-flow': {
    applications: ['leak-detection', 'semiconductor-fabs', 'medical-ventilation', 'fuel-cells', 'food-packaging', 'greenhouses'],
  },
  'laser-systems': {
    applications: [
      'laser-plastic-welding',
      'material-processing',
      'medical-lasers',
      'laser-soldering',
      'fibre-laser-pumping',
      'line-generators',
    ],
  },
  'micro-optics': {
    applications: ['diode-collimation', 'fibre-coupling', 'lidar', 'line-generators', 'fibre-laser-pumping', 'optical-metrology'],
  },
  'infrared-sources': {
    applications: ['gas-sensing', 'spectroscopy', 'thermal-imaging', 'breath-analysis', 'optical-metrology', 'lidar'],
  },
  'wafer-processing': {
    applications: ['diode-collimation', 'lidar', 'optical-metrology', 'spectroscopy', 'medical-lasers', 'gas-sensing'],
  },
};

/** The lister fields of a master's documents, per language; none for accessories. */
export function listerFacets(master: MasterFacts): (language: Language) => Record<string, string | string[]> {
  const family = deviceFamily(master.family);
  const facets = FAMILY_FACETS[master.family];
  if (master.productType !== 'devices' || !family || !facets) return () => ({});
  const rng = rngFor('kestrel-lister-facets', master.id);
  const domainApplications = DOMAINS[family.domain].applications;
  const choices = facets.applications.map((key) => {
    const index = domainApplications.findIndex((application) => application.image === `application-${key}`);
    if (index < 0) throw new Error(`lister facets: ${master.family} names an unknown application '${key}'`);
    return index;
  });
  const own = choices.filter((index) => master.applications.includes(index));
  const wanted = rng.int(2, 3);
  const applications = [...rng.shuffle(own), ...rng.shuffle(choices.filter((index) => !own.includes(index)))].slice(0, wanted);
  const single = Object.entries(facets.single ?? {}).map(([field, values]) => [field, rng.pick(values)] as const);
  const multi = Object.entries(facets.multi ?? {}).map(([field, values]) => [field, rng.sample(values, rng.int(1, 3))] as const);
  return (language) => ({
    applications: applications.map((index) => domainApplications[index]?.name[language] ?? ''),
    ...Object.fromEntries(single.map(([field, value]) => [field, value[language]])),
    ...Object.fromEntries(multi.map(([field, values]) => [field, values.map((value) => value[language])])),
  });
}
