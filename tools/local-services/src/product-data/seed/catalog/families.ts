import * as axes from './axes.ts';
import type { VariantAxis } from './axes.ts';
import type { DomainKey } from './domains.ts';
import { l, type Localized } from './localized.ts';
import type { SpecKey, SpecValue } from './units.ts';
import { PRODUCT_FAMILY_NAMES, type ProductFamilyKey } from '../product-families.ts';

/**
 * The product families of the four brand sites (group: all; technologies, sensor and
 * welding-tools: their own) and the 11 accessory categories (spec content blocks §9).
 * Names, specs and texts are original sample content; a family's name comes from the one list
 * of product families (../product-families.ts), which the sites' products menus show too.
 */
export type SiteName = 'group' | 'technologies' | 'sensor' | 'welding-tools';

export const BRANDS: Record<Exclude<SiteName, 'group'>, string> = {
  technologies: 'Kestrel Technologies',
  sensor: 'Kestrel Sensor',
  'welding-tools': 'Kestrel Welding Tools',
};

/** A master's base value for a spec; `jitter` varies it per master (± fraction), `step` rounds it. */
export interface SpecTemplate {
  key: SpecKey;
  base: SpecValue;
  jitter?: number;
  step?: number;
}

const spec = (key: SpecKey, base: SpecValue, jitter = 0, step = 1): SpecTemplate => ({ key, base, jitter, step });

export interface ProductTexts {
  /** Description title, with {name}. */
  title: Localized;
  /** First abstract, with {name}. */
  intro: Localized;
  /** Second abstract (hidden behind "read more" on the product page), with {name}. */
  body: Localized;
}

export interface DeviceFamily {
  key: string;
  /** Category (product family) name. */
  name: Localized;
  sites: SiteName[];
  brand: string;
  domain: DomainKey;
  subcategories: Localized[];
  /** Model name parts: "{stem} {suffix}". */
  stems: string[];
  suffixes: string[];
  specs: SpecTemplate[];
  axes: VariantAxis[];
  texts: ProductTexts;
  accessoryCategories: AccessoryCategoryKey[];
  /** Families whose products are offered as compatible products. */
  related: string[];
}

const withSites = (...sites: SiteName[]): SiteName[] => ['group', ...sites];
/** A device family's key and its name, from the one list of product families. */
const named = (key: ProductFamilyKey) => ({ key, name: PRODUCT_FAMILY_NAMES[key] });

export const DEVICE_FAMILIES: DeviceFamily[] = [
  {
    ...named('hot-air-tools'),
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'heat',
    subcategories: [
      l('Hand-held hot-air tools', 'Handheizgeräte', 'Appareils à air chaud portatifs', 'Apparecchi ad aria calda portatili'),
      l('Hot-air blowers', 'Heissluftgebläse', 'Soufflantes à air chaud', 'Soffianti ad aria calda'),
    ],
    stems: ['VENTRA', 'CALORA', 'THERMIQ', 'AEROTHERM', 'FOEHNIX'],
    suffixes: ['S', 'ST', 'E', 'AT', 'PRO', 'MINI', 'S3', 'DUO'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 1600, 0.3, 50),
      spec('temperature', [40, 650], 0.1, 10),
      spec('airflow', 230, 0.3, 10),
      spec('noiseLevel', 65, 0.05),
      spec('weight', 1.05, 0.2, 0.05),
      spec('dimensions', [335, 90, 100], 0.1, 5),
      spec('cableLength', 3),
      spec('approvals', 'CE, UKCA, CCC'),
    ],
    axes: [axes.VOLTAGE_PLUG, axes.EDITION_HOT_AIR],
    texts: {
      title: l(
        '{name}: hot air under control',
        '{name}: Heissluft unter Kontrolle',
        "{name} : l'air chaud maîtrisé",
        '{name}: aria calda sotto controllo',
      ),
      intro: l(
        'The {name} is a hand-held hot-air tool for welding, shrinking and drying in the workshop and on site.',
        'Das {name} ist ein Handheizgerät zum Schweissen, Schrumpfen und Trocknen in der Werkstatt und auf der Baustelle.',
        'Le {name} est un appareil à air chaud portatif pour souder, rétracter et sécher en atelier comme sur le chantier.',
        'Il {name} è un apparecchio ad aria calda portatile per saldare, restringere ed essiccare in officina e in cantiere.',
      ),
      body: l(
        'Its electronics keep the set temperature constant even when the supply voltage fluctuates. A wide range of nozzles turns the {name} into a specialist for every job, from narrow seams to large surfaces.',
        'Die Elektronik hält die eingestellte Temperatur auch bei schwankender Netzspannung konstant. Eine breite Auswahl an Düsen macht das {name} zum Spezialisten für jede Aufgabe – von schmalen Nähten bis zu grossen Flächen.',
        'Son électronique maintient la température réglée même lorsque la tension du réseau varie. Un large choix de buses fait du {name} un spécialiste de chaque tâche, des soudures étroites aux grandes surfaces.',
        "L'elettronica mantiene costante la temperatura impostata anche quando la tensione di rete oscilla. Un'ampia scelta di ugelli fa del {name} uno specialista per ogni lavoro, dalle saldature strette alle grandi superfici.",
      ),
    },
    accessoryCategories: ['Nozzles', 'Spare Parts', 'General Accessories', 'Control Components', 'Testing Instruments'],
    related: ['heat-guns', 'hand-welding-tools', 'industrial-hot-air'],
  },
  {
    ...named('heat-guns'),
    sites: withSites('technologies', 'welding-tools'),
    brand: BRANDS['welding-tools'],
    domain: 'heat',
    subcategories: [
      l('Professional heat guns', 'Profi-Heissluftpistolen', 'Pistolets à air chaud professionnels', 'Pistole ad aria calda professionali'),
      l('Compact heat guns', 'Kompakte Heissluftpistolen', 'Pistolets à air chaud compacts', 'Pistole ad aria calda compatte'),
    ],
    stems: ['BLAZE', 'PYRO', 'EMBER', 'KALOR', 'TORRIX'],
    suffixes: ['2000', 'LCD', 'X', 'PLUS', 'C', 'GT', 'SE', 'ONE'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 2000, 0.2, 50),
      spec('temperature', [50, 600], 0.1, 10),
      spec('airflow', 500, 0.25, 10),
      spec('noiseLevel', 68, 0.05),
      spec('weight', 0.75, 0.2, 0.05),
      spec('dimensions', [250, 80, 210], 0.1, 5),
      spec('cableLength', 2.5),
    ],
    axes: [axes.VOLTAGE_PLUG, axes.EDITION_HEAT_GUN],
    texts: {
      title: l(
        '{name}: the all-rounder for the workbench',
        '{name}: der Allrounder für die Werkbank',
        "{name} : le polyvalent de l'établi",
        '{name}: il tuttofare per il banco di lavoro',
      ),
      intro: l(
        'The {name} heat gun strips paint, bends pipes and shrinks tubing with two air stages and an electronically controlled temperature.',
        'Die Heissluftpistole {name} entlackt, biegt Rohre und schrumpft Schläuche – mit zwei Luftstufen und elektronisch geregelter Temperatur.',
        'Le pistolet à air chaud {name} décape, cintre les tubes et rétracte les gaines grâce à deux niveaux de débit et une température régulée électroniquement.',
        'La pistola ad aria calda {name} svernicia, piega tubi e restringe guaine con due livelli di portata e temperatura regolata elettronicamente.',
      ),
      body: l(
        'A stable stand lets the {name} work hands-free, and the cool-down mode protects the heating element after every job. The display shows the set and actual temperature at a glance.',
        'Dank stabilem Stand arbeitet die {name} freihändig, und der Abkühlmodus schont das Heizelement nach jedem Einsatz. Die Anzeige zeigt Soll- und Isttemperatur auf einen Blick.',
        "Grâce à son support stable, le {name} travaille mains libres, et le mode de refroidissement protège l'élément chauffant après chaque utilisation. L'écran affiche d'un coup d'œil la température de consigne et la température réelle.",
        "Grazie al supporto stabile la {name} lavora a mani libere e la modalità di raffreddamento protegge la resistenza dopo ogni utilizzo. Il display mostra a colpo d'occhio la temperatura impostata e quella effettiva.",
      ),
    },
    accessoryCategories: ['Nozzles', 'Spare Parts', 'General Accessories'],
    related: ['hot-air-tools', 'hand-welding-tools'],
  },
  {
    ...named('extrusion-welders'),
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'welding',
    subcategories: [
      l('Hand extruders', 'Handextruder', 'Extrudeuses portatives', 'Estrusori manuali'),
      l('Extruders for geomembranes', 'Extruder für Geomembranen', 'Extrudeuses pour géomembranes', 'Estrusori per geomembrane'),
    ],
    stems: ['EXTRUDA', 'POLYFORM', 'FUSIO', 'MELTRON'],
    suffixes: ['R2', 'R3', 'GX', 'B', 'FLEX', 'MAX', 'V', 'HD'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 3300, 0.2, 100),
      spec('extrusionOutput', [1.2, 2.5], 0.25, 0.1),
      spec('rodDiameter', 4),
      spec('temperature', [20, 340], 0.05, 10),
      spec('airflow', 300, 0.2, 10),
      spec('weight', 6.8, 0.2, 0.1),
      spec('dimensions', [490, 110, 290], 0.1, 5),
    ],
    axes: [axes.VOLTAGE_PLUG_5, axes.ROD_FEED, axes.WELDING_SHOE],
    texts: {
      title: l(
        '{name}: thick seams, one pass',
        '{name}: dicke Nähte in einem Durchgang',
        '{name} : des soudures épaisses en une passe',
        '{name}: saldature spesse in una sola passata',
      ),
      intro: l(
        'The {name} hand extruder welds thick-walled PE and PP parts in a single pass, in the shop and on the landfill.',
        'Der Handextruder {name} schweisst dickwandige PE- und PP-Teile in einem Durchgang – in der Werkstatt und auf der Deponie.',
        "L'extrudeuse portative {name} soude en une seule passe des pièces en PE et PP à parois épaisses, en atelier comme sur la décharge.",
        "L'estrusore manuale {name} salda in una sola passata parti in PE e PP a parete spessa, in officina e in discarica.",
      ),
      body: l(
        'Separate controls for extrudate and preheating air make the {name} easy to set for every material. The rotatable welding shoe reaches corners and overhead seams without a change of grip.',
        'Getrennte Regelungen für Extrudat und Vorwärmluft machen den {name} für jedes Material leicht einstellbar. Der drehbare Schweissschuh erreicht Ecken und Überkopfnähte ohne Umgreifen.',
        "Des régulations séparées pour l'extrudat et l'air de préchauffage rendent le {name} facile à régler pour chaque matériau. Le sabot orientable atteint les angles et les soudures au plafond sans changer de prise.",
        'Regolazioni separate per estruso e aria di preriscaldamento rendono il {name} facile da impostare per ogni materiale. Il pattino orientabile raggiunge angoli e saldature sopra la testa senza cambiare presa.',
      ),
    },
    accessoryCategories: ['Welding Shoes', 'Consumables', 'Spare Parts', 'Grooving Devices', 'General Accessories'],
    related: ['welding-machines', 'hand-welding-tools'],
  },
  {
    ...named('welding-machines'),
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'welding',
    subcategories: [
      l('Roofing welding machines', 'Dachschweissautomaten', 'Machines de soudage pour toitures', 'Saldatrici per coperture'),
      l(
        'Wedge welders for geomembranes',
        'Heizkeilschweissgeräte für Geomembranen',
        'Soudeuses à coin chauffant pour géomembranes',
        'Saldatrici a cuneo caldo per geomembrane',
      ),
      l(
        'Overlap welders for tarpaulins',
        'Überlappschweissgeräte für Planen',
        'Soudeuses à recouvrement pour bâches',
        'Saldatrici a sovrapposizione per teloni',
      ),
    ],
    stems: ['ROOFLINE', 'GEOTRAK', 'SEAMRIDER', 'PLANOX'],
    suffixes: ['40', 'T1', 'HS', 'WEDGE', 'AUTO', 'CLASSIC', 'XL', 'NEO'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 4600, 0.2, 100),
      spec('temperature', [100, 620], 0.05, 10),
      spec('weldingSpeed', [1, 12], 0.2, 0.5),
      spec('seamWidth', 40),
      spec('weight', 32, 0.25, 0.5),
      spec('dimensions', [560, 370, 300], 0.1, 10),
      spec('noiseLevel', 70, 0.05),
    ],
    axes: [axes.MACHINE_VOLTAGE, axes.SEAM_WIDTH, axes.MACHINE_EDITION],
    texts: {
      title: l(
        '{name}: metres of seam per minute',
        '{name}: Meter für Meter dichte Nähte',
        '{name} : des mètres de soudure à la minute',
        '{name}: metri di saldatura al minuto',
      ),
      intro: l(
        'The {name} automatic welder joins roofing membranes, geomembranes and tarpaulins with consistent seam quality over long distances.',
        'Der Schweissautomat {name} verbindet Dachbahnen, Geomembranen und Planen mit gleichbleibender Nahtqualität über lange Strecken.',
        'La machine de soudage {name} assemble membranes de toiture, géomembranes et bâches avec une qualité de soudure constante sur de grandes longueurs.',
        'La saldatrice automatica {name} unisce membrane per coperture, geomembrane e teloni con qualità costante della saldatura su lunghe distanze.',
      ),
      body: l(
        'Speed, temperature and pressure are controlled electronically and logged for every seam. The low centre of gravity keeps the {name} on track, even close to parapets and on slopes.',
        'Geschwindigkeit, Temperatur und Druck werden elektronisch geregelt und für jede Naht protokolliert. Der tiefe Schwerpunkt hält den {name} in der Spur – auch nahe an Brüstungen und am Hang.',
        'La vitesse, la température et la pression sont régulées électroniquement et enregistrées pour chaque soudure. Le centre de gravité bas maintient le {name} sur sa trajectoire, même près des acrotères et en pente.',
        'Velocità, temperatura e pressione sono regolate elettronicamente e registrate per ogni saldatura. Il baricentro basso mantiene il {name} in traiettoria, anche vicino ai parapetti e in pendenza.',
      ),
    },
    accessoryCategories: ['Machine Specific Accessories', 'Nozzles', 'Spare Parts', 'Testing Instruments', 'Consumables'],
    related: ['extrusion-welders', 'hand-welding-tools', 'hot-air-tools'],
  },
  {
    ...named('industrial-hot-air'),
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'heat',
    subcategories: [
      l('Air heaters', 'Lufterhitzer', "Réchauffeurs d'air", "Riscaldatori d'aria"),
      l(
        'Hot-air blowers with integrated fan',
        'Heissluftgebläse mit integriertem Lüfter',
        'Soufflantes à air chaud avec ventilateur intégré',
        'Soffianti ad aria calda con ventilatore integrato',
      ),
    ],
    stems: ['INDUTHERM', 'MAGNAFLOW', 'THERMACORE', 'AIROVAC'],
    suffixes: ['5000', 'HT', 'LE', 'SYSTEM', 'MODULE', 'PLUS', 'E', 'F'],
    specs: [
      spec('ratedVoltage', 400),
      spec('ratedPower', 5400),
      spec('temperature', [20, 900], 0.1, 10),
      spec('airflow', 800, 0.3, 10),
      spec('staticPressure', 3000, 0.3, 100),
      spec('weight', 4.5, 0.3, 0.1),
      spec('dimensions', [420, 120, 120], 0.2, 5),
      spec('protection', 'IP 54'),
    ],
    axes: [axes.VOLTAGE_3PH, axes.POWER_CLASS, axes.CONTROLLER],
    texts: {
      title: l(
        '{name}: process heat for production lines',
        '{name}: Prozesswärme für Produktionslinien',
        '{name} : la chaleur de process pour les lignes de production',
        '{name}: calore di processo per linee di produzione',
      ),
      intro: l(
        'The {name} air heater delivers clean hot air up to 900 °C for drying, activating and shrinking in automated production.',
        'Der Lufterhitzer {name} liefert saubere Heissluft bis 900 °C zum Trocknen, Aktivieren und Schrumpfen in der automatisierten Fertigung.',
        "Le réchauffeur d'air {name} fournit un air chaud propre jusqu'à 900 °C pour sécher, activer et rétracter en production automatisée.",
        "Il riscaldatore d'aria {name} fornisce aria calda pulita fino a 900 °C per essiccare, attivare e restringere nella produzione automatizzata.",
      ),
      body: l(
        'Built for continuous operation, the {name} integrates into machines through standard flanges and a 0–10 V or fieldbus interface. Heating elements can be replaced in minutes without dismounting the device.',
        'Für den Dauerbetrieb gebaut, lässt sich der {name} über Standardflansche und eine 0–10-V- oder Feldbus-Schnittstelle in Maschinen integrieren. Heizelemente sind in Minuten ersetzt, ohne das Gerät auszubauen.',
        "Conçu pour un fonctionnement continu, le {name} s'intègre aux machines par des brides standard et une interface 0–10 V ou bus de terrain. Les éléments chauffants se remplacent en quelques minutes sans démonter l'appareil.",
        "Progettato per il funzionamento continuo, il {name} si integra nelle macchine tramite flange standard e interfaccia 0–10 V o bus di campo. Le resistenze si sostituiscono in pochi minuti senza smontare l'apparecchio.",
      ),
    },
    accessoryCategories: ['Blowers', 'Control Components', 'Spare Parts', 'Nozzles'],
    related: ['infrared-heaters', 'hot-air-tools'],
  },
  {
    ...named('infrared-heaters'),
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'heat',
    subcategories: [
      l('Short-wave emitters', 'Kurzwellige Strahler', 'Émetteurs à ondes courtes', 'Emettitori a onde corte'),
      l('Medium-wave emitters', 'Mittelwellige Strahler', 'Émetteurs à ondes moyennes', 'Emettitori a onde medie'),
      l('Ceramic emitters', 'Keramikstrahler', 'Émetteurs céramiques', 'Emettitori ceramici'),
    ],
    stems: ['RADIANT', 'SOLIS', 'LUMOTHERM', 'INFRALINE'],
    suffixes: ['SW', 'MW', 'CERA', 'TWIN', 'QUARTZ', 'CARBON', 'FAST', 'LINE'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 2000, 0.1, 50),
      spec('emitterTemperature', 900, 0.3, 10),
      spec('wavelength', 2400, 0.3, 100),
      spec('heatedLength', 500),
      spec('weight', 1.2, 0.2, 0.05),
    ],
    axes: [axes.HEATED_LENGTH, axes.IR_VOLTAGE, axes.REFLECTOR],
    texts: {
      title: l(
        '{name}: heat without contact',
        '{name}: Wärme ohne Kontakt',
        '{name} : la chaleur sans contact',
        '{name}: calore senza contatto',
      ),
      intro: l(
        'The {name} infrared emitter heats surfaces in seconds, without touching them and without moving air.',
        'Der Infrarotstrahler {name} erwärmt Oberflächen in Sekunden – berührungslos und ohne Luftbewegung.',
        "L'émetteur infrarouge {name} chauffe les surfaces en quelques secondes, sans contact ni mouvement d'air.",
        "L'emettitore a infrarossi {name} riscalda le superfici in pochi secondi, senza contatto e senza movimento d'aria.",
      ),
      body: l(
        'Matching the wavelength to the material puts the energy exactly where it is absorbed. With a gold reflector the {name} directs almost all of its power onto the product.',
        'Die auf das Material abgestimmte Wellenlänge bringt die Energie genau dorthin, wo sie absorbiert wird. Mit Goldreflektor richtet der {name} fast seine gesamte Leistung auf das Produkt.',
        "Adapter la longueur d'onde au matériau place l'énergie exactement là où elle est absorbée. Avec un réflecteur doré, le {name} dirige presque toute sa puissance vers le produit.",
        "Adattare la lunghezza d'onda al materiale porta l'energia esattamente dove viene assorbita. Con il riflettore dorato il {name} dirige quasi tutta la sua potenza sul prodotto.",
      ),
    },
    accessoryCategories: ['Control Components', 'Spare Parts', 'General Accessories'],
    related: ['industrial-hot-air'],
  },
  {
    ...named('laser-gas-detection'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'sensing',
    subcategories: [
      l('In-situ gas analysers', 'In-situ-Gasanalysatoren', 'Analyseurs de gaz in situ', 'Analizzatori di gas in situ'),
      l('Open-path detectors', 'Open-Path-Detektoren', 'Détecteurs à chemin ouvert', 'Rilevatori a percorso aperto'),
      l('Extractive analysers', 'Extraktive Analysatoren', 'Analyseurs extractifs', 'Analizzatori estrattivi'),
    ],
    stems: ['GASLYNX', 'SPECTRA', 'TRACER', 'OPTIGAS'],
    suffixes: ['100', 'IS', 'OP', 'X2', 'EX', 'DUAL', 'LT', 'PRO'],
    specs: [
      spec('measuringRange', [0, 1000]),
      spec('wavelength', 1650),
      spec('responseTime', 2, 0.4, 0.5),
      spec('opticalPath', [0.5, 15], 0.3, 0.5),
      spec('operatingTemperature', [-20, 55]),
      spec('ratedPower', 15, 0.3, 1),
      spec('weight', 6.5, 0.3, 0.1),
      spec('protection', 'IP 66'),
      spec('interface', '4–20 mA'),
    ],
    axes: [axes.GAS, axes.SENSOR_INTERFACE],
    texts: {
      title: l(
        '{name}: the gas you are looking for, and only that',
        '{name}: genau das Gas, das Sie suchen',
        '{name} : le gaz que vous cherchez, et lui seul',
        '{name}: il gas che cercate, e solo quello',
      ),
      intro: l(
        'The {name} measures gas concentrations directly in the process with tunable diode laser absorption spectroscopy.',
        'Der {name} misst Gaskonzentrationen direkt im Prozess mit abstimmbarer Diodenlaser-Absorptionsspektroskopie.',
        'Le {name} mesure les concentrations de gaz directement dans le procédé par spectroscopie d’absorption à diode laser accordable.',
        'Il {name} misura le concentrazioni di gas direttamente nel processo con la spettroscopia di assorbimento a diodo laser sintonizzabile.',
      ),
      body: l(
        'Because the laser scans a single absorption line, the {name} is not disturbed by dust, other gases or changing temperature. An internal reference cell checks the calibration continuously.',
        'Da der Laser eine einzelne Absorptionslinie abtastet, lässt sich der {name} weder von Staub noch von anderen Gasen oder wechselnder Temperatur stören. Eine interne Referenzzelle prüft die Kalibrierung laufend.',
        "Comme le laser balaie une seule raie d'absorption, le {name} n'est perturbé ni par la poussière, ni par d'autres gaz, ni par les variations de température. Une cellule de référence interne vérifie l'étalonnage en continu.",
        'Poiché il laser scansiona una sola riga di assorbimento, il {name} non è disturbato da polvere, altri gas o variazioni di temperatura. Una cella di riferimento interna verifica continuamente la calibrazione.',
      ),
    },
    accessoryCategories: ['Laser Components', 'General Accessories', 'Control Components'],
    related: ['mass-flow', 'laser-systems'],
  },
  {
    ...named('laser-systems'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'photonics',
    subcategories: [
      l(
        'Laser plastic welding systems',
        'Laser-Kunststoffschweisssysteme',
        'Systèmes de soudage laser des plastiques',
        'Sistemi di saldatura laser della plastica',
      ),
      l('Diode laser modules', 'Diodenlasermodule', 'Modules à diode laser', 'Moduli a diodo laser'),
    ],
    stems: ['NOVALASE', 'BEAMWELD', 'PHOTONIX', 'LUMIQ'],
    suffixes: ['M', 'S', 'GLOBO', 'CONTOUR', 'QUASI', 'MASK', 'CORE', 'ONE'],
    specs: [
      spec('opticalPower', 100),
      spec('wavelength', 980),
      spec('ratedVoltage', 230),
      spec('ratedPower', 900, 0.2, 50),
      spec('weight', 22, 0.3, 0.5),
      spec('dimensions', [450, 480, 180], 0.15, 10),
      spec('operatingTemperature', [15, 35]),
      spec('interface', 'PROFINET, EtherCAT'),
    ],
    axes: [axes.LASER_WAVELENGTH, axes.LASER_POWER, axes.LASER_OPTICS],
    texts: {
      title: l(
        '{name}: invisible seams, visible quality',
        '{name}: unsichtbare Nähte, sichtbare Qualität',
        '{name} : des soudures invisibles, une qualité visible',
        '{name}: saldature invisibili, qualità visibile',
      ),
      intro: l(
        'The {name} laser system welds plastic parts without particles, vibration or visible seams – ideal for medical and electronic housings.',
        'Das Lasersystem {name} schweisst Kunststoffteile ohne Partikel, Vibration oder sichtbare Nähte – ideal für Medizin- und Elektronikgehäuse.',
        'Le système laser {name} soude les pièces en plastique sans particules, sans vibrations ni soudures visibles – idéal pour les boîtiers médicaux et électroniques.',
        'Il sistema laser {name} salda parti in plastica senza particelle, vibrazioni o saldature visibili: ideale per alloggiamenti medicali ed elettronici.',
      ),
      body: l(
        'Contour, simultaneous and quasi-simultaneous welding are available with the same {name} platform. Pyrometric seam monitoring documents every part for traceability.',
        'Kontur-, Simultan- und Quasi-Simultanschweissen stehen mit derselben {name}-Plattform zur Verfügung. Die pyrometrische Nahtüberwachung dokumentiert jedes Teil für die Rückverfolgbarkeit.',
        'Le soudage par contour, simultané et quasi simultané est disponible sur la même plateforme {name}. La surveillance pyrométrique de la soudure documente chaque pièce pour la traçabilité.',
        'Saldatura a contorno, simultanea e quasi simultanea sono disponibili con la stessa piattaforma {name}. Il monitoraggio pirometrico della saldatura documenta ogni pezzo per la tracciabilità.',
      ),
    },
    accessoryCategories: ['Laser Components', 'Control Components', 'General Accessories'],
    related: ['micro-optics', 'infrared-sources'],
  },
  {
    ...named('mass-flow'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'sensing',
    subcategories: [
      l('Mass flow meters', 'Massendurchflussmesser', 'Débitmètres massiques thermiques', 'Misuratori di portata massica termici'),
      l('Mass flow controllers', 'Massendurchflussregler', 'Régulateurs de débit massique', 'Regolatori di portata massica'),
    ],
    stems: ['FLOWMEMS', 'MICROFLUX', 'QUANTIFLOW', 'THERMAFLO'],
    suffixes: ['M1', 'C1', 'OEM', 'LAB', 'D', 'MINI', 'PRO', 'SMART'],
    specs: [
      spec('flowRange', [0, 20]),
      spec('accuracy', 1.5, 0.3, 0.1),
      spec('responseTime', 0.05, 0.4, 0.01),
      spec('operatingTemperature', [-10, 60]),
      spec('ratedVoltage', 24),
      spec('ratedPower', 1.2, 0.3, 0.1),
      spec('weight', 0.35, 0.3, 0.01),
      spec('interface', 'I²C, RS-485, 0–5 V'),
    ],
    axes: [axes.FLOW_RANGE, axes.CALIBRATION_GAS],
    texts: {
      title: l(
        '{name}: every millilitre counts',
        '{name}: jeder Milliliter zählt',
        '{name} : chaque millilitre compte',
        '{name}: ogni millilitro conta',
      ),
      intro: l(
        'The {name} measures and controls gas flows with a thermal MEMS sensor chip – fast, repeatable and independent of pressure and temperature.',
        'Der {name} misst und regelt Gasflüsse mit einem thermischen MEMS-Sensorchip – schnell, wiederholbar und unabhängig von Druck und Temperatur.',
        'Le {name} mesure et régule les débits de gaz grâce à une puce de capteur MEMS thermique : rapide, reproductible et indépendant de la pression et de la température.',
        'Il {name} misura e regola i flussi di gas con un chip sensore MEMS termico: veloce, ripetibile e indipendente da pressione e temperatura.',
      ),
      body: l(
        'With no moving parts, the {name} needs no maintenance and stays calibrated for years. Its small footprint fits analysers, medical devices and semiconductor tools.',
        'Ohne bewegliche Teile ist der {name} wartungsfrei und bleibt jahrelang kalibriert. Dank kleiner Baugrösse passt er in Analysatoren, Medizingeräte und Halbleiteranlagen.',
        'Sans pièces mobiles, le {name} ne nécessite aucun entretien et reste étalonné pendant des années. Son faible encombrement convient aux analyseurs, aux dispositifs médicaux et aux équipements pour semi-conducteurs.',
        'Senza parti in movimento il {name} non richiede manutenzione e resta calibrato per anni. Le dimensioni ridotte lo rendono adatto ad analizzatori, dispositivi medici e impianti per semiconduttori.',
      ),
    },
    accessoryCategories: ['General Accessories', 'Control Components'],
    related: ['laser-gas-detection'],
  },
  {
    ...named('micro-optics'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'photonics',
    subcategories: [
      l('Fast-axis collimators', 'Fast-Axis-Kollimatoren', "Collimateurs d'axe rapide", 'Collimatori ad asse veloce'),
      l('Slow-axis collimators', 'Slow-Axis-Kollimatoren', "Collimateurs d'axe lent", 'Collimatori ad asse lento'),
      l(
        'Beam transformation systems',
        'Strahltransformationssysteme',
        'Systèmes de transformation de faisceau',
        'Sistemi di trasformazione del fascio',
      ),
    ],
    stems: ['COLLIMAX', 'LENSCRAFT', 'NANOFOCUS', 'OPTIMA'],
    suffixes: ['FAC', 'SAC', 'BTS', 'ACYL', 'ARRAY', 'HNA', 'F', 'Q'],
    specs: [
      spec('focalLength', 0.9),
      spec('clearAperture', 1.5),
      spec('length', 12),
      spec('spectralRange', [400, 2200]),
      spec('operatingTemperature', [-40, 85]),
      spec('material', 'S-TIH53'),
    ],
    axes: [axes.FOCAL_LENGTH, axes.COATING, axes.LENS_LENGTH],
    texts: {
      title: l(
        '{name}: small lenses, big effect',
        '{name}: kleine Linsen, grosse Wirkung',
        '{name} : petites lentilles, grand effet',
        '{name}: piccole lenti, grande effetto',
      ),
      intro: l(
        'The {name} cylindrical lens collimates the fast axis of high-power diode lasers with diffraction-limited precision.',
        'Die Zylinderlinse {name} kollimiert die schnelle Achse von Hochleistungs-Diodenlasern mit beugungsbegrenzter Präzision.',
        "La lentille cylindrique {name} collimate l'axe rapide des diodes laser de forte puissance avec une précision limitée par la diffraction.",
        "La lente cilindrica {name} collima l'asse veloce dei diodi laser ad alta potenza con precisione limitata dalla diffrazione.",
      ),
      body: l(
        'Made on wafer level from high-index glass, every {name} has the same acylindrical profile. Short focal lengths keep the beam small and increase the brightness of the laser module.',
        'Auf Wafer-Ebene aus hochbrechendem Glas gefertigt, hat jede {name} dasselbe azylindrische Profil. Kurze Brennweiten halten den Strahl klein und erhöhen die Brillanz des Lasermoduls.',
        'Fabriquée au niveau du wafer en verre à indice élevé, chaque {name} présente le même profil acylindrique. Les courtes distances focales gardent un faisceau étroit et augmentent la luminance du module laser.',
        'Prodotta a livello di wafer in vetro ad alto indice, ogni {name} ha lo stesso profilo acilindrico. Le lunghezze focali corte mantengono il fascio ridotto e aumentano la brillanza del modulo laser.',
      ),
    },
    accessoryCategories: ['Laser Components'],
    related: ['laser-systems', 'infrared-sources'],
  },
  {
    ...named('infrared-sources'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'photonics',
    subcategories: [
      l('MEMS infrared emitters', 'MEMS-Infrarotstrahler', 'Émetteurs infrarouges MEMS', 'Emettitori a infrarossi MEMS'),
      l('Thermal infrared emitters', 'Thermische Infrarotstrahler', 'Émetteurs infrarouges thermiques', 'Emettitori a infrarossi termici'),
    ],
    stems: ['EMIRA', 'IRFLASH', 'PULSAR', 'THERMIRA'],
    suffixes: ['200', 'HT', 'P', 'R', 'TO', 'NANO', 'LW', 'ULTRA'],
    specs: [
      spec('emitterTemperature', 750, 0.2, 10),
      spec('spectralRange', [1000, 20000]),
      spec('ratedPower', 0.9, 0.3, 0.1),
      spec('modulationFrequency', 30, 0.4, 5),
      spec('operatingTemperature', [-40, 85]),
    ],
    axes: [axes.IR_PACKAGE, axes.IR_WINDOW, axes.IR_REFLECTOR],
    texts: {
      title: l(
        '{name}: a bright source for gas sensors',
        '{name}: eine helle Quelle für Gassensoren',
        '{name} : une source brillante pour capteurs de gaz',
        '{name}: una sorgente brillante per sensori di gas',
      ),
      intro: l(
        'The {name} is an electrically modulated infrared emitter for NDIR gas sensors and spectroscopy.',
        'Der {name} ist ein elektrisch modulierbarer Infrarotstrahler für NDIR-Gassensoren und Spektroskopie.',
        'Le {name} est un émetteur infrarouge à modulation électrique pour capteurs de gaz NDIR et spectroscopie.',
        'Il {name} è un emettitore a infrarossi a modulazione elettrica per sensori di gas NDIR e spettroscopia.',
      ),
      body: l(
        'Its nanostructured membrane emits like a black body from the near to the far infrared. Fast modulation makes a mechanical chopper unnecessary and keeps the {name} small and robust.',
        'Die nanostrukturierte Membran strahlt wie ein schwarzer Körper vom nahen bis zum fernen Infrarot. Die schnelle Modulation macht einen mechanischen Chopper überflüssig und hält den {name} klein und robust.',
        'Sa membrane nanostructurée émet comme un corps noir du proche au lointain infrarouge. La modulation rapide rend inutile un hacheur mécanique et garde le {name} petit et robuste.',
        'La membrana nanostrutturata emette come un corpo nero dal vicino al lontano infrarosso. La modulazione rapida rende superfluo un chopper meccanico e mantiene il {name} piccolo e robusto.',
      ),
    },
    accessoryCategories: ['Laser Components', 'General Accessories'],
    related: ['laser-gas-detection', 'micro-optics'],
  },
  {
    ...named('hand-welding-tools'),
    sites: withSites('welding-tools'),
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    subcategories: [
      l('Hot-air welding tools', 'Heissluft-Schweissgeräte', 'Outils de soudage à air chaud', 'Utensili di saldatura ad aria calda'),
      l(
        'Hot-wedge hand welders',
        'Heizkeil-Handschweissgeräte',
        'Soudeuses manuelles à coin chauffant',
        'Saldatrici manuali a cuneo caldo',
      ),
      l('Welding kits', 'Schweiss-Sets', 'Kits de soudage', 'Kit di saldatura'),
    ],
    stems: ['WELDO', 'SEAMOR', 'VELOX', 'CRAFTWELD', 'TRIWELD'],
    suffixes: ['S', 'AT', 'ST', 'DIGI', 'KIT', 'PRO', 'R', 'LITE'],
    specs: [
      spec('ratedVoltage', 230),
      spec('ratedPower', 1600, 0.2, 50),
      spec('temperature', [40, 700], 0.05, 10),
      spec('airflow', 240, 0.2, 10),
      spec('noiseLevel', 65, 0.05),
      spec('weight', 1.05, 0.2, 0.05),
      spec('dimensions', [340, 90, 100], 0.1, 5),
      spec('cableLength', 3),
      spec('approvals', 'CE, UKCA, CSA'),
    ],
    axes: [axes.VOLTAGE_PLUG, axes.EDITION_HAND_WELDING],
    texts: {
      title: l(
        '{name}: the welder’s favourite tool',
        '{name}: das Lieblingswerkzeug der Schweisser',
        "{name} : l'outil préféré des soudeurs",
        "{name}: l'attrezzo preferito dei saldatori",
      ),
      intro: l(
        'The {name} hot-air welding tool joins roofing membranes, tarpaulins and plastic sheets by hand – light, balanced and precise.',
        'Das Heissluft-Schweissgerät {name} verbindet Dachbahnen, Planen und Kunststoffplatten von Hand – leicht, ausbalanciert und präzise.',
        "L'outil de soudage à air chaud {name} assemble à la main membranes de toiture, bâches et plaques en plastique : léger, équilibré et précis.",
        "L'utensile di saldatura ad aria calda {name} unisce a mano membrane per coperture, teloni e lastre di plastica: leggero, equilibrato e preciso.",
      ),
      body: l(
        'Its slim handle and low weight make the {name} comfortable for a whole day of detail work. The temperature is set on the dial and held constant by the electronics.',
        'Der schlanke Griff und das geringe Gewicht machen das {name} einen ganzen Tag lang angenehm für Detailarbeiten. Die Temperatur wird am Drehrad eingestellt und von der Elektronik konstant gehalten.',
        "Sa poignée fine et son faible poids rendent le {name} confortable pour une journée entière de travaux de détail. La température se règle sur la molette et l'électronique la maintient constante.",
        "L'impugnatura sottile e il peso ridotto rendono il {name} comodo per un'intera giornata di lavori di dettaglio. La temperatura si imposta con la manopola e l'elettronica la mantiene costante.",
      ),
    },
    accessoryCategories: ['Nozzles', 'Grooving Devices', 'Consumables', 'Testing Instruments', 'Spare Parts', 'General Accessories'],
    related: ['heat-guns', 'hot-air-tools', 'extrusion-welders'],
  },
  {
    // A service family (spec discovery §2: the wafer processing services lister, without facets).
    // It has no slot in generate.ts' SLOTS: its masters are the generator's top-up (FAMILY_TOP_UPS).
    ...named('wafer-processing'),
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'photonics',
    subcategories: [
      l('Wafer dicing', 'Wafer-Trennen', 'Découpe de plaquettes', 'Taglio di wafer'),
      l('Wafer-level optics', 'Optik auf Wafer-Ebene', 'Optique au niveau de la plaquette', 'Ottica a livello di wafer'),
    ],
    stems: ['WAFERLINE', 'DICEPRO', 'LITHOSERV'],
    suffixes: ['DICING', 'THIN', 'COAT', 'BOND', 'PROTO', 'SERIES'],
    specs: [spec('diameter', 200), spec('material', 'Si, SiO₂, sapphire')],
    axes: [axes.WAFER_SIZE],
    texts: {
      title: l(
        '{name}: your wafers, processed to order',
        '{name}: Ihre Wafer, nach Auftrag bearbeitet',
        '{name} : vos plaquettes, traitées sur commande',
        '{name}: i vostri wafer, lavorati su commessa',
      ),
      intro: l(
        'With the {name} service our clean room dices, thins and coats your wafers, from prototypes to series.',
        'Mit dem Service {name} trennt, dünnt und beschichtet unser Reinraum Ihre Wafer – vom Prototyp bis zur Serie.',
        'Avec le service {name}, notre salle blanche découpe, amincit et revêt vos plaquettes, du prototype à la série.',
        'Con il servizio {name} la nostra camera bianca taglia, assottiglia e riveste i vostri wafer, dal prototipo alla serie.',
      ),
      body: l(
        'Every lot of the {name} service is inspected and documented before it leaves the clean room.',
        'Jedes Los des Service {name} wird geprüft und dokumentiert, bevor es den Reinraum verlässt.',
        'Chaque lot du service {name} est contrôlé et documenté avant de quitter la salle blanche.',
        'Ogni lotto del servizio {name} viene controllato e documentato prima di lasciare la camera bianca.',
      ),
    },
    accessoryCategories: [],
    related: ['micro-optics', 'laser-systems'],
  },
];

export const ACCESSORY_CATEGORY_KEYS = [
  'Nozzles',
  'Control Components',
  'Testing Instruments',
  'Grooving Devices',
  'Consumables',
  'Welding Shoes',
  'Spare Parts',
  'Blowers',
  'General Accessories',
  'Machine Specific Accessories',
  'Laser Components',
] as const;

export type AccessoryCategoryKey = (typeof ACCESSORY_CATEGORY_KEYS)[number];

export interface AccessoryType {
  name: Localized;
  /** Letters of the model code, e.g. "WS" → "Wide-slot nozzle WS 21". */
  code: string;
  specs: SpecTemplate[];
  axes: VariantAxis[];
}

export interface AccessoryCategory {
  key: AccessoryCategoryKey;
  name: Localized;
  /** Product family in the sites' menus (../product-families.ts): Nozzles have their own, the rest are Accessories. */
  family: Extract<ProductFamilyKey, 'nozzles' | 'accessories'>;
  sites: SiteName[];
  brand: string;
  domain: DomainKey;
  types: AccessoryType[];
  texts: ProductTexts;
}

const accessoryTexts = (intro: Localized): ProductTexts => ({
  title: l('{name}: original accessory', '{name}: Originalzubehör', "{name} : accessoire d'origine", '{name}: accessorio originale'),
  intro,
  body: l(
    'Original accessories are made for our devices and tested with them. They keep your results consistent and your warranty intact.',
    'Originalzubehör ist für unsere Geräte gemacht und mit ihnen geprüft. Es sorgt für gleichbleibende Ergebnisse und erhält Ihre Garantie.',
    "Les accessoires d'origine sont conçus pour nos appareils et testés avec eux. Ils garantissent des résultats constants et préservent votre garantie.",
    'Gli accessori originali sono fatti per i nostri apparecchi e collaudati con essi. Garantiscono risultati costanti e mantengono valida la garanzia.',
  ),
});

const type = (code: string, name: Localized, specs: SpecTemplate[], typeAxes: VariantAxis[]): AccessoryType => ({
  name,
  code,
  specs,
  axes: typeAxes,
});
const hotAirSites = withSites('technologies', 'welding-tools');

export const ACCESSORY_CATEGORIES: AccessoryCategory[] = [
  {
    key: 'Nozzles',
    name: l('Nozzles', 'Düsen', 'Buses', 'Ugelli'),
    family: 'nozzles',
    sites: hotAirSites,
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    types: [
      type(
        'WS',
        l('Wide-slot nozzle', 'Breitschlitzdüse', 'Buse à fente large', 'Ugello a fessura larga'),
        [spec('nozzleWidth', 20), spec('diameter', 31), spec('weight', 0.08, 0.3, 0.01)],
        [axes.NOZZLE_WIDTH, axes.NOZZLE_FIT],
      ),
      type(
        'PT',
        l('Pencil-tip nozzle', 'Punktdüse', 'Buse crayon', 'Ugello a punta'),
        [spec('nozzleWidth', 5), spec('diameter', 21), spec('weight', 0.04, 0.3, 0.01)],
        [axes.NOZZLE_FIT],
      ),
      type(
        'SW',
        l('Speed-welding nozzle', 'Ziehdüse', 'Buse de soudage rapide', 'Ugello per saldatura rapida'),
        [spec('diameter', 5), spec('weight', 0.06, 0.3, 0.01)],
        [axes.ROD_DIAMETER, axes.ROD_PROFILE, axes.NOZZLE_FIT],
      ),
      type(
        'RF',
        l('Reflector nozzle', 'Reflektordüse', 'Buse à réflecteur', 'Ugello a riflettore'),
        [spec('diameter', 31), spec('weight', 0.1, 0.3, 0.01)],
        [axes.NOZZLE_FIT, axes.SIZE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} directs the hot air exactly where the seam needs it and fits all tools with a matching nozzle fitting.',
        '{name} lenkt die Heissluft genau dorthin, wo die Naht sie braucht, und passt auf alle Geräte mit passendem Düsenanschluss.',
        "{name} dirige l'air chaud exactement là où la soudure en a besoin et s'adapte à tous les appareils dotés du raccord correspondant.",
        "{name} dirige l'aria calda esattamente dove serve alla saldatura e si adatta a tutti gli apparecchi con l'attacco corrispondente.",
      ),
    ),
  },
  {
    key: 'Control Components',
    name: l('Control components', 'Steuerungskomponenten', 'Composants de commande', 'Componenti di controllo'),
    family: 'accessories',
    sites: withSites('technologies', 'sensor'),
    brand: BRANDS.technologies,
    domain: 'heat',
    types: [
      type(
        'TC',
        l('Temperature controller', 'Temperaturregler', 'Régulateur de température', 'Regolatore di temperatura'),
        [spec('ratedVoltage', 230), spec('weight', 0.4, 0.2, 0.05), spec('interface', 'Modbus RTU, 0–10 V')],
        [axes.CONTROL_VOLTAGE, axes.THERMOCOUPLE_TYPE],
      ),
      type(
        'TK',
        l('Thermocouple', 'Thermoelement', 'Thermocouple', 'Termocoppia'),
        [spec('length', 200), spec('diameter', 3), spec('operatingTemperature', [-40, 1000])],
        [axes.LENGTH_OPTIONS, axes.THERMOCOUPLE_TYPE],
      ),
      type(
        'AS',
        l('Airflow switch', 'Luftstromwächter', "Contrôleur de débit d'air", "Flussostato d'aria"),
        [spec('ratedVoltage', 24), spec('weight', 0.2, 0.2, 0.05)],
        [axes.CONTROL_VOLTAGE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} connects heaters and blowers to the machine control and keeps the process temperature stable.',
        '{name} verbindet Heizer und Gebläse mit der Maschinensteuerung und hält die Prozesstemperatur stabil.',
        '{name} relie réchauffeurs et soufflantes à la commande de la machine et maintient la température de process stable.',
        '{name} collega riscaldatori e soffianti al controllo della macchina e mantiene stabile la temperatura di processo.',
      ),
    ),
  },
  {
    key: 'Testing Instruments',
    name: l('Testing instruments', 'Prüfgeräte', 'Instruments de contrôle', 'Strumenti di prova'),
    family: 'accessories',
    sites: hotAirSites,
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    types: [
      type(
        'ST',
        l('Seam tester', 'Nahtprüfgerät', 'Testeur de soudure', 'Tester per saldature'),
        [spec('weight', 0.3, 0.2, 0.05), spec('length', 160)],
        [axes.SIZE],
      ),
      type(
        'PS',
        l('Peel tester', 'Schälprüfgerät', 'Testeur de pelage', 'Tester di pelatura'),
        [spec('weight', 8.5, 0.2, 0.1), spec('ratedVoltage', 230)],
        [axes.CONTROL_VOLTAGE],
      ),
      type(
        'VB',
        l('Vacuum test bell', 'Vakuumprüfglocke', 'Cloche à vide', 'Campana a vuoto'),
        [spec('length', 500), spec('weight', 2.4, 0.2, 0.1)],
        [axes.LENGTH_OPTIONS],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} checks welded seams on site, so defects are found before the membrane is covered.',
        '{name} prüft Schweissnähte vor Ort, damit Fehler gefunden werden, bevor die Bahn abgedeckt wird.',
        '{name} contrôle les soudures sur place : les défauts sont détectés avant que la membrane ne soit recouverte.',
        '{name} controlla le saldature in cantiere, così i difetti emergono prima che la membrana venga coperta.',
      ),
    ),
  },
  {
    key: 'Grooving Devices',
    name: l('Grooving devices', 'Fugenfräsen', 'Rainureuses', 'Scanalatori'),
    family: 'accessories',
    sites: hotAirSites,
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    types: [
      type(
        'HG',
        l('Hand groover', 'Handfugenhobel', 'Rainureuse manuelle', 'Scanalatore manuale'),
        [spec('weight', 0.25, 0.2, 0.05)],
        [axes.GROOVE_PROFILE, axes.GROOVE_WIDTH],
      ),
      type(
        'EG',
        l('Electric groover', 'Elektrische Fugenfräse', 'Rainureuse électrique', 'Scanalatore elettrico'),
        [spec('ratedVoltage', 230), spec('ratedPower', 800, 0.2, 50), spec('weight', 3.2, 0.2, 0.1)],
        [axes.GROOVE_PROFILE, axes.GROOVE_WIDTH, axes.CONTROL_VOLTAGE],
      ),
      type(
        'GB',
        l('Grooving blade', 'Fräsmesser', 'Lame de rainurage', 'Lama per scanalatura'),
        [spec('diameter', 110)],
        [axes.GROOVE_WIDTH],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} cuts clean grooves in floor coverings, ready for the welding cord.',
        '{name} fräst saubere Fugen in Bodenbeläge, bereit für die Schweissschnur.',
        '{name} creuse des rainures nettes dans les revêtements de sol, prêtes pour le cordon de soudure.',
        '{name} ricava scanalature pulite nei pavimenti, pronte per il cordone di saldatura.',
      ),
    ),
  },
  {
    key: 'Consumables',
    name: l('Consumables', 'Verbrauchsmaterial', 'Consommables', 'Materiali di consumo'),
    family: 'accessories',
    sites: hotAirSites,
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    types: [
      type(
        'WR',
        l('Welding rod', 'Schweissdraht', 'Cordon de soudage', 'Filo di saldatura'),
        [spec('material', 'PE-HD'), spec('diameter', 4), spec('weight', 2, 0, 0.1)],
        [axes.ROD_MATERIAL, axes.ROD_DIAMETER, axes.ROD_PROFILE],
      ),
      type(
        'WC',
        l('Welding cord', 'Schweissschnur', 'Cordon pour sols', 'Cordone per pavimenti'),
        [spec('material', 'PVC-U'), spec('diameter', 4), spec('weight', 1, 0, 0.1)],
        [axes.ROD_MATERIAL, axes.ROD_DIAMETER],
      ),
      type(
        'CW',
        l('Cleaning cloths', 'Reinigungstücher', 'Lingettes de nettoyage', 'Panni di pulizia'),
        [spec('weight', 0.5, 0, 0.1)],
        [axes.SIZE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} is matched to the base material, so the seam reaches the full strength of the sheet.',
        '{name} ist auf den Grundwerkstoff abgestimmt, damit die Naht die volle Festigkeit der Platte erreicht.',
        '{name} est adapté au matériau de base : la soudure atteint la pleine résistance de la plaque.',
        '{name} è adatto al materiale di base, così la saldatura raggiunge la piena resistenza della lastra.',
      ),
    ),
  },
  {
    key: 'Welding Shoes',
    name: l('Welding shoes', 'Schweissschuhe', 'Sabots de soudage', 'Pattini di saldatura'),
    family: 'accessories',
    sites: hotAirSites,
    brand: BRANDS.technologies,
    domain: 'welding',
    types: [
      type(
        'VS',
        l('Extrusion welding shoe', 'Extrusionsschweissschuh', "Sabot d'extrusion", 'Pattino di estrusione'),
        [spec('material', 'PTFE'), spec('weight', 0.15, 0.2, 0.01)],
        [axes.SHOE_SIZE, axes.SHOE_SHAPE],
      ),
      type(
        'BS',
        l('Shoe blank', 'Schuhrohling', 'Ébauche de sabot', 'Grezzo per pattino'),
        [spec('material', 'PTFE'), spec('weight', 0.2, 0.2, 0.01)],
        [axes.SIZE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} shapes the extrudate into the seam profile you need and presses it into the joint.',
        '{name} formt das Extrudat zum benötigten Nahtprofil und drückt es in die Fuge.',
        "{name} donne à l'extrudat le profil de soudure voulu et le presse dans le joint.",
        "{name} dà all'estruso il profilo di saldatura desiderato e lo preme nel giunto.",
      ),
    ),
  },
  {
    key: 'Spare Parts',
    name: l('Spare parts', 'Ersatzteile', 'Pièces de rechange', 'Ricambi'),
    family: 'accessories',
    sites: hotAirSites,
    brand: BRANDS.technologies,
    domain: 'heat',
    types: [
      type(
        'HE',
        l('Heating element', 'Heizelement', 'Élément chauffant', 'Resistenza'),
        [spec('ratedVoltage', 230), spec('ratedPower', 1600), spec('weight', 0.12, 0.2, 0.01)],
        [axes.SPARE_VOLTAGE, axes.SPARE_POWER],
      ),
      type(
        'CB',
        l('Carbon brush set', 'Kohlebürstensatz', 'Jeu de balais de charbon', 'Set di spazzole di carbone'),
        [spec('weight', 0.02, 0, 0.01)],
        [],
      ),
      type(
        'MT',
        l('Mica tube', 'Glimmerrohr', 'Tube de mica', 'Tubo di mica'),
        [spec('diameter', 31), spec('length', 120)],
        [axes.NOZZLE_FIT],
      ),
      type(
        'PC',
        l('Power cord', 'Netzkabel', "Câble d'alimentation", 'Cavo di alimentazione'),
        [spec('cableLength', 3)],
        [axes.VOLTAGE_PLUG],
      ),
    ],
    texts: accessoryTexts(
      l(
        'Original {name}: restores the full performance of your device.',
        'Original-{name}: stellt die volle Leistung Ihres Geräts wieder her.',
        "{name} d'origine : rétablit toutes les performances de votre appareil.",
        "{name} originale: ripristina le piene prestazioni dell'apparecchio.",
      ),
    ),
  },
  {
    key: 'Blowers',
    name: l('Blowers', 'Gebläse', 'Soufflantes', 'Soffianti'),
    family: 'accessories',
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'heat',
    types: [
      type(
        'SC',
        l('Side-channel blower', 'Seitenkanalverdichter', 'Soufflante à canal latéral', 'Soffiante a canale laterale'),
        [
          spec('ratedVoltage', 400),
          spec('ratedPower', 1100, 0.3, 50),
          spec('airflow', 1800, 0.3, 50),
          spec('staticPressure', 12000, 0.3, 500),
          spec('weight', 14, 0.3, 0.5),
        ],
        [axes.VOLTAGE_3PH, axes.SIZE],
      ),
      type(
        'RB',
        l('Radial blower', 'Radialgebläse', 'Soufflante radiale', 'Soffiante radiale'),
        [
          spec('ratedVoltage', 230),
          spec('ratedPower', 450, 0.3, 50),
          spec('airflow', 3000, 0.3, 50),
          spec('staticPressure', 2500, 0.3, 100),
          spec('weight', 6, 0.3, 0.5),
        ],
        [axes.VOLTAGE_3PH, axes.SIZE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} supplies the air volume and pressure your air heater needs, around the clock.',
        '{name} liefert rund um die Uhr die Luftmenge und den Druck, die Ihr Lufterhitzer braucht.',
        "{name} fournit jour et nuit le débit et la pression d'air dont votre réchauffeur a besoin.",
        "{name} fornisce giorno e notte la portata e la pressione d'aria di cui ha bisogno il vostro riscaldatore.",
      ),
    ),
  },
  {
    key: 'General Accessories',
    name: l('General accessories', 'Allgemeines Zubehör', 'Accessoires généraux', 'Accessori generali'),
    family: 'accessories',
    sites: withSites('technologies', 'welding-tools', 'sensor'),
    brand: BRANDS['welding-tools'],
    domain: 'welding',
    types: [
      type(
        'CC',
        l('Carrying case', 'Transportkoffer', 'Coffret de transport', 'Valigetta di trasporto'),
        [spec('weight', 1.8, 0.2, 0.1), spec('dimensions', [520, 380, 140], 0.1, 10)],
        [axes.SIZE],
      ),
      type(
        'TS',
        l('Tool stand', 'Gerätestütze', "Support d'appareil", "Supporto per l'apparecchio"),
        [spec('weight', 0.35, 0.2, 0.05)],
        [],
      ),
      type(
        'PR',
        l('Silicone pressure roller', 'Silikon-Andrückrolle', 'Rouleau presseur en silicone', 'Rullo pressore in silicone'),
        [spec('length', 40), spec('weight', 0.2, 0.2, 0.05)],
        [axes.ROLLER_WIDTH],
      ),
      type(
        'MB',
        l('Mounting bracket', 'Montagehalter', 'Support de montage', 'Staffa di montaggio'),
        [spec('weight', 0.4, 0.2, 0.05), spec('material', 'AISI 316L')],
        [axes.SIZE],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} makes everyday work with your device easier and safer.',
        '{name} macht die tägliche Arbeit mit Ihrem Gerät einfacher und sicherer.',
        '{name} rend le travail quotidien avec votre appareil plus simple et plus sûr.',
        "{name} rende il lavoro quotidiano con l'apparecchio più semplice e sicuro.",
      ),
    ),
  },
  {
    key: 'Machine Specific Accessories',
    name: l(
      'Machine-specific accessories',
      'Maschinenspezifisches Zubehör',
      'Accessoires spécifiques aux machines',
      'Accessori specifici per macchine',
    ),
    family: 'accessories',
    sites: withSites('technologies'),
    brand: BRANDS.technologies,
    domain: 'welding',
    types: [
      type(
        'GR',
        l('Guide rail', 'Führungsschiene', 'Rail de guidage', 'Guida'),
        [spec('length', 500), spec('weight', 1.2, 0.2, 0.1)],
        [axes.LENGTH_OPTIONS],
      ),
      type(
        'RS',
        l('Pressure roller set', 'Andrückrollen-Set', 'Jeu de rouleaux presseurs', 'Set di rulli pressori'),
        [spec('weight', 0.9, 0.2, 0.1)],
        [axes.SEAM_WIDTH],
      ),
      type('BW', l('Ballast weight', 'Zusatzgewicht', 'Poids supplémentaire', 'Peso aggiuntivo'), [spec('weight', 10)], [axes.BALLAST]),
    ],
    texts: accessoryTexts(
      l(
        'The {name} adapts your welding machine to the membrane and the site conditions.',
        '{name} passt Ihren Schweissautomaten an die Bahn und die Bedingungen auf der Baustelle an.',
        '{name} adapte votre machine de soudage à la membrane et aux conditions du chantier.',
        '{name} adatta la saldatrice alla membrana e alle condizioni del cantiere.',
      ),
    ),
  },
  {
    key: 'Laser Components',
    name: l('Laser components', 'Laserkomponenten', 'Composants laser', 'Componenti laser'),
    family: 'accessories',
    sites: withSites('sensor'),
    brand: BRANDS.sensor,
    domain: 'photonics',
    types: [
      type(
        'CL',
        l('Collimator lens', 'Kollimatorlinse', 'Lentille de collimation', 'Lente di collimazione'),
        [spec('diameter', 25.4), spec('focalLength', 50, 0.3, 5)],
        [axes.LASER_WAVELENGTH, axes.LENS_DIAMETER],
      ),
      type(
        'PW',
        l('Protective window', 'Schutzglas', 'Fenêtre de protection', 'Finestra di protezione'),
        [spec('diameter', 30), spec('spectralRange', [800, 1100])],
        [axes.LENS_DIAMETER],
      ),
      type(
        'FA',
        l('Fibre adapter', 'Faseradapter', 'Adaptateur de fibre', 'Adattatore per fibra'),
        [spec('weight', 0.15, 0.2, 0.01)],
        [axes.FIBRE_CONNECTOR],
      ),
    ],
    texts: accessoryTexts(
      l(
        'The {name} is coated for the laser wavelength and keeps the beam path clean and aligned.',
        '{name} ist für die Laserwellenlänge beschichtet und hält den Strahlengang sauber und justiert.',
        "{name} : un traitement adapté à la longueur d'onde du laser, pour un trajet de faisceau propre et aligné.",
        "{name}: un trattamento adatto alla lunghezza d'onda del laser, per un percorso del fascio pulito e allineato.",
      ),
    ),
  },
];

export function deviceFamily(key: string): DeviceFamily | undefined {
  return DEVICE_FAMILIES.find((family) => family.key === key);
}

export function accessoryCategory(key: string): AccessoryCategory | undefined {
  return ACCESSORY_CATEGORIES.find((category) => category.key === key);
}
