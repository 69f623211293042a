import { l, same, type Localized } from './localized.ts';
import type { SpecKey, SpecValue } from './units.ts';

/**
 * Variant axes: a variant of a master product is one option per axis (voltage and plug, edition,
 * gas, focal length …). An option names itself (article name, filter value) and sets or scales
 * the master's technical specifications.
 */
export interface AxisOption {
  label: Localized;
  /** Values to set; null removes the spec for this variant. */
  set?: Partial<Record<SpecKey, SpecValue | null>>;
  scale?: Partial<Record<SpecKey, number>>;
}

export interface VariantAxis {
  name: Localized;
  options: AxisOption[];
}

const plug = (voltage: number, code: string, power = 1): AxisOption => ({
  label: l(`${voltage} V / ${code} plug`, `${voltage} V / Stecker ${code}`, `${voltage} V / fiche ${code}`, `${voltage} V / spina ${code}`),
  set: { ratedVoltage: voltage },
  scale: { ratedPower: power },
});

export const VOLTAGE_PLUG: VariantAxis = {
  name: l('Voltage / plug', 'Spannung / Stecker', 'Tension / fiche', 'Tensione / spina'),
  options: [
    plug(230, 'EU'),
    plug(230, 'CH'),
    plug(230, 'UK'),
    plug(120, 'US', 0.92),
    plug(230, 'AU'),
    plug(100, 'JP', 0.78),
    plug(230, 'CN'),
    {
      label: l('230 V / without plug', '230 V / ohne Stecker', '230 V / sans fiche', '230 V / senza spina'),
      set: { ratedVoltage: 230 },
    },
  ],
};

export const VOLTAGE_PLUG_5: VariantAxis = { ...VOLTAGE_PLUG, options: VOLTAGE_PLUG.options.slice(0, 5) };

const edition = (en: string, de: string, fr: string, it: string, set?: AxisOption['set'], scale?: AxisOption['scale']): AxisOption => ({
  label: l(en, de, fr, it),
  ...(set ? { set } : {}),
  ...(scale ? { scale } : {}),
});

const VERSION = l('Version', 'Ausführung', 'Version', 'Versione');
const STANDARD = edition('Standard', 'Standard', 'Standard', 'Standard');
const DIGITAL = edition('Digital display', 'Digitalanzeige', 'Affichage numérique', 'Display digitale', undefined, { weight: 1.04 });
const KIT = edition('Kit in carrying case', 'Set im Koffer', 'Kit en coffret', 'Kit in valigetta');

export const EDITION_HOT_AIR: VariantAxis = {
  name: VERSION,
  options: [
    STANDARD,
    DIGITAL,
    KIT,
    edition('with Bluetooth', 'mit Bluetooth', 'avec Bluetooth', 'con Bluetooth', undefined, { weight: 1.05 }),
  ],
};

export const EDITION_HEAT_GUN: VariantAxis = {
  name: VERSION,
  options: [
    STANDARD,
    DIGITAL,
    KIT,
    edition('with LED work light', 'mit LED-Arbeitslicht', 'avec éclairage LED', 'con luce di lavoro LED', undefined, { weight: 1.06 }),
  ],
};

export const EDITION_HAND_WELDING: VariantAxis = {
  name: VERSION,
  options: [
    STANDARD,
    DIGITAL,
    KIT,
    edition('with speed-welding nozzle', 'mit Ziehdüse', 'avec buse de soudage rapide', 'con ugello per saldatura rapida'),
  ],
};

export const ROD_FEED: VariantAxis = {
  name: l('Welding filler', 'Schweisszusatz', "Métal d'apport", 'Materiale d’apporto'),
  options: [
    {
      label: l('for 3 mm rod', 'für 3-mm-Draht', 'pour cordon de 3 mm', 'per filo da 3 mm'),
      set: { rodDiameter: 3 },
      scale: { extrusionOutput: 0.8 },
    },
    { label: l('for 4 mm rod', 'für 4-mm-Draht', 'pour cordon de 4 mm', 'per filo da 4 mm'), set: { rodDiameter: 4 } },
    {
      label: l('for granulate', 'für Granulat', 'pour granulés', 'per granulato'),
      set: { rodDiameter: null },
      scale: { extrusionOutput: 1.5 },
    },
  ],
};

export const WELDING_SHOE: VariantAxis = {
  name: l('Welding shoe', 'Schweissschuh', 'Sabot de soudage', 'Pattino di saldatura'),
  options: [
    { label: l('with V-seam shoe', 'mit V-Naht-Schuh', 'avec sabot pour soudure en V', 'con pattino per saldatura a V') },
    { label: l('with fillet-weld shoe', 'mit Kehlnaht-Schuh', "avec sabot pour soudure d'angle", "con pattino per saldatura d'angolo") },
  ],
};

export const MACHINE_VOLTAGE: VariantAxis = {
  name: l('Voltage', 'Spannung', 'Tension', 'Tensione'),
  options: [
    { label: same('230 V / CEE 16 A'), set: { ratedVoltage: 230 } },
    { label: same('400 V / CEE 16 A'), set: { ratedVoltage: 400 }, scale: { ratedPower: 1.5 } },
    { label: same('120 V / NEMA 5-20'), set: { ratedVoltage: 120 }, scale: { ratedPower: 0.6 } },
  ],
};

export const SEAM_WIDTH: VariantAxis = {
  name: l('Seam width', 'Nahtbreite', 'Largeur de soudure', 'Larghezza della saldatura'),
  options: [20, 30, 40, 50].map((width) => ({ label: same(`${width} mm`), set: { seamWidth: width } })),
};

export const MACHINE_EDITION: VariantAxis = {
  name: VERSION,
  options: [
    STANDARD,
    edition('with data logger', 'mit Datenlogger', 'avec enregistreur de données', 'con registratore di dati'),
    edition('with ballast weight', 'mit Zusatzgewicht', 'avec poids supplémentaire', 'con peso aggiuntivo', undefined, { weight: 1.3 }),
  ],
};

export const VOLTAGE_3PH: VariantAxis = {
  name: l('Voltage', 'Spannung', 'Tension', 'Tensione'),
  options: [
    { label: same('230 V 1~'), set: { ratedVoltage: 230 } },
    { label: same('400 V 3~'), set: { ratedVoltage: 400 } },
    { label: same('480 V 3~'), set: { ratedVoltage: 480 } },
    { label: same('200 V 3~'), set: { ratedVoltage: 200 } },
  ],
};

export const POWER_CLASS: VariantAxis = {
  name: l('Heating power', 'Heizleistung', 'Puissance de chauffe', 'Potenza di riscaldamento'),
  options: [3300, 5400, 11000, 16000].map((watts) => ({
    label: same(`${String(watts / 1000).replace('.', ',')} kW`),
    set: { ratedPower: watts },
    scale: { airflow: watts / 5400, weight: 0.7 + watts / 18000 },
  })),
};
// Decimal separator in labels follows the language; fix the English ones.
for (const option of POWER_CLASS.options) option.label.en = option.label.en.replace(',', '.');

export const CONTROLLER: VariantAxis = {
  name: l('Control', 'Regelung', 'Régulation', 'Regolazione'),
  options: [
    edition('without controller', 'ohne Regler', 'sans régulateur', 'senza regolatore'),
    edition('with integrated controller', 'mit integriertem Regler', 'avec régulateur intégré', 'con regolatore integrato'),
  ],
};

export const HEATED_LENGTH: VariantAxis = {
  name: l('Heated length', 'Beheizte Länge', 'Longueur chauffée', 'Lunghezza riscaldata'),
  options: [300, 500, 800, 1000].map((mm) => ({
    label: same(`${mm} mm`),
    set: { heatedLength: mm },
    scale: { ratedPower: mm / 500, weight: mm / 500 },
  })),
};

export const IR_VOLTAGE: VariantAxis = {
  name: l('Voltage', 'Spannung', 'Tension', 'Tensione'),
  options: [115, 230, 400].map((voltage) => ({ label: same(`${voltage} V`), set: { ratedVoltage: voltage } })),
};

export const REFLECTOR: VariantAxis = {
  name: l('Reflector', 'Reflektor', 'Réflecteur', 'Riflettore'),
  options: [
    edition('without reflector', 'ohne Reflektor', 'sans réflecteur', 'senza riflettore'),
    edition('gold reflector', 'Goldreflektor', 'réflecteur doré', 'riflettore dorato'),
    edition('ceramic reflector', 'Keramikreflektor', 'réflecteur céramique', 'riflettore ceramico'),
  ],
};

const gas = (formula: string, wavelength: number, range: number): AxisOption => ({
  label: same(formula),
  set: { wavelength, measuringRange: [0, range] },
});

export const GAS: VariantAxis = {
  name: l('Gas', 'Gas', 'Gaz', 'Gas'),
  options: [
    gas('CH₄', 1653, 5000),
    gas('CO₂', 2004, 100000),
    gas('NH₃', 1512, 1000),
    gas('H₂S', 1578, 2000),
    gas('HCl', 1742, 500),
    gas('HF', 1312, 200),
    gas('O₂', 760, 250000),
    gas('H₂O', 1392, 50000),
  ],
};

export const SENSOR_INTERFACE: VariantAxis = {
  name: l('Interface', 'Schnittstelle', 'Interface', 'Interfaccia'),
  options: ['4–20 mA', 'Modbus RTU', 'PROFIBUS DP', 'EtherNet/IP'].map((name) => ({ label: same(name), set: { interface: name } })),
};

export const LASER_WAVELENGTH: VariantAxis = {
  name: l('Wavelength', 'Wellenlänge', "Longueur d'onde", "Lunghezza d'onda"),
  options: [808, 940, 980, 1940].map((nm) => ({ label: same(`${nm} nm`), set: { wavelength: nm } })),
};

export const LASER_POWER: VariantAxis = {
  name: l('Optical power', 'Optische Leistung', 'Puissance optique', 'Potenza ottica'),
  options: [30, 50, 100, 200].map((watts) => ({
    label: same(`${watts} W`),
    set: { opticalPower: watts },
    scale: { ratedPower: watts / 100, weight: 0.8 + watts / 500 },
  })),
};

export const LASER_OPTICS: VariantAxis = {
  name: l('Optics', 'Optik', 'Optique', 'Ottica'),
  options: [
    edition('fibre-coupled', 'fasergekoppelt', 'couplé à une fibre', 'accoppiato in fibra'),
    edition('with scanner head', 'mit Scannerkopf', 'avec tête scanner', 'con testa scanner', undefined, { weight: 1.4 }),
  ],
};

export const FLOW_RANGE: VariantAxis = {
  name: l('Flow range', 'Durchflussbereich', 'Plage de débit', 'Campo di portata'),
  options: [0.5, 2, 20, 100, 500].map((max) => ({
    label: l(
      `0–${max} l/min`,
      `0–${String(max).replace('.', ',')} l/min`,
      `0–${String(max).replace('.', ',')} l/min`,
      `0–${String(max).replace('.', ',')} l/min`,
    ),
    set: { flowRange: [0, max] },
  })),
};

export const CALIBRATION_GAS: VariantAxis = {
  name: l('Calibration gas', 'Kalibriergas', "Gaz d'étalonnage", 'Gas di calibrazione'),
  options: [l('Air', 'Luft', 'Air', 'Aria'), same('N₂'), same('O₂'), same('CO₂'), same('Ar'), same('He')].map((label) => ({ label })),
};

export const FOCAL_LENGTH: VariantAxis = {
  name: l('Focal length', 'Brennweite', 'Distance focale', 'Lunghezza focale'),
  options: [0.3, 0.6, 0.9, 1.5, 2.5, 4].map((mm) => ({
    label: l(
      `EFL ${mm} mm`,
      `EFL ${String(mm).replace('.', ',')} mm`,
      `EFL ${String(mm).replace('.', ',')} mm`,
      `EFL ${String(mm).replace('.', ',')} mm`,
    ),
    set: { focalLength: mm, clearAperture: Math.round(mm * 1.6 * 100) / 100 },
  })),
};

export const COATING: VariantAxis = {
  name: l('Coating', 'Beschichtung', 'Traitement', 'Rivestimento'),
  options: [
    { label: l('uncoated', 'unbeschichtet', 'non traité', 'non trattato'), set: { spectralRange: [400, 2200] } },
    { label: same('AR 800–1000 nm'), set: { spectralRange: [800, 1000] } },
    { label: same('AR 1500–1600 nm'), set: { spectralRange: [1500, 1600] } },
  ],
};

export const LENS_LENGTH: VariantAxis = {
  name: l('Lens length', 'Linsenlänge', 'Longueur de lentille', 'Lunghezza della lente'),
  options: [6, 12].map((mm) => ({ label: same(`${mm} mm`), set: { length: mm } })),
};

export const IR_PACKAGE: VariantAxis = {
  name: l('Package', 'Gehäuse', 'Boîtier', 'Contenitore'),
  options: ['TO-39', 'TO-5', 'TO-8', 'SMD'].map((name) => ({ label: same(name) })),
};

export const IR_WINDOW: VariantAxis = {
  name: l('Window', 'Fenster', 'Fenêtre', 'Finestra'),
  options: [
    { label: l('without window', 'ohne Fenster', 'sans fenêtre', 'senza finestra'), set: { spectralRange: [1000, 20000] } },
    { label: l('CaF₂ window', 'CaF₂-Fenster', 'fenêtre CaF₂', 'finestra CaF₂'), set: { spectralRange: [1000, 9000] } },
    { label: l('BaF₂ window', 'BaF₂-Fenster', 'fenêtre BaF₂', 'finestra BaF₂'), set: { spectralRange: [1000, 12000] } },
    { label: l('sapphire window', 'Saphirfenster', 'fenêtre saphir', 'finestra in zaffiro'), set: { spectralRange: [1000, 5000] } },
    {
      label: l('germanium window', 'Germaniumfenster', 'fenêtre germanium', 'finestra in germanio'),
      set: { spectralRange: [2000, 14000] },
    },
  ],
};

export const IR_REFLECTOR: VariantAxis = {
  name: REFLECTOR.name,
  options: [
    edition('without reflector', 'ohne Reflektor', 'sans réflecteur', 'senza riflettore'),
    edition('with parabolic reflector', 'mit Parabolreflektor', 'avec réflecteur parabolique', 'con riflettore parabolico'),
  ],
};

export const WAFER_SIZE: VariantAxis = {
  name: l('Wafer size', 'Wafergrösse', 'Taille de plaquette', 'Dimensione del wafer'),
  options: [100, 150, 200, 300].map((mm) => ({ label: same(`${mm} mm`), set: { diameter: mm } })),
};

// Accessory axes.

export const NOZZLE_WIDTH: VariantAxis = {
  name: l('Nozzle width', 'Düsenbreite', 'Largeur de buse', "Larghezza dell'ugello"),
  options: [5, 10, 20, 30, 40].map((mm) => ({ label: same(`${mm} mm`), set: { nozzleWidth: mm } })),
};

export const NOZZLE_FIT: VariantAxis = {
  name: l('Fitting', 'Anschluss', 'Raccord', 'Attacco'),
  options: [21, 31, 42].map((mm) => ({
    label: l(`Ø ${mm} mm fitting`, `Anschluss Ø ${mm} mm`, `raccord Ø ${mm} mm`, `attacco Ø ${mm} mm`),
    set: { diameter: mm },
  })),
};

export const SIZE: VariantAxis = {
  name: l('Size', 'Grösse', 'Taille', 'Misura'),
  options: [
    { label: l('small', 'klein', 'petit', 'piccolo'), scale: { weight: 0.7, length: 0.7 } },
    { label: l('medium', 'mittel', 'moyen', 'medio') },
    { label: l('large', 'gross', 'grand', 'grande'), scale: { weight: 1.5, length: 1.4 } },
  ],
};

export const LENGTH_OPTIONS: VariantAxis = {
  name: l('Length', 'Länge', 'Longueur', 'Lunghezza'),
  options: [100, 200, 300, 500].map((mm) => ({ label: same(`${mm} mm`), set: { length: mm }, scale: { weight: mm / 200 } })),
};

export const THERMOCOUPLE_TYPE: VariantAxis = {
  name: l('Sensor type', 'Sensortyp', 'Type de capteur', 'Tipo di sensore'),
  options: [l('Type K', 'Typ K', 'Type K', 'Tipo K'), l('Type J', 'Typ J', 'Type J', 'Tipo J'), same('Pt100')].map((label) => ({ label })),
};

export const CONTROL_VOLTAGE: VariantAxis = {
  name: l('Supply', 'Versorgung', 'Alimentation', 'Alimentazione'),
  options: [
    { label: same('24 V DC'), set: { ratedVoltage: 24 } },
    { label: same('230 V AC'), set: { ratedVoltage: 230 } },
  ],
};

export const GROOVE_PROFILE: VariantAxis = {
  name: l('Profile', 'Profil', 'Profil', 'Profilo'),
  options: [
    { label: l('V profile', 'V-Profil', 'profil en V', 'profilo a V') },
    { label: l('round profile', 'Rundprofil', 'profil rond', 'profilo tondo') },
  ],
};

export const GROOVE_WIDTH: VariantAxis = {
  name: l('Groove width', 'Fugenbreite', 'Largeur de rainure', 'Larghezza della scanalatura'),
  options: [3, 4, 5].map((mm) => ({ label: same(`${mm} mm`), set: { seamWidth: mm } })),
};

export const ROD_MATERIAL: VariantAxis = {
  name: l('Material', 'Material', 'Matériau', 'Materiale'),
  options: ['PE-HD', 'PP', 'PVC-U', 'PVDF', 'TPO'].map((name) => ({ label: same(name), set: { material: name } })),
};

export const ROD_DIAMETER: VariantAxis = {
  name: l('Diameter', 'Durchmesser', 'Diamètre', 'Diametro'),
  options: [3, 4, 5].map((mm) => ({ label: same(`Ø ${mm} mm`), set: { diameter: mm }, scale: { weight: mm / 4 } })),
};

export const ROD_PROFILE: VariantAxis = {
  name: l('Profile', 'Profil', 'Profil', 'Profilo'),
  options: [{ label: l('round', 'rund', 'rond', 'tondo') }, { label: l('triangular', 'dreieckig', 'triangulaire', 'triangolare') }],
};

export const SHOE_SIZE: VariantAxis = {
  name: l('Seam size', 'Nahtgrösse', 'Taille de soudure', 'Dimensione della saldatura'),
  options: [6, 8, 10, 12].map((mm) => ({ label: same(`${mm} mm`), set: { seamWidth: mm } })),
};

export const SHOE_SHAPE: VariantAxis = {
  name: l('Seam shape', 'Nahtform', 'Forme de soudure', 'Forma della saldatura'),
  options: [
    { label: l('V seam', 'V-Naht', 'soudure en V', 'saldatura a V') },
    { label: l('fillet weld', 'Kehlnaht', "soudure d'angle", "saldatura d'angolo") },
    { label: l('overlap seam', 'Überlappnaht', 'soudure à recouvrement', 'saldatura a sovrapposizione') },
  ],
};

export const SPARE_VOLTAGE: VariantAxis = {
  name: l('Voltage', 'Spannung', 'Tension', 'Tensione'),
  options: [120, 230, 400].map((voltage) => ({ label: same(`${voltage} V`), set: { ratedVoltage: voltage } })),
};

export const SPARE_POWER: VariantAxis = {
  name: l('Power', 'Leistung', 'Puissance', 'Potenza'),
  options: [1600, 3300, 5400].map((watts) => ({ label: same(`${watts} W`), set: { ratedPower: watts } })),
};

export const ROLLER_WIDTH: VariantAxis = {
  name: l('Roller width', 'Rollenbreite', 'Largeur du rouleau', 'Larghezza del rullo'),
  options: [28, 40, 80].map((mm) => ({ label: same(`${mm} mm`), set: { length: mm } })),
};

export const BALLAST: VariantAxis = {
  name: l('Weight', 'Gewicht', 'Poids', 'Peso'),
  options: [5, 10, 15].map((kg) => ({ label: same(`${kg} kg`), set: { weight: kg } })),
};

export const LENS_DIAMETER: VariantAxis = {
  name: l('Diameter', 'Durchmesser', 'Diamètre', 'Diametro'),
  options: [12.7, 25.4, 30].map((mm) => ({
    label: l(
      `Ø ${mm} mm`,
      `Ø ${String(mm).replace('.', ',')} mm`,
      `Ø ${String(mm).replace('.', ',')} mm`,
      `Ø ${String(mm).replace('.', ',')} mm`,
    ),
    set: { diameter: mm },
  })),
};

export const FIBRE_CONNECTOR: VariantAxis = {
  name: l('Connector', 'Stecker', 'Connecteur', 'Connettore'),
  options: ['SMA 905', 'D80', 'QBH'].map((name) => ({ label: same(name) })),
};
