/**
 * The forms of the form builder stand-in (spec discovery §3 form field model, §7 form builder):
 * one definition per form, read by the builder (validation, steps, redirect) and by the Sitecore
 * seed (the first step's model in the contact pages' Form renderings, sitecore/seed/contact-forms.ts).
 * Together they use every field type. Field type ids: Sitecore Forms' own; file upload and hidden
 * have ids of this stand-in (the site's libs/forms lists the same ones).
 */
import { createHash } from 'node:crypto';
import type { Language, Localized } from '../../sitecore/seed/sites.ts';

export const FIELD_TYPE_IDS = {
  section: '{447AA745-6D29-4B65-A5A3-8173AA8AF548}',
  text: '{983BFA5F-C6B6-4AEE-A3BB-46B95D52E7DF}',
  button: '{7CE25CAB-EF3A-4F73-AB13-D33BDC1E4EE2}',
  singleLineText: '{4EE89EA7-CEFE-4C8E-8532-467EF64591FC}',
  multipleLineText: '{A296A1C1-0DA0-4493-A92E-B8191F43AEC6}',
  date: '{38137D30-7B2A-47D5-BBD8-133252C01B28}',
  email: '{04C39CAC-8976-4910-BE0D-879ED3368429}',
  number: '{5B153FC0-FC3F-474F-8CB8-233FB1BEF292}',
  checkbox: '{4DA85E8A-3B48-4BC6-9565-8C1F5F36DD1B}',
  telephone: '{DF74F55B-47E6-4D1C-92F8-B0D46A7B2704}',
  dropdownList: '{E0CFADEE-1AC0-471D-A820-2E70D1547B4B}',
  checkboxList: '{D86A361A-D4FF-46B2-9E97-A37FC5B1FE1A}',
  listBox: '{222A2121-D370-4C6F-80A3-03C930B718BF}',
  radioButtonList: '{EDBD38A8-1AE9-42EC-8CCD-F5B0E2998B4F}',
  fileUpload: '{7E3C4B1D-5A2F-4E8B-9C61-0F2D3A4B5C6D}',
  hidden: '{B1D2C3E4-F5A6-4B7C-8D9E-0A1B2C3D4E5F}',
} as const;

export type FieldKind = keyof typeof FIELD_TYPE_IDS;

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

export interface SeedField {
  /** Short name; the item id is derived from the form's and this. */
  key: string;
  kind: FieldKind;
  title: Localized;
  required?: boolean;
  maxLength?: number;
  placeholder?: Localized;
  rows?: number;
  min?: number | string;
  max?: number | string;
  value?: string;
  items?: Array<{ value: string; text: Localized; selected?: boolean }>;
  showEmptyItem?: boolean;
  multipleSelection?: boolean;
  /** File upload: maxFileSize × fileSizeUnit bytes, the allowed extensions, up to maxFileCount files. */
  file?: { maxFileSize: number; fileSizeUnit: number; maxFileCount: number; allowed: string };
  /** A server-only rule (the site cannot know it): the serial number must be registered. */
  serverRule?: 'registered-serial';
}

export interface SeedStep {
  fields: SeedField[];
  button: { key: string; title: Localized };
}

export interface SeedForm {
  key: string;
  /** Localised form title (the page's heading). */
  title: Localized;
  steps: SeedStep[];
  /** Where the builder sends the visitor after the last step (site-relative, the language is prefixed). */
  redirect: string;
}

/** The accepted file types, checked by content (file-type): extension → detected MIME type. */
export const FILE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const COUNTRIES = [
  { value: 'CH', text: L('Switzerland', 'Schweiz', 'Suisse', 'Svizzera') },
  { value: 'DE', text: L('Germany', 'Deutschland', 'Allemagne', 'Germania') },
  { value: 'FR', text: L('France', 'Frankreich', 'France', 'Francia') },
  { value: 'IT', text: L('Italy', 'Italien', 'Italie', 'Italia') },
  { value: 'US', text: L('United States', 'Vereinigte Staaten', 'États-Unis', 'Stati Uniti') },
];

const PRODUCT_AREAS = [
  { value: 'hot-air', text: L('Hot-air tools', 'Heissluftgeräte', 'Appareils à air chaud', 'Apparecchi ad aria calda') },
  { value: 'welding', text: L('Welding machines', 'Schweissautomaten', 'Machines de soudage', 'Saldatrici') },
  { value: 'sensors', text: L('Sensors', 'Sensoren', 'Capteurs', 'Sensori') },
];

const name: SeedField = { key: 'name', kind: 'singleLineText', title: L('Name', 'Name', 'Nom', 'Nome'), required: true, maxLength: 100 };
const email: SeedField = { key: 'email', kind: 'email', title: L('E-mail', 'E-Mail', 'E-mail', 'E-mail'), required: true, maxLength: 254 };
const phone: SeedField = { key: 'phone', kind: 'telephone', title: L('Phone', 'Telefon', 'Téléphone', 'Telefono'), maxLength: 30 };
const country: SeedField = {
  key: 'country',
  kind: 'dropdownList',
  title: L('Country', 'Land', 'Pays', 'Paese'),
  required: true,
  showEmptyItem: true,
  items: COUNTRIES,
};
const privacy: SeedField = {
  key: 'privacy',
  kind: 'checkbox',
  title: L(
    'I agree that my data is used to answer my request.',
    'Ich bin einverstanden, dass meine Daten zur Beantwortung meiner Anfrage verwendet werden.',
    'J’accepte que mes données soient utilisées pour répondre à ma demande.',
    'Accetto che i miei dati vengano usati per rispondere alla mia richiesta.',
  ),
};

/** Who is asking: the first fields of the job application and expert forms. */
const aboutYou: SeedField[] = [name, email, phone, country];

/**
 * Spec discovery §2 "Concerns: … job applications (three company variants)": one application form
 * per company of the group that hires (the jobs lister's company tabs, coveo/seed generated-content.ts).
 * The company is a hidden field, so the editors can route the applications.
 */
const JOB_COMPANIES = [
  { key: 'technologies', name: 'Kestrel Technologies' },
  { key: 'sensor', name: 'Kestrel Sensor' },
  { key: 'welding-tools', name: 'Kestrel Welding Tools' },
] as const;

function jobApplicationForm(company: (typeof JOB_COMPANIES)[number]): SeedForm {
  return {
    key: `job-application-${company.key}`,
    title: L(
      `Job application – ${company.name}`,
      `Bewerbung – ${company.name}`,
      `Candidature – ${company.name}`,
      `Candidatura – ${company.name}`,
    ),
    redirect: `/contact/job-application-${company.key}/thank-you`,
    steps: [
      {
        fields: [
          ...aboutYou,
          { key: 'position', kind: 'singleLineText', title: L('Position', 'Stelle', 'Poste', 'Posizione'), required: true, maxLength: 150 },
          {
            key: 'start',
            kind: 'date',
            title: L('Earliest start', 'Frühester Eintritt', 'Début au plus tôt', 'Inizio al più presto'),
            min: '2026-01-01T00:00:00',
            max: '2028-12-31T00:00:00',
          },
          {
            key: 'letter',
            kind: 'multipleLineText',
            title: L('Cover letter', 'Motivationsschreiben', 'Lettre de motivation', 'Lettera di presentazione'),
            maxLength: 4000,
            rows: 6,
          },
          {
            key: 'documents',
            kind: 'fileUpload',
            title: L('CV and certificates', 'Lebenslauf und Zeugnisse', 'CV et certificats', 'CV e certificati'),
            file: { maxFileSize: 5, fileSizeUnit: 1048576, maxFileCount: 5, allowed: '.pdf' },
          },
          { key: 'company', kind: 'hidden', title: L('Company', 'Firma', 'Entreprise', 'Azienda'), value: company.name },
          privacy,
        ],
        button: { key: 'send', title: L('Send application', 'Bewerbung senden', 'Envoyer la candidature', 'Inviare la candidatura') },
      },
    ],
  };
}

/** Spec discovery §2 concern "talk to an expert": where a product page's expert link and a point's expert contact lead. */
const talkToAnExpert: SeedForm = {
  key: 'talk-to-an-expert',
  title: L('Talk to an expert', 'Expertenberatung', 'Parler à un expert', 'Parla con un esperto'),
  redirect: '/contact/talk-to-an-expert/thank-you',
  steps: [
    {
      fields: [
        ...aboutYou,
        {
          key: 'topic',
          kind: 'dropdownList',
          title: L('Topic', 'Thema', 'Sujet', 'Argomento'),
          required: true,
          showEmptyItem: true,
          items: PRODUCT_AREAS,
        },
        {
          key: 'message',
          kind: 'multipleLineText',
          title: L('Your question', 'Ihre Frage', 'Votre question', 'La sua domanda'),
          required: true,
          maxLength: 2000,
          rows: 5,
        },
        // The site fills it from the product link that opened the page (issue 28; libs/forms PRODUCT_FIELD).
        { key: 'product', kind: 'hidden', title: L('Product', 'Produkt', 'Produit', 'Prodotto'), maxLength: 200 },
        {
          key: 'callback',
          kind: 'checkbox',
          title: L('Please call me back', 'Bitte rufen Sie mich an', 'Rappelez-moi, s’il vous plaît', 'Mi richiami, per favore'),
        },
        privacy,
      ],
      button: { key: 'send', title: L('Send', 'Senden', 'Envoyer', 'Invia') },
    },
  ],
};

export const FORMS: SeedForm[] = [
  {
    key: 'get-a-quote',
    title: L('Get a quote', 'Offerte anfordern', 'Demander une offre', 'Richiedere un’offerta'),
    redirect: '/contact/get-a-quote/thank-you',
    steps: [
      {
        fields: [
          name,
          email,
          { ...phone, required: true },
          country,
          {
            key: 'areas',
            kind: 'listBox',
            title: L('Products of interest', 'Interessante Produkte', 'Produits qui vous intéressent', 'Prodotti di interesse'),
            multipleSelection: true,
            rows: 3,
            required: true,
            items: PRODUCT_AREAS,
          },
          { key: 'quantity', kind: 'number', title: L('Quantity', 'Menge', 'Quantité', 'Quantità'), min: 1, max: 1000, required: true },
          {
            key: 'needed',
            kind: 'date',
            title: L('Needed by', 'Benötigt bis', 'Nécessaire pour le', 'Necessario entro'),
            min: '2026-01-01T00:00:00',
            max: '2031-12-31T00:00:00',
          },
          { key: 'notes', kind: 'multipleLineText', title: L('Notes', 'Bemerkungen', 'Remarques', 'Note'), maxLength: 2000, rows: 4 },
          // The site fills it from the product link that opened the page (issue 28; libs/forms PRODUCT_FIELD).
          { key: 'product', kind: 'hidden', title: L('Product', 'Produkt', 'Produit', 'Prodotto'), maxLength: 200 },
          // The site fills it with the wishlist products the page lists (issue 28; libs/forms WISHLIST_PRODUCTS_FIELD).
          {
            key: 'wishlistProducts',
            kind: 'hidden',
            title: L('Wishlist products', 'Produkte der Merkliste', 'Produits de la liste d’envies', 'Prodotti della lista dei desideri'),
            maxLength: 4000,
          },
          privacy,
        ],
        button: { key: 'send', title: L('Request quote', 'Offerte anfordern', 'Demander l’offre', 'Richiedere l’offerta') },
      },
    ],
  },
  ...JOB_COMPANIES.map(jobApplicationForm),
  {
    key: 'product-support',
    title: L('Product support', 'Produktsupport', 'Support produit', 'Assistenza prodotti'),
    redirect: '/contact/product-support/thank-you',
    steps: [
      {
        fields: [
          { key: 'intro', kind: 'section', title: L('About you', 'Über Sie', 'Vos coordonnées', 'I suoi dati') },
          name,
          email,
          phone,
          { key: 'company', kind: 'singleLineText', title: L('Company', 'Firma', 'Entreprise', 'Azienda'), maxLength: 100 },
          country,
          { key: 'source', kind: 'hidden', title: L('Source', 'Quelle', 'Source', 'Fonte'), value: 'contact-page' },
        ],
        button: { key: 'next', title: L('Next', 'Weiter', 'Suivant', 'Avanti') },
      },
      {
        fields: [
          { key: 'device', kind: 'section', title: L('Your device', 'Ihr Gerät', 'Votre appareil', 'Il suo apparecchio') },
          {
            key: 'area',
            kind: 'radioButtonList',
            title: L('Product area', 'Produktbereich', 'Domaine de produits', 'Area di prodotto'),
            items: PRODUCT_AREAS.map((item, index) => ({ ...item, selected: index === 0 })),
          },
          {
            key: 'serial',
            kind: 'singleLineText',
            title: L('Serial number', 'Seriennummer', 'Numéro de série', 'Numero di serie'),
            maxLength: 20,
            placeholder: L('e.g. 123456', 'z. B. 123456', 'p. ex. 123456', 'p. es. 123456'),
            serverRule: 'registered-serial',
          },
          {
            key: 'quantity',
            kind: 'number',
            title: L('Number of devices', 'Anzahl Geräte', 'Nombre d’appareils', 'Numero di apparecchi'),
            min: 1,
            max: 100,
            value: '1',
          },
          {
            key: 'purchased',
            kind: 'date',
            title: L('Date of purchase', 'Kaufdatum', 'Date d’achat', 'Data di acquisto'),
            min: '2000-01-01T00:00:00',
            max: '2030-12-31T00:00:00',
          },
          {
            key: 'message',
            kind: 'multipleLineText',
            title: L('Your message', 'Ihre Nachricht', 'Votre message', 'Il suo messaggio'),
            required: true,
            maxLength: 2000,
            rows: 5,
          },
          {
            key: 'attachments',
            kind: 'fileUpload',
            title: L('Photos or documents', 'Fotos oder Dokumente', 'Photos ou documents', 'Foto o documenti'),
            file: { maxFileSize: 2, fileSizeUnit: 1048576, maxFileCount: 3, allowed: '.pdf,.png,.jpg,.jpeg' },
          },
          {
            key: 'reply',
            kind: 'checkboxList',
            title: L('Reply by', 'Antwort per', 'Réponse par', 'Risposta via'),
            items: [
              { value: 'email', text: L('E-mail', 'E-Mail', 'E-mail', 'E-mail'), selected: true },
              { value: 'phone', text: L('Phone', 'Telefon', 'Téléphone', 'Telefono') },
            ],
          },
          privacy,
        ],
        button: { key: 'send', title: L('Send', 'Senden', 'Envoyer', 'Invia') },
      },
    ],
  },
  talkToAnExpert,
];

function guid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex').toUpperCase();
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}}`;
}

export const formItemId = (form: SeedForm) => guid('form', form.key);
export const fieldItemId = (form: SeedForm, field: SeedField) => guid('form', form.key, 'field', field.key);
export const buttonItemId = (form: SeedForm, step: number) => guid('form', form.key, 'button', String(step));
/** Sitecore's prefix: `fxb.` and the form item id's hex digits. */
export const htmlPrefixOf = (form: SeedForm) =>
  `fxb.${formItemId(form)
    .replace(/[^0-9A-F]/g, '')
    .toLowerCase()}`;
export const valueNameOf = (form: SeedForm, field: SeedField) => `${htmlPrefixOf(form)}.Fields[${fieldItemId(form, field)}].Value`;

const UNIT_NAMES: Record<number, string> = { 1: 'bytes', 1024: 'KB', 1048576: 'MB', 1073741824: 'GB' };

/** The editors' messages of §5 (server-configured; the site shows them as they are). */
export const MESSAGES = {
  required: L('{0} is required.', '{0} ist ein Pflichtfeld.', '{0} est obligatoire.', '{0} è obbligatorio.'),
  email: L(
    '{0} is not a valid e-mail address.',
    '{0} ist keine gültige E-Mail-Adresse.',
    '{0} n’est pas une adresse e-mail valide.',
    '{0} non è un indirizzo e-mail valido.',
  ),
  length: L(
    '{0} must be at most {2} characters long.',
    '{0} darf höchstens {2} Zeichen lang sein.',
    '{0} doit comporter au plus {2} caractères.',
    '{0} può contenere al massimo {2} caratteri.',
  ),
  fileSize: L(
    'Each file may be at most {0} {1}.',
    'Jede Datei darf höchstens {0} {1} gross sein.',
    'Chaque fichier peut faire au plus {0} {1}.',
    'Ogni file può essere al massimo di {0} {1}.',
  ),
  fileType: L(
    'Only these file types are accepted: {0}.',
    'Nur diese Dateitypen sind erlaubt: {0}.',
    'Seuls ces types de fichiers sont acceptés : {0}.',
    'Sono accettati solo questi tipi di file: {0}.',
  ),
  fileCount: L(
    'At most {0} files for {1}.',
    'Höchstens {0} Dateien für {1}.',
    'Au plus {0} fichiers pour {1}.',
    'Al massimo {0} file per {1}.',
  ),
  serial: L(
    'This serial number is not registered. Please check the type plate (six to ten digits).',
    'Diese Seriennummer ist nicht registriert. Bitte prüfen Sie das Typenschild (sechs bis zehn Ziffern).',
    'Ce numéro de série n’est pas enregistré. Veuillez vérifier la plaque signalétique (six à dix chiffres).',
    'Questo numero di serie non è registrato. Verifichi la targhetta (da sei a dieci cifre).',
  ),
  range: L(
    '{0} must be between {1} and {2}.',
    '{0} muss zwischen {1} und {2} liegen.',
    '{0} doit être compris entre {1} et {2}.',
    '{0} deve essere compreso tra {1} e {2}.',
  ),
  choice: L(
    'Please choose {0} from the list.',
    'Bitte wählen Sie {0} aus der Liste.',
    'Veuillez choisir {0} dans la liste.',
    'Scelga {0} dall’elenco.',
  ),
  session: L(
    'Your session has expired. Please start the form again.',
    'Ihre Sitzung ist abgelaufen. Bitte beginnen Sie das Formular von vorne.',
    'Votre session a expiré. Veuillez recommencer le formulaire.',
    'La sessione è scaduta. Ricominci il modulo.',
  ),
};

export const unitNameOf = (fileSizeUnit: number) => UNIT_NAMES[fileSizeUnit] ?? 'bytes';

function validationModels(form: SeedForm, field: SeedField, language: Language) {
  const model = (name: string, message: string) => ({ itemId: guid('validator', form.key, field.key, name), name, message });
  if (field.kind === 'email') return [model('EmailValidator', MESSAGES.email[language])];
  if (field.kind === 'fileUpload')
    return [
      model('FileSizeValidator', MESSAGES.fileSize[language]),
      model('FileTypeValidator', MESSAGES.fileType[language]),
      model('FileCountValidator', MESSAGES.fileCount[language]),
    ];
  if (field.maxLength) return [model('StringLengthValidator', MESSAGES.length[language])];
  return [];
}

/** One field in the Sitecore Forms JSON shape (FormField with its view model). */
function fieldModel(form: SeedForm, field: SeedField, language: Language) {
  const itemId = fieldItemId(form, field);
  const base = {
    itemId,
    name: field.key,
    templateId: FIELD_TYPE_IDS[field.kind],
    fieldTypeItemId: FIELD_TYPE_IDS[field.kind],
    title: field.title[language],
    cssClass: '',
    validationDataModels: validationModels(form, field, language),
  };
  if (field.kind === 'section') return { model: { ...base, text: field.title[language], htmlTag: 'h3' }, fields: [] };
  const prefix = htmlPrefixOf(form);
  return {
    model: {
      ...base,
      labelCssClass: '',
      required: field.required ?? false,
      isTrackingEnabled: true,
      value: field.value ?? '',
      ...(field.maxLength ? { maxLength: field.maxLength, minLength: 0 } : {}),
      ...(field.placeholder ? { placeholderText: field.placeholder[language] } : {}),
      ...(field.rows ? { rows: field.rows } : {}),
      ...(field.min !== undefined ? { min: field.min } : {}),
      ...(field.max !== undefined ? { max: field.max } : {}),
      ...(field.items
        ? {
            items: field.items.map((item) => ({
              itemId: guid('item', form.key, field.key, item.value),
              value: item.value,
              text: item.text[language],
              selected: item.selected ?? false,
            })),
            showEmptyItem: field.showEmptyItem ?? false,
            multipleSelection: field.multipleSelection ?? false,
          }
        : {}),
      ...(field.file
        ? {
            isMultiple: field.file.maxFileCount > 1,
            maxFileSize: field.file.maxFileSize,
            fileSizeUnit: field.file.fileSizeUnit,
            maxFileCount: field.file.maxFileCount,
            allowedContentTypes: field.file.allowed,
          }
        : {}),
    },
    indexField: { id: '', name: `${prefix}.Fields.Index`, value: itemId },
    fieldIdField: { id: '', name: `${prefix}.Fields[${itemId}].ItemId`, value: itemId },
    valueField: { id: `${prefix.replace('.', '_')}_${field.key}`, name: valueNameOf(form, field), value: field.value ?? '' },
  };
}

/** A step of a form in the Sitecore Forms JSON shape (the layout's rendering fields, or a `nextForm`). */
export function formModel(form: SeedForm, step: number, language: Language, sessionId: string) {
  const prefix = htmlPrefixOf(form);
  const current = form.steps[step];
  if (!current) throw new Error(`Form ${form.key} has no step ${step}`);
  const buttonId = buttonItemId(form, step);
  return {
    htmlPrefix: prefix,
    contextItemId: formItemId(form),
    formItemId: { id: '', name: `${prefix}.FormItemId`, value: formItemId(form) },
    formSessionId: { id: '', name: `${prefix}.FormSessionId`, value: sessionId },
    pageItemId: { id: '', name: `${prefix}.PageItemId`, value: guid('form', form.key, 'page', String(step)) },
    metadata: {
      itemId: formItemId(form),
      isTrackingEnabled: true,
      cssClass: '',
      title: form.title[language],
      step,
      steps: form.steps.length,
    },
    fields: [
      ...current.fields.map((field) => fieldModel(form, field, language)),
      {
        model: {
          itemId: buttonId,
          name: current.button.key,
          templateId: FIELD_TYPE_IDS.button,
          fieldTypeItemId: FIELD_TYPE_IDS.button,
          title: current.button.title[language],
          cssClass: '',
          validationDataModels: [],
        },
        buttonField: { id: `${prefix.replace('.', '_')}_${current.button.key}`, name: `${prefix}.NavigationButtons`, value: buttonId },
        navigationButtonsField: { id: '', name: `${prefix}.NavigationButtons`, value: buttonId },
        navigationStepField: { id: '', name: `${prefix}.${buttonId}.NavigationStep`, value: step === form.steps.length - 1 ? '0' : '1' },
      },
    ],
  };
}
