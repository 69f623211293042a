import type { Localized } from '../../sitecore/seed/sites.ts';

/** Product families shown in the products flyout (SubItems), per site. */
export const PRODUCT_FAMILIES: Record<string, Array<{ en: string } & Partial<Localized>>> = {
  group: [
    { en: 'Plastic welding', de: 'Kunststoffschweissen', fr: 'Soudage des plastiques', it: 'Saldatura della plastica' },
    { en: 'Process heat', de: 'Prozesswärme', fr: 'Chaleur industrielle', it: 'Calore di processo' },
    { en: 'Sensors', de: 'Sensoren', fr: 'Capteurs', it: 'Sensori' },
    { en: 'Laser systems', de: 'Lasersysteme', fr: 'Systèmes laser', it: 'Sistemi laser' },
  ],
  technologies: [
    { en: 'Hot-air tools', de: 'Heissluftgeräte', fr: 'Appareils à air chaud', it: 'Apparecchi ad aria calda' },
    { en: 'Extrusion welders', de: 'Extrusionsschweissgeräte', fr: 'Extrudeuses de soudage', it: 'Estrusori di saldatura' },
    { en: 'Welding machines', de: 'Schweissautomaten', fr: 'Machines de soudage', it: 'Saldatrici automatiche' },
    { en: 'Industrial hot-air devices', de: 'Industrielle Heissluftgeräte', fr: 'Appareils à air chaud industriels', it: 'Apparecchi industriali ad aria calda' },
    { en: 'Infrared heaters', de: 'Infrarotstrahler', fr: 'Radiateurs infrarouges', it: 'Riscaldatori a infrarossi' },
  ],
  sensor: [
    { en: 'Laser gas detection', de: 'Laser-Gasdetektion', fr: 'Détection de gaz laser', it: 'Rilevamento laser dei gas' },
    { en: 'Mass flow devices', de: 'Massendurchflussgeräte', fr: 'Débitmètres massiques', it: 'Misuratori di portata massica' },
    { en: 'Infrared sources', de: 'Infrarotquellen', fr: 'Sources infrarouges', it: 'Sorgenti a infrarossi' },
    { en: 'Micro-optics', de: 'Mikrooptik', fr: 'Micro-optique', it: 'Micro-ottica' },
  ],
  'welding-tools': [
    { en: 'Hand welding tools', de: 'Handschweissgeräte', fr: 'Outils de soudage manuels', it: 'Utensili di saldatura manuali' },
    { en: 'Heat guns', de: 'Heissluftpistolen', fr: 'Pistolets à air chaud', it: 'Pistole ad aria calda' },
    { en: 'Nozzles', de: 'Düsen', fr: 'Buses', it: 'Ugelli' },
    { en: 'Accessories', de: 'Zubehör', fr: 'Accessoires', it: 'Accessori' },
  ],
};

