import type { DomainKey } from './domains.ts';
import { l, type Localized } from './localized.ts';

/** Texts around the product data: image views, downloads, videos, scope of delivery, meta text. */

/** The central place for product videos: another issue adds the real file at this path. */
export const DEMO_VIDEO_SRC = '/-/media/hot-air-seam.webm';
/**
 * MIME type of DEMO_VIDEO_SRC. The real gateway mostly says video/mp4; the demo file is WebM, and
 * a <source type="video/mp4"> pointing at WebM is skipped by browsers without MP4 support.
 */
export const DEMO_VIDEO_TYPE = 'video/webm';

export const IMAGE_VIEWS: Array<{ key: string; alt: Localized }> = [
  { key: 'front', alt: l('front view', 'Vorderansicht', 'vue de face', 'vista frontale') },
  { key: 'side', alt: l('side view', 'Seitenansicht', 'vue de côté', 'vista laterale') },
  { key: 'in-use', alt: l('in use', 'im Einsatz', 'en utilisation', 'in uso') },
  { key: 'rear', alt: l('rear view', 'Rückansicht', 'vue arrière', 'vista posteriore') },
  { key: 'top', alt: l('top view', 'Draufsicht', 'vue de dessus', "vista dall'alto") },
  { key: 'controls', alt: l('detail of the controls', 'Detail der Bedienelemente', 'détail des commandes', 'dettaglio dei comandi') },
  {
    key: 'connection',
    alt: l('detail of the connection', 'Detail des Anschlusses', 'détail du raccordement', 'dettaglio del collegamento'),
  },
  { key: 'accessories', alt: l('with accessories', 'mit Zubehör', 'avec accessoires', 'con accessori') },
  { key: 'case', alt: l('in the carrying case', 'im Koffer', 'dans le coffret', 'nella valigetta') },
  { key: 'workbench', alt: l('on the workbench', 'auf der Werkbank', "sur l'établi", 'sul banco di lavoro') },
  { key: 'close-up', alt: l('close-up', 'Nahaufnahme', 'gros plan', 'primo piano') },
  { key: 'drawing', alt: l('dimension drawing', 'Massbild', 'plan coté', 'disegno quotato') },
  { key: 'packaging', alt: l('packaging', 'Verpackung', 'emballage', 'imballaggio') },
  { key: 'application', alt: l('in the application', 'in der Anwendung', "dans l'application", "nell'applicazione") },
];

export const VIDEO_ALT = l('product video', 'Produktvideo', 'vidéo du produit', 'video del prodotto');
export const OBJECT_3D_ALT = l('3D model', '3D-Modell', 'modèle 3D', 'modello 3D');

/** Document languages of downloads: the four site languages and a few more. */
export const DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

type Titles = Record<DocumentLanguage, string>;
const t = (en: string, de: string, fr: string, it: string, es: string, nl: string, pl: string): Titles => ({ en, de, fr, it, es, nl, pl });

export type DownloadGroup = 'info' | 'media';

/** Download categories (spec product §2 Downloads page: Information Material and Media Assets). */
export const DOWNLOAD_CATEGORIES = {
  'operating-instructions': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Operating instructions',
      'Bedienungsanleitung',
      "Mode d'emploi",
      "Istruzioni per l'uso",
      'Manual de instrucciones',
      'Gebruiksaanwijzing',
      'Instrukcja obsługi',
    ),
  },
  brochures: { group: 'info', format: 'pdf', title: t('Brochure', 'Broschüre', 'Brochure', 'Brochure', 'Folleto', 'Brochure', 'Broszura') },
  'technical-datasheets': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Technical datasheet',
      'Technisches Datenblatt',
      'Fiche technique',
      'Scheda tecnica',
      'Ficha técnica',
      'Technisch gegevensblad',
      'Karta techniczna',
    ),
  },
  'declarations-of-conformity': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Declaration of conformity',
      'Konformitätserklärung',
      'Déclaration de conformité',
      'Dichiarazione di conformità',
      'Declaración de conformidad',
      'Conformiteitsverklaring',
      'Deklaracja zgodności',
    ),
  },
  'spare-parts-lists': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Spare parts list',
      'Ersatzteilliste',
      'Liste des pièces de rechange',
      'Elenco dei ricambi',
      'Lista de repuestos',
      'Onderdelenlijst',
      'Lista części zamiennych',
    ),
  },
  'safety-datasheets': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Safety data sheet',
      'Sicherheitsdatenblatt',
      'Fiche de données de sécurité',
      'Scheda di dati di sicurezza',
      'Ficha de datos de seguridad',
      'Veiligheidsinformatieblad',
      'Karta charakterystyki',
    ),
  },
  certificates: {
    group: 'info',
    format: 'pdf',
    title: t('Certificate', 'Zertifikat', 'Certificat', 'Certificato', 'Certificado', 'Certificaat', 'Certyfikat'),
  },
  'service-manuals': {
    group: 'info',
    format: 'pdf',
    title: t(
      'Service manual',
      'Servicehandbuch',
      'Manuel de service',
      'Manuale di assistenza',
      'Manual de servicio',
      'Servicehandleiding',
      'Instrukcja serwisowa',
    ),
  },
  'product-images': {
    group: 'media',
    format: 'svg',
    title: t(
      'Product image',
      'Produktbild',
      'Image produit',
      'Immagine del prodotto',
      'Imagen del producto',
      'Productafbeelding',
      'Zdjęcie produktu',
    ),
  },
  'application-images': {
    group: 'media',
    format: 'svg',
    title: t(
      'Application image',
      'Anwendungsbild',
      "Image d'application",
      'Immagine applicativa',
      'Imagen de aplicación',
      'Toepassingsafbeelding',
      'Zdjęcie zastosowania',
    ),
  },
  'dimension-drawings': {
    group: 'media',
    format: 'pdf',
    title: t('Dimension drawing', 'Massbild', 'Plan coté', 'Disegno quotato', 'Plano acotado', 'Maattekening', 'Rysunek wymiarowy'),
  },
} satisfies Record<string, { group: DownloadGroup; format: 'pdf' | 'svg'; title: Titles }>;

export type DownloadCategoryKey = keyof typeof DOWNLOAD_CATEGORIES;

export const HOW_TO_VIDEOS: Localized[] = [
  l('Changing the nozzle', 'Düse wechseln', 'Changer la buse', "Cambiare l'ugello"),
  l('Setting the temperature', 'Temperatur einstellen', 'Régler la température', 'Impostare la temperatura'),
  l('Replacing the heating element', 'Heizelement ersetzen', "Remplacer l'élément chauffant", 'Sostituire la resistenza'),
  l('Cleaning the air filter', 'Luftfilter reinigen', 'Nettoyer le filtre à air', "Pulire il filtro dell'aria"),
  l('First start-up', 'Erste Inbetriebnahme', 'Première mise en service', 'Prima messa in funzione'),
  l('Welding an overlap seam', 'Überlappnaht schweissen', 'Souder un recouvrement', 'Saldare una sovrapposizione'),
  l('Testing the seam', 'Naht prüfen', 'Contrôler la soudure', 'Controllare la saldatura'),
  l('Connecting to the app', 'Mit der App verbinden', "Connecter à l'application", "Collegare all'app"),
  l('Calibrating the sensor', 'Sensor kalibrieren', 'Étalonner le capteur', 'Calibrare il sensore'),
  l('Mounting and alignment', 'Montage und Ausrichtung', 'Montage et alignement', 'Montaggio e allineamento'),
];

/** Which how-to videos fit which domain (indices into HOW_TO_VIDEOS). */
export const HOW_TO_BY_DOMAIN: Record<DomainKey, number[]> = {
  heat: [0, 1, 2, 3, 4, 7],
  welding: [0, 1, 2, 4, 5, 6, 7],
  sensing: [4, 7, 8, 9],
  photonics: [4, 9],
};

export const RESTRICTED_VIDEOS: Localized[] = [
  l('Service training: disassembly', 'Serviceschulung: Demontage', 'Formation service : démontage', 'Formazione assistenza: smontaggio'),
  l(
    'Dealer training: product features',
    'Händlerschulung: Produktmerkmale',
    'Formation revendeurs : caractéristiques',
    'Formazione rivenditori: caratteristiche',
  ),
  l(
    'Service: error codes explained',
    'Service: Fehlercodes erklärt',
    "Service : codes d'erreur expliqués",
    'Assistenza: codici di errore spiegati',
  ),
  l(
    'Service: firmware update',
    'Service: Firmware-Update',
    'Service : mise à jour du micrologiciel',
    'Assistenza: aggiornamento del firmware',
  ),
];

/** Text-only entries of a scope of delivery (no article number, no product link). */
export const SCOPE_TEXTS: Localized[] = [
  l('Operating instructions', 'Bedienungsanleitung', "Mode d'emploi", "Istruzioni per l'uso"),
  l('Safety instructions', 'Sicherheitshinweise', 'Consignes de sécurité', 'Istruzioni di sicurezza'),
  l('Test report', 'Prüfprotokoll', "Rapport d'essai", 'Rapporto di prova'),
  l('Calibration certificate', 'Kalibrierzertifikat', "Certificat d'étalonnage", 'Certificato di calibrazione'),
  l('Cardboard box', 'Karton', 'Carton', 'Scatola di cartone'),
];

export const META_DESCRIPTION = l(
  '{name} from the {category} range of {brand}: technical data, variants, accessories and downloads.',
  '{name} aus dem Sortiment {category} von {brand}: technische Daten, Varianten, Zubehör und Downloads.',
  '{name} de la gamme {category} de {brand} : caractéristiques techniques, variantes, accessoires et téléchargements.',
  '{name} della gamma {category} di {brand}: dati tecnici, varianti, accessori e download.',
);

/** The device itself as the first scope-of-delivery line: "1 × {articleName}". */
export const SCOPE_DEVICE = l('1 × {name}', '1 × {name}', '1 × {name}', '1 × {name}');
