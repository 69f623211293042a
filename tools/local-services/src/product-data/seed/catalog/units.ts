import { l, type Language, type Localized } from './localized.ts';

/**
 * Units of the technical specifications (spec content blocks §9: kg/h, kg, mm, W, °C, l/min,
 * m/min) and their imperial counterparts (lb/h, lb, in, W, °F, cfm, ft/min). Values are stored
 * metric; the imperial list is computed with these factors.
 */
export interface UnitDefinition {
  metric: string;
  imperial: string;
  toImperial: (value: number) => number;
  metricDecimals: number;
  imperialDecimals: number;
}

const LB_PER_KG = 2.2046226218;
const MM_PER_IN = 25.4;
const L_PER_CUBIC_FOOT = 28.316846592;
const FT_PER_M = 1 / 0.3048;
const PA_PER_IN_H2O = 249.08891;

const same = (unit: string, decimals = 0): UnitDefinition => ({
  metric: unit,
  imperial: unit,
  toImperial: (value) => value,
  metricDecimals: decimals,
  imperialDecimals: decimals,
});

export const UNITS = {
  'kg/h': { metric: 'kg/h', imperial: 'lb/h', toImperial: (v: number) => v * LB_PER_KG, metricDecimals: 1, imperialDecimals: 1 },
  kg: { metric: 'kg', imperial: 'lb', toImperial: (v: number) => v * LB_PER_KG, metricDecimals: 2, imperialDecimals: 2 },
  mm: { metric: 'mm', imperial: 'in', toImperial: (v: number) => v / MM_PER_IN, metricDecimals: 1, imperialDecimals: 2 },
  '°C': { metric: '°C', imperial: '°F', toImperial: (v: number) => (v * 9) / 5 + 32, metricDecimals: 0, imperialDecimals: 0 },
  'l/min': { metric: 'l/min', imperial: 'cfm', toImperial: (v: number) => v / L_PER_CUBIC_FOOT, metricDecimals: 1, imperialDecimals: 1 },
  'm/min': { metric: 'm/min', imperial: 'ft/min', toImperial: (v: number) => v * FT_PER_M, metricDecimals: 1, imperialDecimals: 1 },
  m: { metric: 'm', imperial: 'ft', toImperial: (v: number) => v * FT_PER_M, metricDecimals: 1, imperialDecimals: 1 },
  Pa: { metric: 'Pa', imperial: 'inH₂O', toImperial: (v: number) => v / PA_PER_IN_H2O, metricDecimals: 0, imperialDecimals: 2 },
  W: same('W', 1),
  V: same('V'),
  Hz: same('Hz'),
  'dB(A)': same('dB(A)'),
  ppm: same('ppm'),
  nm: same('nm'),
  s: same('s', 2),
  '%': same('%', 1),
} satisfies Record<string, UnitDefinition>;

export type UnitKey = keyof typeof UNITS;

export type SpecShape = 'single' | 'range' | 'dims' | 'text' | 'plusMinus';

export interface SpecDefinition {
  unit: UnitKey | null;
  shape: SpecShape;
  name: Localized;
  tooltip: Localized;
}

/** Every technical specification the catalog uses: name and tooltip per language, unit and shape. */
export const SPECS = {
  ratedVoltage: {
    unit: 'V',
    shape: 'single',
    name: l('Voltage', 'Spannung', 'Tension', 'Tensione'),
    tooltip: l(
      'Rated supply voltage of the device.',
      'Nennspannung der Stromversorgung.',
      "Tension nominale d'alimentation de l'appareil.",
      "Tensione nominale di alimentazione dell'apparecchio.",
    ),
  },
  ratedPower: {
    unit: 'W',
    shape: 'single',
    name: l('Power', 'Leistung', 'Puissance', 'Potenza'),
    tooltip: l(
      'Rated electrical power input at the rated voltage.',
      'Elektrische Nennleistungsaufnahme bei Nennspannung.',
      'Puissance électrique nominale absorbée à la tension nominale.',
      'Potenza elettrica nominale assorbita alla tensione nominale.',
    ),
  },
  temperature: {
    unit: '°C',
    shape: 'range',
    name: l('Temperature', 'Temperatur', 'Température', 'Temperatura'),
    tooltip: l(
      'Adjustable air temperature, measured 3 mm inside the nozzle outlet.',
      'Einstellbare Lufttemperatur, gemessen 3 mm innerhalb des Düsenaustritts.',
      "Température de l'air réglable, mesurée à 3 mm à l'intérieur de la sortie de buse.",
      "Temperatura dell'aria regolabile, misurata 3 mm all'interno dell'uscita dell'ugello.",
    ),
  },
  airflow: {
    unit: 'l/min',
    shape: 'single',
    name: l('Air flow', 'Luftmenge', "Débit d'air", "Portata d'aria"),
    tooltip: l(
      'Air volume at 20 °C at the air inlet, without nozzle.',
      'Luftmenge bei 20 °C am Lufteintritt, ohne Düse.',
      "Débit d'air à 20 °C à l'entrée d'air, sans buse.",
      "Portata d'aria a 20 °C all'ingresso, senza ugello.",
    ),
  },
  staticPressure: {
    unit: 'Pa',
    shape: 'single',
    name: l('Static pressure', 'Statischer Druck', 'Pression statique', 'Pressione statica'),
    tooltip: l(
      'Maximum static back pressure the blower works against.',
      'Maximaler statischer Gegendruck, gegen den das Gebläse arbeitet.',
      'Contre-pression statique maximale supportée par la soufflante.',
      'Contropressione statica massima sostenuta dal soffiante.',
    ),
  },
  weight: {
    unit: 'kg',
    shape: 'single',
    name: l('Weight', 'Gewicht', 'Poids', 'Peso'),
    tooltip: l(
      'Weight without power cord and accessories.',
      'Gewicht ohne Netzkabel und Zubehör.',
      "Poids sans câble d'alimentation ni accessoires.",
      'Peso senza cavo di alimentazione e accessori.',
    ),
  },
  dimensions: {
    unit: 'mm',
    shape: 'dims',
    name: l('Dimensions (L × W × H)', 'Abmessungen (L × B × H)', 'Dimensions (L × l × H)', 'Dimensioni (L × P × A)'),
    tooltip: l(
      'Overall dimensions without handle and nozzle.',
      'Aussenmasse ohne Griff und Düse.',
      'Dimensions hors tout, sans poignée ni buse.',
      'Dimensioni di ingombro senza impugnatura e ugello.',
    ),
  },
  extrusionOutput: {
    unit: 'kg/h',
    shape: 'range',
    name: l('Extrusion output', 'Extrusionsleistung', "Débit d'extrusion", 'Portata di estrusione'),
    tooltip: l(
      'Extrudate output with PE-HD welding rod, depending on rod diameter.',
      'Extrudatausstoss mit PE-HD-Schweissdraht, abhängig vom Drahtdurchmesser.',
      "Débit d'extrudat avec un cordon PE-HD, selon le diamètre du cordon.",
      'Portata di estruso con filo PE-HD, a seconda del diametro del filo.',
    ),
  },
  weldingSpeed: {
    unit: 'm/min',
    shape: 'range',
    name: l('Welding speed', 'Schweissgeschwindigkeit', 'Vitesse de soudage', 'Velocità di saldatura'),
    tooltip: l(
      'Adjustable drive speed of the machine.',
      'Einstellbare Fahrgeschwindigkeit der Maschine.',
      "Vitesse d'avance réglable de la machine.",
      'Velocità di avanzamento regolabile della macchina.',
    ),
  },
  seamWidth: {
    unit: 'mm',
    shape: 'single',
    name: l('Seam width', 'Nahtbreite', 'Largeur de soudure', 'Larghezza della saldatura'),
    tooltip: l(
      'Width of the welded seam.',
      'Breite der geschweissten Naht.',
      'Largeur du cordon de soudure.',
      'Larghezza del cordone di saldatura.',
    ),
  },
  rodDiameter: {
    unit: 'mm',
    shape: 'single',
    name: l('Welding rod diameter', 'Schweissdraht-Durchmesser', 'Diamètre du cordon', 'Diametro del filo'),
    tooltip: l(
      'Diameter of the welding rod the feeder accepts.',
      'Durchmesser des Schweissdrahts, den der Einzug aufnimmt.',
      "Diamètre du cordon de soudage accepté par l'entraînement.",
      "Diametro del filo di saldatura accettato dall'alimentatore.",
    ),
  },
  noiseLevel: {
    unit: 'dB(A)',
    shape: 'single',
    name: l('Noise level', 'Schallpegel', 'Niveau sonore', 'Livello sonoro'),
    tooltip: l(
      'A-weighted sound pressure level at 1 m distance.',
      'A-bewerteter Schalldruckpegel in 1 m Abstand.',
      'Niveau de pression acoustique pondéré A à 1 m.',
      'Livello di pressione sonora ponderato A a 1 m.',
    ),
  },
  cableLength: {
    unit: 'm',
    shape: 'single',
    name: l('Cable length', 'Kabellänge', 'Longueur du câble', 'Lunghezza del cavo'),
    tooltip: l(
      'Length of the fitted power cord.',
      'Länge des montierten Netzkabels.',
      "Longueur du câble d'alimentation monté.",
      'Lunghezza del cavo di alimentazione montato.',
    ),
  },
  measuringRange: {
    unit: 'ppm',
    shape: 'range',
    name: l('Measuring range', 'Messbereich', 'Plage de mesure', 'Campo di misura'),
    tooltip: l(
      'Concentration range over the 1 m reference path.',
      'Konzentrationsbereich über die Referenzstrecke von 1 m.',
      'Plage de concentration sur le trajet de référence de 1 m.',
      'Campo di concentrazione sul percorso di riferimento di 1 m.',
    ),
  },
  wavelength: {
    unit: 'nm',
    shape: 'single',
    name: l('Wavelength', 'Wellenlänge', "Longueur d'onde", "Lunghezza d'onda"),
    tooltip: l(
      'Centre wavelength of the laser or emitter.',
      'Zentralwellenlänge des Lasers oder Strahlers.',
      "Longueur d'onde centrale du laser ou de l'émetteur.",
      "Lunghezza d'onda centrale del laser o dell'emettitore.",
    ),
  },
  spectralRange: {
    unit: 'nm',
    shape: 'range',
    name: l('Spectral range', 'Spektralbereich', 'Plage spectrale', 'Campo spettrale'),
    tooltip: l(
      'Wavelength range with at least 90 % of the nominal transmission or emission.',
      'Wellenlängenbereich mit mindestens 90 % der nominalen Transmission oder Emission.',
      "Plage de longueurs d'onde avec au moins 90 % de la transmission ou de l'émission nominale.",
      "Campo di lunghezze d'onda con almeno il 90 % della trasmissione o emissione nominale.",
    ),
  },
  responseTime: {
    unit: 's',
    shape: 'single',
    name: l('Response time (T90)', 'Ansprechzeit (T90)', 'Temps de réponse (T90)', 'Tempo di risposta (T90)'),
    tooltip: l(
      'Time until 90 % of a step change is indicated.',
      'Zeit, bis 90 % einer Sprungänderung angezeigt werden.',
      "Temps nécessaire pour afficher 90 % d'un changement en échelon.",
      'Tempo necessario per indicare il 90 % di una variazione a gradino.',
    ),
  },
  flowRange: {
    unit: 'l/min',
    shape: 'range',
    name: l('Flow range', 'Durchflussbereich', 'Plage de débit', 'Campo di portata'),
    tooltip: l(
      'Calibrated flow range at standard conditions (0 °C, 1013 mbar).',
      'Kalibrierter Durchflussbereich bei Normbedingungen (0 °C, 1013 mbar).',
      'Plage de débit étalonnée aux conditions normales (0 °C, 1013 mbar).',
      'Campo di portata calibrato in condizioni normali (0 °C, 1013 mbar).',
    ),
  },
  accuracy: {
    unit: '%',
    shape: 'plusMinus',
    name: l('Accuracy', 'Genauigkeit', 'Précision', 'Precisione'),
    tooltip: l(
      'Maximum deviation, in per cent of the reading.',
      'Maximale Abweichung in Prozent des Messwerts.',
      'Écart maximal, en pour cent de la valeur mesurée.',
      'Scostamento massimo, in percentuale del valore misurato.',
    ),
  },
  opticalPath: {
    unit: 'm',
    shape: 'range',
    name: l('Optical path length', 'Optische Weglänge', 'Longueur du trajet optique', 'Lunghezza del percorso ottico'),
    tooltip: l(
      'Distance between transmitter and receiver the detector is specified for.',
      'Abstand zwischen Sender und Empfänger, für den der Detektor spezifiziert ist.',
      'Distance entre émetteur et récepteur pour laquelle le détecteur est spécifié.',
      'Distanza tra trasmettitore e ricevitore per cui il rilevatore è specificato.',
    ),
  },
  opticalPower: {
    unit: 'W',
    shape: 'single',
    name: l('Optical output power', 'Optische Ausgangsleistung', 'Puissance optique de sortie', 'Potenza ottica in uscita'),
    tooltip: l(
      'Continuous-wave optical power at the fibre end.',
      'Optische Dauerstrichleistung am Faserende.',
      "Puissance optique en régime continu à l'extrémité de la fibre.",
      "Potenza ottica in onda continua all'estremità della fibra.",
    ),
  },
  focalLength: {
    unit: 'mm',
    shape: 'single',
    name: l('Effective focal length', 'Effektive Brennweite', 'Distance focale effective', 'Lunghezza focale effettiva'),
    tooltip: l(
      'Effective focal length at the design wavelength.',
      'Effektive Brennweite bei der Designwellenlänge.',
      "Distance focale effective à la longueur d'onde de conception.",
      "Lunghezza focale effettiva alla lunghezza d'onda di progetto.",
    ),
  },
  clearAperture: {
    unit: 'mm',
    shape: 'single',
    name: l('Clear aperture', 'Freie Apertur', 'Ouverture utile', 'Apertura utile'),
    tooltip: l(
      'Optically usable width of the lens.',
      'Optisch nutzbare Breite der Linse.',
      'Largeur optiquement utilisable de la lentille.',
      'Larghezza otticamente utilizzabile della lente.',
    ),
  },
  length: {
    unit: 'mm',
    shape: 'single',
    name: l('Length', 'Länge', 'Longueur', 'Lunghezza'),
    tooltip: l('Overall length.', 'Gesamtlänge.', 'Longueur totale.', 'Lunghezza totale.'),
  },
  heatedLength: {
    unit: 'mm',
    shape: 'single',
    name: l('Heated length', 'Beheizte Länge', 'Longueur chauffée', 'Lunghezza riscaldata'),
    tooltip: l(
      'Length of the glowing filament.',
      'Länge der glühenden Heizwendel.',
      'Longueur du filament incandescent.',
      'Lunghezza del filamento incandescente.',
    ),
  },
  nozzleWidth: {
    unit: 'mm',
    shape: 'single',
    name: l('Nozzle width', 'Düsenbreite', 'Largeur de buse', "Larghezza dell'ugello"),
    tooltip: l(
      'Width of the nozzle outlet.',
      'Breite des Düsenaustritts.',
      'Largeur de la sortie de buse.',
      "Larghezza dell'uscita dell'ugello.",
    ),
  },
  diameter: {
    unit: 'mm',
    shape: 'single',
    name: l('Diameter', 'Durchmesser', 'Diamètre', 'Diametro'),
    tooltip: l('Outer diameter.', 'Aussendurchmesser.', 'Diamètre extérieur.', 'Diametro esterno.'),
  },
  emitterTemperature: {
    unit: '°C',
    shape: 'single',
    name: l('Emitter temperature', 'Strahlertemperatur', "Température de l'émetteur", "Temperatura dell'emettitore"),
    tooltip: l(
      'Surface temperature of the emitter at rated power.',
      'Oberflächentemperatur des Strahlers bei Nennleistung.',
      "Température de surface de l'émetteur à la puissance nominale.",
      "Temperatura superficiale dell'emettitore alla potenza nominale.",
    ),
  },
  operatingTemperature: {
    unit: '°C',
    shape: 'range',
    name: l('Operating temperature', 'Betriebstemperatur', 'Température de service', 'Temperatura di esercizio'),
    tooltip: l(
      'Permitted ambient temperature during operation.',
      'Zulässige Umgebungstemperatur im Betrieb.',
      'Température ambiante admissible en fonctionnement.',
      'Temperatura ambiente ammessa durante il funzionamento.',
    ),
  },
  modulationFrequency: {
    unit: 'Hz',
    shape: 'single',
    name: l('Modulation frequency', 'Modulationsfrequenz', 'Fréquence de modulation', 'Frequenza di modulazione'),
    tooltip: l(
      'Highest electrical modulation frequency with 50 % modulation depth.',
      'Höchste elektrische Modulationsfrequenz bei 50 % Modulationstiefe.',
      'Fréquence de modulation électrique maximale avec 50 % de profondeur de modulation.',
      'Frequenza di modulazione elettrica massima con profondità di modulazione del 50 %.',
    ),
  },
  protection: {
    unit: null,
    shape: 'text',
    name: l('Protection class', 'Schutzart', 'Indice de protection', 'Grado di protezione'),
    tooltip: l(
      'Protection against dust and water (IEC 60529) or electrical protection class.',
      'Schutz gegen Staub und Wasser (IEC 60529) bzw. elektrische Schutzklasse.',
      "Protection contre la poussière et l'eau (CEI 60529) ou classe de protection électrique.",
      'Protezione contro polvere e acqua (IEC 60529) o classe di protezione elettrica.',
    ),
  },
  interface: {
    unit: null,
    shape: 'text',
    name: l('Interface', 'Schnittstelle', 'Interface', 'Interfaccia'),
    tooltip: l(
      'Signal output and communication interface.',
      'Signalausgang und Kommunikationsschnittstelle.',
      'Sortie de signal et interface de communication.',
      'Uscita di segnale e interfaccia di comunicazione.',
    ),
  },
  material: {
    unit: null,
    shape: 'text',
    name: l('Material', 'Material', 'Matériau', 'Materiale'),
    tooltip: l('Base material.', 'Grundwerkstoff.', 'Matériau de base.', 'Materiale di base.'),
  },
  approvals: {
    unit: null,
    shape: 'text',
    name: l('Approvals', 'Zulassungen', 'Homologations', 'Omologazioni'),
    tooltip: l(
      'Conformity marks and approvals.',
      'Konformitätszeichen und Zulassungen.',
      'Marquages de conformité et homologations.',
      'Marchi di conformità e omologazioni.',
    ),
  },
} satisfies Record<string, SpecDefinition>;

export type SpecKey = keyof typeof SPECS;

/** A stored spec value, always metric: a number, a [min, max] range, dimensions, or a fixed text. */
export type SpecValue = number | number[] | string;

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', it: 'it-IT' };

/** Fixed decimals per unit; small values keep two significant digits (0.5 l/min is 0.018 cfm, not 0). */
export function formatNumber(value: number, decimals: number, language: Language): string {
  const small = value !== 0 && Math.abs(value) < 1;
  const options: Intl.NumberFormatOptions = small ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: decimals };
  return new Intl.NumberFormat(NUMBER_LOCALE[language], { ...options, useGrouping: 'min2' }).format(value);
}

export type UnitSystem = 'metric' | 'imperial';

/** "3600 W", "40 – 650 °C", "335 × 90 × 100 mm", "± 1,5 %" … in the language's number format. */
export function formatSpec(key: SpecKey, value: SpecValue, system: UnitSystem, language: Language): string {
  const definition: SpecDefinition = SPECS[key];
  if (typeof value === 'string' || definition.unit === null) return String(value);
  const unit: UnitDefinition = UNITS[definition.unit];
  const convert = (n: number) => (system === 'metric' ? n : unit.toImperial(n));
  const decimals = system === 'metric' ? unit.metricDecimals : unit.imperialDecimals;
  const symbol = system === 'metric' ? unit.metric : unit.imperial;
  const numbers = (Array.isArray(value) ? value : [value]).map((n) => formatNumber(convert(n), decimals, language));
  switch (definition.shape) {
    case 'range':
      return numbers.length > 1 && numbers[0] !== numbers[1] ? `${numbers[0]} – ${numbers[1]} ${symbol}` : `${numbers[0]} ${symbol}`;
    case 'dims':
      return `${numbers.join(' × ')} ${symbol}`;
    case 'plusMinus':
      return `± ${numbers[0]} ${symbol}`;
    default:
      return `${numbers[0]} ${symbol}`;
  }
}
