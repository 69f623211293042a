import { itemId } from '../ids.ts';
import type { Language, Localized, SiteSeed } from '../sites.ts';
import { mediaImage, type BlockRendering, type BlockSeed } from './types.ts';

/**
 * The sticky-menu and video blocks: the sticky in-page menu (with the sections it lists), the video promotion box and
 * the video with lightbox. The videos are the one real clip local-services ships
 * (assets/media/hot-air-seam.webm, captions per language).
 */

function l(en: string, de: string, fr: string, it: string): Localized {
  return { en, de, fr, it };
}

function uid(site: SiteSeed, slug: string, suffix: string): string {
  return itemId(site.name, `/blocks/${slug}`, suffix);
}

const t = (value: string) => ({ value });

/** The seeded clip: a hot-air welder closing a seam (5 s, 640×360, silent, WebM/VP9). */
const VIDEO = { value: { src: '/-/media/hot-air-seam.webm' } };
const captions = (language: Language) => ({ value: { src: `/-/media/hot-air-seam.${language}.vtt` } });

interface Section {
  key: string;
  /** The menu title (StickyMenuTitle param). */
  menu: Localized;
  /** The section's own heading. */
  heading: Localized;
  paragraphs: Localized[];
  list?: Localized[];
}

const SECTIONS: Section[] = [
  {
    key: 'overview',
    menu: l('Overview', 'Überblick', 'Aperçu', 'Panoramica'),
    heading: l('Overview', 'Überblick', 'Aperçu', 'Panoramica'),
    paragraphs: [
      l(
        'Hot-air welding joins thermoplastic membranes, sheets and profiles without adhesives or solvents. A stream of heated air melts both surfaces, and a pressure roller fuses them into one homogeneous seam.',
        'Beim Heissluftschweissen werden thermoplastische Bahnen, Platten und Profile ohne Klebstoff oder Lösungsmittel verbunden. Ein Strom heisser Luft schmilzt beide Oberflächen an, und eine Andrückrolle verschmilzt sie zu einer homogenen Naht.',
        "Le soudage à l'air chaud assemble des membranes, plaques et profilés thermoplastiques sans colle ni solvant. Un flux d'air chaud fait fondre les deux surfaces, et un rouleau presseur les fusionne en un joint homogène.",
        "La saldatura ad aria calda unisce membrane, lastre e profili termoplastici senza colle né solventi. Un flusso d'aria calda fonde entrambe le superfici e un rullo pressore le unisce in una giunzione omogenea.",
      ),
      l(
        'Our hand tools, automatic welders and extruders cover everything from a single repair patch to kilometres of roofing membrane a day.',
        'Unsere Handgeräte, Schweissautomaten und Extruder decken alles ab – vom einzelnen Reparaturflicken bis zu Kilometern Dachbahn pro Tag.',
        'Nos appareils manuels, soudeuses automatiques et extrudeuses couvrent tout, de la simple pièce de réparation aux kilomètres de membrane de toiture par jour.',
        'I nostri apparecchi manuali, saldatrici automatiche ed estrusori coprono tutto, dalla singola toppa di riparazione a chilometri di membrana per coperture al giorno.',
      ),
    ],
  },
  {
    key: 'applications',
    menu: l('Applications', 'Anwendungen', 'Applications', 'Applicazioni'),
    heading: l('Where hot air is at work', 'Wo Heissluft im Einsatz ist', "Là où l'air chaud travaille", "Dove lavora l'aria calda"),
    paragraphs: [
      l(
        'Roofers weld PVC, TPO and bitumen membranes; civil engineers seal landfills, tunnels and reservoirs with geomembranes; floor layers weld vinyl and linoleum joints; manufacturers shrink, dry and activate plastics on their production lines.',
        'Dachdecker verschweissen PVC-, TPO- und Bitumenbahnen; im Tiefbau werden Deponien, Tunnel und Speicherbecken mit Geomembranen abgedichtet; Bodenleger verschweissen Fugen in Vinyl und Linoleum; Hersteller schrumpfen, trocknen und aktivieren Kunststoffe in ihren Produktionslinien.',
        "Les couvreurs soudent des membranes PVC, TPO et bitumineuses ; le génie civil étanchéifie décharges, tunnels et bassins avec des géomembranes ; les poseurs de sols soudent les joints de vinyle et de linoléum ; l'industrie rétracte, sèche et active des plastiques sur ses lignes de production.",
        "I copritetto saldano membrane in PVC, TPO e bitume; l'ingegneria civile impermeabilizza discariche, gallerie e bacini con geomembrane; i posatori saldano i giunti di vinile e linoleum; i produttori termoretraggono, asciugano e attivano materie plastiche sulle loro linee.",
      ),
    ],
    list: [
      l('Flat roofs and green roofs', 'Flachdächer und Gründächer', 'Toitures plates et végétalisées', 'Tetti piani e tetti verdi'),
      l('Landfills, tunnels and ponds', 'Deponien, Tunnel und Teiche', 'Décharges, tunnels et bassins', 'Discariche, gallerie e stagni'),
      l('Vinyl and linoleum floors', 'Vinyl- und Linoleumböden', 'Sols en vinyle et linoléum', 'Pavimenti in vinile e linoleum'),
      l(
        'Packaging and automotive lines',
        'Verpackungs- und Automobillinien',
        "Lignes d'emballage et automobiles",
        'Linee di imballaggio e automotive',
      ),
    ],
  },
  {
    key: 'technology',
    menu: l('How it works', 'So funktioniert es', 'Fonctionnement', 'Come funziona'),
    heading: l(
      'How a hot-air seam is made',
      'So entsteht eine Heissluftnaht',
      "Comment naît une soudure à l'air chaud",
      'Come nasce una saldatura ad aria calda',
    ),
    paragraphs: [
      l(
        'Three parameters make the seam: temperature, airflow and speed. The heating element brings the air to up to 620 °C, the blower sets the volume, and the drive moves the nozzle along the overlap at a constant pace.',
        'Drei Parameter bestimmen die Naht: Temperatur, Luftmenge und Geschwindigkeit. Das Heizelement bringt die Luft auf bis zu 620 °C, das Gebläse bestimmt die Menge, und der Antrieb führt die Düse mit konstantem Tempo der Überlappung entlang.',
        "Trois paramètres font la soudure : la température, le débit d'air et la vitesse. L'élément chauffant porte l'air jusqu'à 620 °C, la soufflerie règle le débit et l'entraînement fait avancer la buse le long du recouvrement à vitesse constante.",
        "Tre parametri determinano la saldatura: temperatura, portata d'aria e velocità. La resistenza porta l'aria fino a 620 °C, il ventilatore regola la portata e il motore guida l'ugello lungo la sovrapposizione a velocità costante.",
      ),
      l(
        'Closed-loop control keeps all three steady when the wind picks up or the supply voltage drops, and data logging records every metre of seam for the quality report.',
        'Eine geschlossene Regelung hält alle drei konstant, wenn der Wind auffrischt oder die Netzspannung sinkt, und die Datenaufzeichnung protokolliert jeden Meter Naht für den Qualitätsbericht.',
        "Une régulation en boucle fermée les maintient stables quand le vent se lève ou que la tension baisse, et l'enregistrement des données documente chaque mètre de soudure pour le rapport qualité.",
        'Un controllo ad anello chiuso li mantiene stabili quando il vento aumenta o la tensione cala, e la registrazione dei dati documenta ogni metro di saldatura per il rapporto di qualità.',
      ),
    ],
  },
  {
    key: 'service',
    menu: l('Service', 'Service', 'Service', 'Assistenza'),
    heading: l('Service near you', 'Service in Ihrer Nähe', 'Un service près de chez vous', 'Assistenza vicino a voi'),
    paragraphs: [
      l(
        'More than 120 service points in over 50 countries repair, calibrate and maintain our tools. Most repairs are back with you within five working days, with original spare parts and a test report.',
        'Mehr als 120 Servicestellen in über 50 Ländern reparieren, kalibrieren und warten unsere Geräte. Die meisten Reparaturen sind innerhalb von fünf Arbeitstagen zurück – mit Originalersatzteilen und Prüfprotokoll.',
        "Plus de 120 points de service dans plus de 50 pays réparent, étalonnent et entretiennent nos appareils. La plupart des réparations vous reviennent en cinq jours ouvrables, avec des pièces d'origine et un rapport de contrôle.",
        'Oltre 120 centri di assistenza in più di 50 paesi riparano, calibrano e manutengono i nostri apparecchi. La maggior parte delle riparazioni torna da voi entro cinque giorni lavorativi, con ricambi originali e rapporto di prova.',
      ),
    ],
  },
  {
    // The same menu title again: the menu lists it once (spec discovery §4: deduplicated).
    key: 'service-contracts',
    menu: l('Service', 'Service', 'Service', 'Assistenza'),
    heading: l('Service contracts', 'Serviceverträge', 'Contrats de service', 'Contratti di assistenza'),
    paragraphs: [
      l(
        'A service contract plans inspections before the season starts, includes wear parts such as heating elements and nozzles, and gives you a loan tool while yours is in the workshop.',
        'Ein Servicevertrag plant die Inspektion vor Saisonbeginn, enthält Verschleissteile wie Heizelemente und Düsen und stellt Ihnen ein Leihgerät zur Verfügung, solange Ihres in der Werkstatt ist.',
        "Un contrat de service planifie l'inspection avant le début de la saison, inclut les pièces d'usure comme les éléments chauffants et les buses, et vous prête un appareil pendant que le vôtre est à l'atelier.",
        "Un contratto di assistenza pianifica l'ispezione prima dell'inizio della stagione, include le parti soggette a usura come resistenze e ugelli e vi fornisce un apparecchio sostitutivo mentre il vostro è in officina.",
      ),
    ],
  },
  {
    key: 'sustainability',
    menu: l('Sustainability', 'Nachhaltigkeit', 'Durabilité', 'Sostenibilità'),
    heading: l(
      'Built to last, built to be repaired',
      'Gebaut, um zu halten – und repariert zu werden',
      'Conçus pour durer et pour être réparés',
      'Costruiti per durare e per essere riparati',
    ),
    paragraphs: [
      l(
        'Our tools are designed for a long life: housings can be opened with standard tools, spare parts stay available for at least ten years, and worn heating elements are taken back and recycled.',
        'Unsere Geräte sind für ein langes Leben gebaut: Die Gehäuse lassen sich mit Standardwerkzeug öffnen, Ersatzteile bleiben mindestens zehn Jahre lieferbar, und verbrauchte Heizelemente nehmen wir zurück und recyceln sie.',
        "Nos appareils sont conçus pour durer : les boîtiers s'ouvrent avec des outils standard, les pièces de rechange restent disponibles au moins dix ans et les éléments chauffants usés sont repris et recyclés.",
        'I nostri apparecchi sono progettati per durare: gli alloggiamenti si aprono con utensili standard, i ricambi restano disponibili per almeno dieci anni e le resistenze usurate vengono ritirate e riciclate.',
      ),
      l(
        'Since 2020 our plant in Switzerland runs on renewable electricity, and the heat of our test benches warms the offices in winter.',
        'Seit 2020 läuft unser Werk in der Schweiz mit erneuerbarem Strom, und die Abwärme unserer Prüfstände heizt im Winter die Büros.',
        "Depuis 2020, notre usine en Suisse fonctionne à l'électricité renouvelable, et la chaleur de nos bancs d'essai chauffe les bureaux en hiver.",
        'Dal 2020 il nostro stabilimento in Svizzera funziona con elettricità rinnovabile e il calore dei banchi di prova riscalda gli uffici in inverno.',
      ),
    ],
  },
  {
    key: 'contact',
    menu: l('Contact', 'Kontakt', 'Contact', 'Contatto'),
    heading: l(
      'Talk to an application engineer',
      'Sprechen Sie mit einem Anwendungstechniker',
      "Parlez à un ingénieur d'application",
      'Parlate con un tecnico applicativo',
    ),
    paragraphs: [
      l(
        'Not sure which tool fits your material? Send us a sample: our application lab welds it, tests the seam and recommends the settings that work for you.',
        'Unsicher, welches Gerät zu Ihrem Material passt? Senden Sie uns ein Muster: Unser Anwendungslabor verschweisst es, prüft die Naht und empfiehlt die passenden Einstellungen.',
        "Vous hésitez sur l'appareil adapté à votre matériau ? Envoyez-nous un échantillon : notre laboratoire d'application le soude, teste la soudure et vous recommande les bons réglages.",
        'Non sapete quale apparecchio si adatta al vostro materiale? Inviateci un campione: il nostro laboratorio applicativo lo salda, verifica la giunzione e vi consiglia le impostazioni giuste.',
      ),
    ],
  },
];

function sectionHtml(section: Section, language: Language): string {
  const paragraphs = section.paragraphs.map((paragraph) => `<p>${paragraph[language]}</p>`).join('');
  const list = section.list ? `<ul>${section.list.map((item) => `<li>${item[language]}</li>`).join('')}</ul>` : '';
  return `<h2>${section.heading[language]}</h2>${paragraphs}${list}`;
}

const PROMOTION = {
  title: l(
    'See the seam before you weld it',
    'Sehen Sie die Naht, bevor Sie schweissen',
    'Voyez la soudure avant de souder',
    'Vedete la saldatura prima di saldare',
  ),
  text: l(
    'Book a live demonstration of our automatic roofing welders on your own membrane, at your site or in our application centre.',
    'Buchen Sie eine Live-Vorführung unserer Dachschweissautomaten mit Ihrer eigenen Bahn – auf Ihrer Baustelle oder in unserem Anwendungszentrum.',
    "Réservez une démonstration en direct de nos soudeuses automatiques de toiture sur votre propre membrane, sur votre chantier ou dans notre centre d'application.",
    'Prenotate una dimostrazione dal vivo delle nostre saldatrici automatiche per coperture sulla vostra membrana, in cantiere o nel nostro centro applicativo.',
  ),
  link: l('Book a demonstration', 'Vorführung buchen', 'Réserver une démonstration', 'Prenota una dimostrazione'),
  alt: l(
    'Hot-air welder on a roofing membrane',
    'Heissluftschweissgerät auf einer Dachbahn',
    'Soudeuse à air chaud sur une membrane de toiture',
    'Saldatrice ad aria calda su una membrana per coperture',
  ),
  imageOnlyTitle: l(
    'Precision optics for laser gas detection',
    'Präzisionsoptik für die Laser-Gasdetektion',
    'Optique de précision pour la détection laser de gaz',
    'Ottica di precisione per il rilevamento laser dei gas',
  ),
  imageOnlyText: l(
    'Micro-optics moulded and coated in our clean room guide the laser beam through every gas sensor we build.',
    'In unserem Reinraum geformte und beschichtete Mikrooptiken führen den Laserstrahl durch jeden Gassensor, den wir bauen.',
    'Des micro-optiques moulées et traitées dans notre salle blanche guident le faisceau laser dans chacun de nos capteurs de gaz.',
    'Micro-ottiche stampate e rivestite nella nostra camera bianca guidano il raggio laser in ogni sensore di gas che costruiamo.',
  ),
  imageOnlyLink: l('Discover micro-optics', 'Mikrooptik entdecken', 'Découvrir la micro-optique', 'Scopri la micro-ottica'),
  imageOnlyAlt: l(
    'Micro-optical lenses on a wafer',
    'Mikrooptische Linsen auf einem Wafer',
    'Lentilles micro-optiques sur une plaquette',
    'Lenti micro-ottiche su un wafer',
  ),
};

const LIGHTBOX = {
  title: l(
    'Welding a roof seam in five seconds',
    'Eine Dachnaht in fünf Sekunden',
    'Une soudure de toiture en cinq secondes',
    'Una saldatura di copertura in cinque secondi',
  ),
  text: l(
    'Watch how hot air and a pressure roller turn two overlapping membranes into one watertight seam.',
    'Sehen Sie, wie Heissluft und eine Andrückrolle aus zwei überlappenden Bahnen eine wasserdichte Naht machen.',
    "Découvrez comment l'air chaud et un rouleau presseur transforment deux membranes superposées en un joint étanche.",
    "Guardate come l'aria calda e un rullo pressore trasformano due membrane sovrapposte in una giunzione impermeabile.",
  ),
  alt: l(
    'Still from the video: a hot-air welder on a seam',
    'Standbild aus dem Video: ein Heissluftgerät auf einer Naht',
    'Image extraite de la vidéo : une soudeuse à air chaud sur un joint',
    'Fotogramma del video: una saldatrice ad aria calda su una giunzione',
  ),
  noVideoTitle: l('Our application lab', 'Unser Anwendungslabor', "Notre laboratoire d'application", 'Il nostro laboratorio applicativo'),
  noVideoText: l(
    'The film from our lab is coming soon; until then, this picture shows where your samples are welded and tested.',
    'Der Film aus unserem Labor folgt in Kürze; bis dahin zeigt dieses Bild, wo Ihre Muster geschweisst und geprüft werden.',
    'Le film de notre laboratoire arrive bientôt ; en attendant, cette image montre où vos échantillons sont soudés et testés.',
    'Il filmato del nostro laboratorio arriverà presto; nel frattempo questa immagine mostra dove i vostri campioni vengono saldati e testati.',
  ),
  noVideoAlt: l(
    'Test bench in the application lab',
    'Prüfstand im Anwendungslabor',
    "Banc d'essai au laboratoire d'application",
    'Banco di prova nel laboratorio applicativo',
  ),
};

export const STICKY_MENU_VIDEO_BLOCKS: BlockSeed[] = [
  {
    componentName: 'StickyMenu',
    slug: 'sticky-menu',
    title: l('Sticky in-page menu', 'Fixiertes Seitenmenü', 'Menu de page fixe', 'Menu di pagina fisso'),
    // The menu lists the sections of its page; with none it renders nothing, a state another
    // rendering on this page cannot show (it would list the same sections).
    renderings: (site, language): BlockRendering[] => [
      { uid: uid(site, 'sticky-menu', 'menu'), componentName: 'StickyMenu', fields: {} },
      ...SECTIONS.map((section) => ({
        uid: uid(site, 'sticky-menu', section.key),
        componentName: 'RichText',
        fields: { Text: t(sectionHtml(section, language)) },
        params: { StickyMenuTitle: section.menu[language] },
      })),
    ],
  },
  {
    componentName: 'VideoPromotionBox',
    slug: 'video-promotion-box',
    title: l('Video promotion box', 'Video-Promotionsbox', 'Encadré promotionnel vidéo', 'Box promozionale video'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'video-promotion-box', 'default'),
        componentName: 'VideoPromotionBox',
        fields: {
          Title: t(PROMOTION.title[language]),
          Text: t(PROMOTION.text[language]),
          Link: { value: { href: '/contact', text: PROMOTION.link[language] } },
          Image: mediaImage('group-e-promotion-poster', PROMOTION.alt[language], 1280, 720),
          Video: VIDEO,
        },
      },
      {
        uid: uid(site, 'video-promotion-box', 'image-only'),
        componentName: 'VideoPromotionBox',
        fields: {
          Title: t(PROMOTION.imageOnlyTitle[language]),
          Text: t(PROMOTION.imageOnlyText[language]),
          Link: { value: { href: '/products', text: PROMOTION.imageOnlyLink[language] } },
          Image: mediaImage('group-e-micro-optics', PROMOTION.imageOnlyAlt[language], 1280, 720),
        },
      },
      { uid: uid(site, 'video-promotion-box', 'missing-content'), componentName: 'VideoPromotionBox', fields: { Video: VIDEO } },
    ],
  },
  {
    componentName: 'VideoLightbox',
    slug: 'video-lightbox',
    title: l('Video with lightbox', 'Video mit Lightbox', 'Vidéo en lightbox', 'Video con lightbox'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'video-lightbox', 'default'),
        componentName: 'VideoLightbox',
        fields: {
          Title: t(LIGHTBOX.title[language]),
          Text: t(LIGHTBOX.text[language]),
          Image: mediaImage('group-e-lightbox-still', LIGHTBOX.alt[language], 1280, 720),
          Video: VIDEO,
          Captions: captions(language),
        },
      },
      {
        uid: uid(site, 'video-lightbox', 'no-video'),
        componentName: 'VideoLightbox',
        fields: {
          Title: t(LIGHTBOX.noVideoTitle[language]),
          Text: t(LIGHTBOX.noVideoText[language]),
          Image: mediaImage('group-e-application-lab', LIGHTBOX.noVideoAlt[language], 1280, 720),
        },
      },
      { uid: uid(site, 'video-lightbox', 'missing-content'), componentName: 'VideoLightbox', fields: { Text: t(LIGHTBOX.text[language]) } },
    ],
  },
];
