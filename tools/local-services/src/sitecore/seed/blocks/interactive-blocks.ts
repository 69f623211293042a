import { itemId } from '../ids.ts';
import type { Language, Localized, SiteSeed } from '../sites.ts';
import { mediaImage, type BlockRendering, type BlockSeed } from './types.ts';

/**
 * Seed content for the interactive blocks: accordion, read-more text, download teaser,
 * image slider and the image and video hero slider. Child items use the multilist shape the
 * layout service sends: `Items: [{ id, name, fields }]`. Rich text is raw editor HTML; the site's
 * server sanitises it before rendering.
 */

const uid = (site: SiteSeed, slug: string, suffix: string) => itemId(site.name, `/blocks/${slug}`, suffix);

function child(site: SiteSeed, slug: string, name: string, fields: Record<string, unknown>) {
  return { id: itemId(site.name, `/blocks/${slug}/items`, name), name, fields };
}

const text = (value: string) => ({ value });
const link = (href: string, label: string) => ({ value: { href, text: label } });

// --- Accordion -------------------------------------------------------------------------------

const ACCORDION_TITLE: Localized = {
  en: 'Frequently asked questions',
  de: 'Häufig gestellte Fragen',
  fr: 'Questions fréquentes',
  it: 'Domande frequenti',
};

const ACCORDION_ITEMS: { name: string; title: Localized; body: Localized }[] = [
  {
    name: 'delivery',
    title: {
      en: 'How fast do you deliver spare parts?',
      de: 'Wie schnell liefern Sie Ersatzteile?',
      fr: 'En combien de temps livrez-vous les pièces de rechange ?',
      it: 'In quanto tempo consegnate i ricambi?',
    },
    body: {
      en: '<p>Parts in stock leave our warehouse within <strong>24 hours</strong>. Express delivery is available in most European countries.</p>',
      de: '<p>Ersatzteile ab Lager verlassen unser Lager innert <strong>24 Stunden</strong>. In den meisten europäischen Ländern ist eine Expresslieferung möglich.</p>',
      fr: '<p>Les pièces en stock quittent notre entrepôt en <strong>24 heures</strong>. Une livraison express est possible dans la plupart des pays européens.</p>',
      it: '<p>I ricambi disponibili lasciano il nostro magazzino entro <strong>24 ore</strong>. Nella maggior parte dei paesi europei è possibile la consegna espressa.</p>',
    },
  },
  {
    name: 'warranty',
    title: {
      en: 'What does the warranty cover?',
      de: 'Was deckt die Garantie ab?',
      fr: 'Que couvre la garantie ?',
      it: 'Che cosa copre la garanzia?',
    },
    body: {
      en: '<p>Every device carries a two-year warranty on material and workmanship.</p><ul><li>Heating elements: one year</li><li>Motors and electronics: two years</li></ul>',
      de: '<p>Auf jedes Gerät gewähren wir zwei Jahre Garantie auf Material und Verarbeitung.</p><ul><li>Heizelemente: ein Jahr</li><li>Motoren und Elektronik: zwei Jahre</li></ul>',
      fr: '<p>Chaque appareil bénéficie d’une garantie de deux ans sur le matériel et la fabrication.</p><ul><li>Éléments chauffants : un an</li><li>Moteurs et électronique : deux ans</li></ul>',
      it: '<p>Ogni apparecchio ha una garanzia di due anni su materiali e lavorazione.</p><ul><li>Resistenze: un anno</li><li>Motori ed elettronica: due anni</li></ul>',
    },
  },
  {
    name: 'training',
    title: {
      en: 'Do you offer training?',
      de: 'Bieten Sie Schulungen an?',
      fr: 'Proposez-vous des formations ?',
      it: 'Offrite corsi di formazione?',
    },
    body: {
      en: '<p>Yes. Our training centre runs courses for beginners and certified professionals. <a href="/contact">Contact us</a> for dates.</p>',
      de: '<p>Ja. Unser Schulungszentrum bietet Kurse für Einsteiger und zertifizierte Fachleute an. <a href="/contact">Kontaktieren Sie uns</a> für die Termine.</p>',
      fr: '<p>Oui. Notre centre de formation propose des cours pour débutants et professionnels certifiés. <a href="/contact">Contactez-nous</a> pour connaître les dates.</p>',
      it: '<p>Sì. Il nostro centro di formazione propone corsi per principianti e professionisti certificati. <a href="/contact">Contattateci</a> per conoscere le date.</p>',
    },
  },
];

// --- Read-more text --------------------------------------------------------------------------

const READ_MORE_TITLE: Localized = {
  en: 'Our story',
  de: 'Unsere Geschichte',
  fr: 'Notre histoire',
  it: 'La nostra storia',
};

function readMoreText(site: SiteSeed, language: Language): string {
  const name = site.displayName;
  const focus = site.focus[language];
  const copy: Localized = {
    en: `<p>It started with a hand-held hot-air tool built in a small workshop. The idea was simple: heat materials precisely, so they can be joined as reliably as metal.</p><p>In the decades that followed, the workshop grew into ${name}. Today our teams work on ${focus}.</p><p>A worldwide network of sales and service points keeps every machine running, and every product is tested before it leaves the factory.</p><p>What has not changed is the workshop spirit: curiosity, precision and a close ear to the people who use our products every day.</p>`,
    de: `<p>Alles begann mit einem Heissluft-Handgerät aus einer kleinen Werkstatt. Die Idee war einfach: Werkstoffe präzise erwärmen, damit sie sich so zuverlässig verbinden lassen wie Metall.</p><p>In den folgenden Jahrzehnten wuchs die Werkstatt zu ${name}. Heute arbeiten unsere Teams an ${focus}.</p><p>Ein weltweites Netz von Verkaufs- und Servicestellen hält jede Maschine am Laufen, und jedes Produkt wird geprüft, bevor es das Werk verlässt.</p><p>Geblieben ist der Werkstattgeist: Neugier, Präzision und ein offenes Ohr für die Menschen, die täglich mit unseren Produkten arbeiten.</p>`,
    fr: `<p>Tout a commencé avec un appareil à air chaud portatif, fabriqué dans un petit atelier. L’idée était simple : chauffer les matériaux avec précision pour les assembler aussi sûrement que le métal.</p><p>Au fil des décennies, l’atelier est devenu ${name}. Aujourd’hui, nos équipes travaillent sur ${focus}.</p><p>Un réseau mondial de points de vente et de service assure le bon fonctionnement de chaque machine, et chaque produit est contrôlé avant de quitter l’usine.</p><p>L’esprit d’atelier, lui, n’a pas changé : curiosité, précision et écoute des personnes qui utilisent nos produits au quotidien.</p>`,
    it: `<p>Tutto è iniziato con un apparecchio ad aria calda portatile, costruito in una piccola officina. L’idea era semplice: riscaldare i materiali con precisione, per unirli in modo affidabile come il metallo.</p><p>Nei decenni successivi l’officina è diventata ${name}. Oggi i nostri team lavorano su ${focus}.</p><p>Una rete mondiale di punti vendita e assistenza mantiene ogni macchina in funzione, e ogni prodotto viene collaudato prima di lasciare lo stabilimento.</p><p>Lo spirito d’officina non è cambiato: curiosità, precisione e ascolto delle persone che usano i nostri prodotti ogni giorno.</p>`,
  };
  return copy[language];
}

// --- Download teaser -------------------------------------------------------------------------

const DOWNLOADS_TITLE: Localized = {
  en: 'Manuals and certificates',
  de: 'Anleitungen und Zertifikate',
  fr: 'Manuels et certificats',
  it: 'Manuali e certificati',
};

// The local media library serves generated SVGs only, so the files are SVG documents here.
const DOWNLOADS: { name: string; size: number; title: Localized }[] = [
  {
    name: 'operating-manual',
    size: 2516582,
    title: { en: 'Operating manual', de: 'Bedienungsanleitung', fr: 'Mode d’emploi', it: 'Istruzioni per l’uso' },
  },
  {
    name: 'quick-start',
    size: 734003,
    title: { en: 'Quick start guide', de: 'Kurzanleitung', fr: 'Guide de démarrage rapide', it: 'Guida rapida' },
  },
  {
    name: 'declaration-of-conformity',
    size: 182000,
    title: {
      en: 'EU declaration of conformity',
      de: 'EU-Konformitätserklärung',
      fr: 'Déclaration UE de conformité',
      it: 'Dichiarazione di conformità UE',
    },
  },
  {
    name: 'spare-parts-list',
    size: 1048576,
    title: { en: 'Spare parts list', de: 'Ersatzteilliste', fr: 'Liste des pièces de rechange', it: 'Elenco dei ricambi' },
  },
  {
    name: 'product-brochure',
    size: 9961472,
    title: { en: 'Product brochure', de: 'Produktbroschüre', fr: 'Brochure produits', it: 'Brochure dei prodotti' },
  },
  {
    name: 'safety-data-sheet',
    size: 310000,
    title: { en: 'Safety data sheet', de: 'Sicherheitsdatenblatt', fr: 'Fiche de données de sécurité', it: 'Scheda di dati di sicurezza' },
  },
  {
    name: 'service-checklist',
    size: 96000,
    title: { en: 'Service checklist', de: 'Service-Checkliste', fr: 'Liste de contrôle d’entretien', it: 'Checklist di manutenzione' },
  },
];

// --- Image slider ----------------------------------------------------------------------------

const SLIDER_TITLE: Localized = {
  en: 'Inside our factory',
  de: 'Ein Blick in unser Werk',
  fr: 'Au cœur de notre usine',
  it: 'Dentro il nostro stabilimento',
};

const SLIDER_IMAGES: { name: string; alt: Localized; caption: Localized }[] = [
  {
    name: 'factory-assembly',
    alt: {
      en: 'Technicians assembling devices',
      de: 'Techniker montieren Geräte',
      fr: 'Des techniciens assemblent des appareils',
      it: 'Tecnici che assemblano apparecchi',
    },
    caption: {
      en: 'Final assembly: every device is put together by hand.',
      de: 'Endmontage: Jedes Gerät wird von Hand zusammengebaut.',
      fr: 'Montage final : chaque appareil est assemblé à la main.',
      it: 'Montaggio finale: ogni apparecchio viene assemblato a mano.',
    },
  },
  {
    name: 'factory-test-bench',
    alt: {
      en: 'A machine on the test bench',
      de: 'Eine Maschine auf dem Prüfstand',
      fr: 'Une machine sur le banc d’essai',
      it: 'Una macchina sul banco di prova',
    },
    caption: {
      en: 'Each machine runs a full test cycle before delivery.',
      de: 'Jede Maschine durchläuft vor der Auslieferung einen vollständigen Prüfzyklus.',
      fr: 'Chaque machine effectue un cycle d’essai complet avant la livraison.',
      it: 'Ogni macchina esegue un ciclo di prova completo prima della consegna.',
    },
  },
  {
    name: 'factory-lab',
    alt: {
      en: 'Engineer measuring a sample in the lab',
      de: 'Ingenieurin misst eine Probe im Labor',
      fr: 'Une ingénieure mesure un échantillon au laboratoire',
      it: 'Un’ingegnera misura un campione in laboratorio',
    },
    caption: {
      en: 'Our lab tests to international standards.',
      de: 'Unser Labor prüft nach internationalen Normen.',
      fr: 'Notre laboratoire teste selon les normes internationales.',
      it: 'Il nostro laboratorio esegue prove secondo le norme internazionali.',
    },
  },
  {
    name: 'factory-warehouse',
    alt: {
      en: 'Shelves with packed spare parts',
      de: 'Regale mit verpackten Ersatzteilen',
      fr: 'Des étagères de pièces de rechange emballées',
      it: 'Scaffali con ricambi imballati',
    },
    caption: {
      en: 'Spare parts ship within 24 hours.',
      de: 'Ersatzteile werden innert 24 Stunden versandt.',
      fr: 'Les pièces de rechange sont expédiées en 24 heures.',
      it: 'I ricambi vengono spediti entro 24 ore.',
    },
  },
];

// --- Hero slider -----------------------------------------------------------------------------

function heroSlides(
  site: SiteSeed,
  language: Language,
): { name: string; alt: Localized; title: string; text: Localized; link?: { href: string; text: Localized } }[] {
  return [
    {
      name: 'hero-slider-welding',
      alt: {
        en: 'Welding a roofing membrane with a hot-air tool',
        de: 'Schweissen einer Dachbahn mit einem Heissluftgerät',
        fr: 'Soudage d’une membrane de toiture à l’air chaud',
        it: 'Saldatura di una membrana per tetti con aria calda',
      },
      title: site.tagline[language],
      text: {
        en: `${site.displayName}: ${site.focus.en}.`,
        de: `${site.displayName}: ${site.focus.de}.`,
        fr: `${site.displayName} : ${site.focus.fr}.`,
        it: `${site.displayName}: ${site.focus.it}.`,
      },
      link: {
        href: '/products',
        text: { en: 'Discover the products', de: 'Produkte entdecken', fr: 'Découvrir les produits', it: 'Scopri i prodotti' },
      },
    },
    {
      name: 'hero-slider-service',
      alt: {
        en: 'Service technician at a customer site',
        de: 'Servicetechniker bei einem Kunden',
        fr: 'Technicien de service chez un client',
        it: 'Tecnico dell’assistenza presso un cliente',
      },
      title: {
        en: 'Service wherever you work',
        de: 'Service, wo Sie arbeiten',
        fr: 'Un service là où vous travaillez',
        it: 'Assistenza ovunque lavoriate',
      }[language],
      text: {
        en: 'Sales and service points in more than 100 countries.',
        de: 'Verkaufs- und Servicestellen in über 100 Ländern.',
        fr: 'Des points de vente et de service dans plus de 100 pays.',
        it: 'Punti vendita e assistenza in oltre 100 paesi.',
      },
      link: {
        href: '/contact',
        text: {
          en: 'Find a service point',
          de: 'Servicestelle finden',
          fr: 'Trouver un point de service',
          it: 'Trova un punto di assistenza',
        },
      },
    },
    {
      name: 'hero-slider-innovation',
      alt: {
        en: 'Engineers discussing a prototype',
        de: 'Ingenieure besprechen einen Prototyp',
        fr: 'Des ingénieurs discutent d’un prototype',
        it: 'Ingegneri discutono di un prototipo',
      },
      title: { en: 'Developed in Switzerland', de: 'Entwickelt in der Schweiz', fr: 'Développé en Suisse', it: 'Sviluppato in Svizzera' }[
        language
      ],
      text: {
        en: 'Our engineers turn customer ideas into products.',
        de: 'Unsere Ingenieure machen aus Kundenideen Produkte.',
        fr: 'Nos ingénieurs transforment les idées des clients en produits.',
        it: 'I nostri ingegneri trasformano le idee dei clienti in prodotti.',
      },
    },
  ];
}

// --- Seeds -----------------------------------------------------------------------------------

const ACCORDION: BlockSeed = {
  componentName: 'Accordion',
  slug: 'accordion',
  title: { en: 'Accordion', de: 'Akkordeon', fr: 'Accordéon', it: 'Fisarmonica' },
  renderings(site, language): BlockRendering[] {
    const slug = 'accordion';
    return [
      {
        uid: uid(site, slug, 'faq'),
        componentName: 'Accordion',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'faq-datasource'),
        fields: {
          Title: text(ACCORDION_TITLE[language]),
          Items: ACCORDION_ITEMS.map((item) =>
            child(site, slug, item.name, { Title: text(item.title[language]), Text: text(item.body[language]) }),
          ),
        },
      },
    ];
  },
  gaps: (site) => [{ uid: uid(site, 'accordion', 'missing-datasource'), componentName: 'Accordion', fields: {} }],
};

const READ_MORE_TEXT: BlockSeed = {
  componentName: 'ReadMoreText',
  slug: 'read-more-text',
  title: { en: 'Read-more text', de: 'Text mit «Mehr lesen»', fr: 'Texte « Lire la suite »', it: 'Testo «Leggi di più»' },
  renderings(site, language): BlockRendering[] {
    const slug = 'read-more-text';
    return [
      {
        uid: uid(site, slug, 'story'),
        componentName: 'ReadMoreText',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'story-datasource'),
        fields: { Title: text(READ_MORE_TITLE[language]), Text: text(readMoreText(site, language)) },
      },
      { uid: uid(site, slug, 'missing-text'), componentName: 'ReadMoreText', fields: { Title: text(READ_MORE_TITLE[language]) } },
    ];
  },
};

const DOWNLOAD_TEASER: BlockSeed = {
  componentName: 'DownloadTeaser',
  slug: 'download-teaser',
  title: { en: 'Download teaser', de: 'Download-Teaser', fr: 'Téléchargements', it: 'Download' },
  renderings(site, language): BlockRendering[] {
    const slug = 'download-teaser';
    return [
      {
        uid: uid(site, slug, 'manuals'),
        componentName: 'DownloadTeaser',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'manuals-datasource'),
        fields: {
          Title: text(DOWNLOADS_TITLE[language]),
          Items: DOWNLOADS.map((download) =>
            child(site, slug, download.name, {
              Title: text(download.title[language]),
              File: { value: { href: `/-/media/${site.name}-${download.name}-${language}.svg` } },
              Size: text(String(download.size)),
            }),
          ),
        },
      },
    ];
  },
  gaps: (site) => [{ uid: uid(site, 'download-teaser', 'missing-datasource'), componentName: 'DownloadTeaser', fields: {} }],
};

const IMAGE_SLIDER: BlockSeed = {
  componentName: 'ImageSlider',
  slug: 'image-slider',
  title: { en: 'Image slider', de: 'Bilder-Slider', fr: 'Diaporama d’images', it: 'Slider di immagini' },
  renderings(site, language): BlockRendering[] {
    const slug = 'image-slider';
    return [
      {
        uid: uid(site, slug, 'factory'),
        componentName: 'ImageSlider',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'factory-datasource'),
        fields: {
          Title: text(SLIDER_TITLE[language]),
          Items: SLIDER_IMAGES.map((slide) =>
            child(site, slug, slide.name, {
              Image: mediaImage(`${site.name}-${slide.name}`, slide.alt[language]),
              Caption: text(slide.caption[language]),
            }),
          ),
        },
      },
      {
        uid: uid(site, slug, 'single'),
        componentName: 'ImageSlider',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'single-datasource'),
        fields: {
          Items: SLIDER_IMAGES.slice(0, 1).map((slide) =>
            child(site, slug, `single-${slide.name}`, {
              Image: mediaImage(`${site.name}-${slide.name}`, slide.alt[language]),
              Caption: text(slide.caption[language]),
            }),
          ),
        },
      },
    ];
  },
  gaps: (site) => [{ uid: uid(site, 'image-slider', 'missing-datasource'), componentName: 'ImageSlider', fields: {} }],
};

const HERO_SLIDER: BlockSeed = {
  componentName: 'HeroSlider',
  slug: 'hero-slider',
  title: {
    en: 'Image and video hero slider',
    de: 'Hero-Slider mit Bildern und Videos',
    fr: 'Carrousel d’en-tête images et vidéos',
    it: 'Slider hero con immagini e video',
  },
  renderings(site, language): BlockRendering[] {
    const slug = 'hero-slider';
    return [
      {
        uid: uid(site, slug, 'highlights'),
        componentName: 'HeroSlider',
        dataSource: itemId(site.name, `/blocks/${slug}`, 'highlights-datasource'),
        // No Video fields: the local media library has no video files (the block plays a
        // `Video` link field's MP4 with the image as poster).
        fields: {
          Items: heroSlides(site, language).map((slide) =>
            child(site, slug, slide.name, {
              Image: mediaImage(`${site.name}-${slide.name}`, slide.alt[language], 1920, 1080),
              Title: text(slide.title),
              Text: text(slide.text[language]),
              ...(slide.link ? { Link: link(slide.link.href, slide.link.text[language]) } : {}),
            }),
          ),
        },
      },
    ];
  },
  gaps: (site) => [{ uid: uid(site, 'hero-slider', 'missing-datasource'), componentName: 'HeroSlider', fields: {} }],
};

/** The interactive blocks, in the order the kitchen-sink page shows them. */
export const INTERACTIVE_BLOCKS: BlockSeed[] = [HERO_SLIDER, ACCORDION, READ_MORE_TEXT, DOWNLOAD_TEASER, IMAGE_SLIDER];
