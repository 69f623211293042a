import { l, type Localized } from './catalog/localized.ts';

/**
 * Every product family the stand-in names, once. The catalog's device families take their names
 * (their products' Category) from here (catalog/families.ts), accessory masters belong to
 * `nozzles` or `accessories`, and the group site adds three broad headings of its own. Sitecore's
 * products menu, the home pages' family teasers and the family pages (sitecore/seed/) show
 * PRODUCT_FAMILIES below.
 */
export const PRODUCT_FAMILY_NAMES = {
  // The group site's headings over the brands' families.
  'plastic-welding': l('Plastic welding', 'Kunststoffschweissen', 'Soudage des plastiques', 'Saldatura della plastica'),
  'process-heat': l('Process heat', 'Prozesswärme', 'Chaleur industrielle', 'Calore di processo'),
  sensors: l('Sensors', 'Sensoren', 'Capteurs', 'Sensori'),
  // Device families of the catalog.
  'hot-air-tools': l('Hot-air tools', 'Heissluftgeräte', 'Appareils à air chaud', 'Apparecchi ad aria calda'),
  'heat-guns': l('Heat guns', 'Heissluftpistolen', 'Pistolets à air chaud', 'Pistole ad aria calda'),
  'extrusion-welders': l('Extrusion welders', 'Extrusionsschweissgeräte', 'Extrudeuses de soudage', 'Estrusori di saldatura'),
  'welding-machines': l('Welding machines', 'Schweissautomaten', 'Machines de soudage', 'Saldatrici automatiche'),
  'industrial-hot-air': l(
    'Industrial hot-air devices',
    'Industrielle Heissluftgeräte',
    'Appareils à air chaud industriels',
    'Apparecchi industriali ad aria calda',
  ),
  'infrared-heaters': l('Infrared heaters', 'Infrarotstrahler', 'Radiateurs infrarouges', 'Riscaldatori a infrarossi'),
  'laser-gas-detection': l('Laser gas detection', 'Laser-Gasdetektion', 'Détection de gaz laser', 'Rilevamento laser dei gas'),
  'laser-systems': l('Laser systems', 'Lasersysteme', 'Systèmes laser', 'Sistemi laser'),
  'mass-flow': l('Mass flow devices', 'Massendurchflussgeräte', 'Débitmètres massiques', 'Misuratori di portata massica'),
  'micro-optics': l('Micro-optics', 'Mikrooptik', 'Micro-optique', 'Micro-ottica'),
  'infrared-sources': l('Infrared sources', 'Infrarotquellen', 'Sources infrarouges', 'Sorgenti a infrarossi'),
  'hand-welding-tools': l('Hand welding tools', 'Handschweissgeräte', 'Outils de soudage manuels', 'Utensili di saldatura manuali'),
  'wafer-processing': l('Wafer processing services', 'Wafer-Bearbeitung', 'Traitement de plaquettes', 'Lavorazione di wafer'),
  // The menu families of accessory masters (catalog/families.ts ACCESSORY_CATEGORIES `family`).
  nozzles: l('Nozzles', 'Düsen', 'Buses', 'Ugelli'),
  accessories: l('Accessories', 'Zubehör', 'Accessoires', 'Accessori'),
} satisfies Record<string, Localized>;

export type ProductFamilyKey = keyof typeof PRODUCT_FAMILY_NAMES;

/** The families a site's products flyout (SubItems) and home page show, in that order. */
export const MENU_FAMILIES: Record<string, ProductFamilyKey[]> = {
  group: ['plastic-welding', 'process-heat', 'sensors', 'laser-systems'],
  technologies: ['hot-air-tools', 'extrusion-welders', 'welding-machines', 'industrial-hot-air', 'infrared-heaters'],
  sensor: ['laser-gas-detection', 'mass-flow', 'infrared-sources', 'micro-optics', 'wafer-processing'],
  'welding-tools': ['hand-welding-tools', 'heat-guns', 'nozzles', 'accessories'],
};

/** Product families shown in the products flyout (SubItems), per site. */
export const PRODUCT_FAMILIES: Record<string, Localized[]> = Object.fromEntries(
  Object.entries(MENU_FAMILIES).map(([site, keys]) => [site, keys.map((key) => PRODUCT_FAMILY_NAMES[key])]),
);
