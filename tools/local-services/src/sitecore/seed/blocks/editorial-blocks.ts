import { itemId } from '../ids.ts';
import { type Localized, type SiteSeed, fill } from '../sites.ts';
import { type BlockRendering, type BlockSeed, mediaImage } from './types.ts';

/**
 * The editorial blocks (spacer, anchor link, quote, lists, columns, promotions, teasers,
 * people). Copy is original sample content in the four server languages; `{brand}` and
 * `{focus}` are filled per site. Each block also seeds its missing-content state where it has one.
 */

const l = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

/** A rendering with a stable uid for this block page. */
function rendering(
  site: SiteSeed,
  slug: string,
  suffix: string,
  componentName: string,
  fields: Record<string, unknown>,
  params?: Record<string, string>,
): BlockRendering {
  return {
    uid: itemId(site.name, `/blocks/${slug}`, suffix),
    componentName,
    dataSource: itemId(site.name, `/blocks/${slug}`, suffix, 'datasource'),
    fields,
    ...(params ? { params } : {}),
  };
}

/** A child item of a list field (multilist / child items as the layout service sends them). */
function child(site: SiteSeed, slug: string, suffix: string, fields: Record<string, unknown>) {
  return { id: itemId(site.name, `/blocks/${slug}`, 'item', suffix), fields };
}

const text = (value: string) => ({ value });
const link = (href: string, linkText?: string, target?: string) => ({
  value: { href, ...(linkText ? { text: linkText } : {}), ...(target ? { target } : {}) },
});

const spacer: BlockSeed = {
  componentName: 'Spacer',
  slug: 'spacer',
  title: l('Spacer', 'Abstandhalter', 'Espacement', 'Spaziatore'),
  renderings: (site) => [
    rendering(site, 'spacer', 'surface', 'Spacer', {
      DesktopHeight: text('96'),
      TabletHeight: text('64'),
      MobileHeight: text('32'),
      BackgroundColor: text('surface'),
    }),
    rendering(site, 'spacer', 'accent-line', 'Spacer', {}, { DesktopHeight: '8', BackgroundColor: 'accent' }),
    // Missing content: no datasource values and no params → the default gap.
    rendering(site, 'spacer', 'missing', 'Spacer', {}),
  ],
};

const anchorLink: BlockSeed = {
  componentName: 'AnchorLink',
  slug: 'anchor-link',
  title: l('Anchor link', 'Sprungmarke', 'Ancre', 'Ancora'),
  renderings: (site, language) => {
    const heading = l('Our services', 'Unsere Dienstleistungen', 'Nos services', 'I nostri servizi')[language];
    const intro = l('Jump to our services', 'Zu unseren Dienstleistungen springen', 'Aller à nos services', 'Vai ai nostri servizi')[
      language
    ];
    return [
      rendering(site, 'anchor-link', 'jump', 'RichText', { Text: text(`<p><a href="#our-services">${intro}</a></p>`) }),
      // The editor typed a name with spaces and capitals; the block turns it into "our-services".
      rendering(site, 'anchor-link', 'target', 'AnchorLink', { AnchorId: text('Our services') }),
      rendering(site, 'anchor-link', 'section', 'RichText', {
        Text: text(
          `<h2>${heading}</h2><p>${
            l(
              'Maintenance, repair and training for every machine we build.',
              'Wartung, Reparatur und Schulung für jede Maschine, die wir bauen.',
              'Maintenance, réparation et formation pour chaque machine que nous construisons.',
              'Manutenzione, riparazione e formazione per ogni macchina che costruiamo.',
            )[language]
          }</p>`,
        ),
      }),
      rendering(site, 'anchor-link', 'missing', 'AnchorLink', {}),
    ];
  },
};

const quote: BlockSeed = {
  componentName: 'Quote',
  slug: 'quote',
  title: l('Quote', 'Zitat', 'Citation', 'Citazione'),
  renderings: (site, language) => [
    rendering(site, 'quote', 'portrait', 'Quote', {
      Quote: text(
        l(
          'Every seam we weld has to hold for decades. That is why we test our machines longer than anyone asks us to.',
          'Jede Naht, die wir schweissen, muss jahrzehntelang halten. Deshalb testen wir unsere Maschinen länger, als es jemand verlangt.',
          'Chaque soudure doit tenir des décennies. C’est pourquoi nous testons nos machines plus longtemps que quiconque ne le demande.',
          'Ogni saldatura deve durare decenni. Per questo collaudiamo le nostre macchine più a lungo di quanto chiunque ci chieda.',
        )[language],
      ),
      Author: text('Martina Keller'),
      Role: text(
        l(
          'Head of Product Development',
          'Leiterin Produktentwicklung',
          'Responsable du développement produit',
          'Responsabile sviluppo prodotto',
        )[language],
      ),
      Portrait: mediaImage('quote-martina-keller', 'Martina Keller', 400, 400),
    }),
    rendering(site, 'quote', 'text-only', 'Quote', {
      Quote: text(
        l(
          'The service team had our production line running again within a day.',
          'Das Serviceteam hat unsere Produktionslinie innerhalb eines Tages wieder zum Laufen gebracht.',
          'L’équipe du service a remis notre ligne de production en marche en une journée.',
          'Il team di assistenza ha rimesso in funzione la nostra linea di produzione in un giorno.',
        )[language],
      ),
      Author: text('Paul Schneider'),
      Role: text(
        l(
          'Plant manager, Rhein Pipes AG',
          'Werkleiter, Rhein Pipes AG',
          'Directeur d’usine, Rhein Pipes AG',
          'Direttore di stabilimento, Rhein Pipes AG',
        )[language],
      ),
    }),
    rendering(site, 'quote', 'missing', 'Quote', { Author: text('Paul Schneider') }),
  ],
};

const checkmarkList: BlockSeed = {
  componentName: 'CheckmarkList',
  slug: 'checkmark-list',
  title: l('Checkmark list', 'Checkliste', 'Liste à coches', 'Elenco con spunte'),
  renderings: (site, language) => {
    const items = [
      l(
        'Developed and built in Switzerland',
        'In der Schweiz entwickelt und gebaut',
        'Développé et fabriqué en Suisse',
        'Sviluppato e costruito in Svizzera',
      ),
      l(
        'Seam quality documented for every weld',
        'Nahtqualität für jede Schweissung dokumentiert',
        'Qualité de chaque soudure documentée',
        'Qualità documentata per ogni saldatura',
      ),
      l(
        'Service and spare parts in more than 80 countries',
        'Service und Ersatzteile in über 80 Ländern',
        'Service et pièces de rechange dans plus de 80 pays',
        'Assistenza e ricambi in oltre 80 paesi',
      ),
      l(
        'Training for your operators on site',
        'Schulung Ihres Personals vor Ort',
        'Formation de vos opérateurs sur site',
        'Formazione dei vostri operatori in loco',
      ),
    ];
    return [
      rendering(site, 'checkmark-list', 'benefits', 'CheckmarkList', {
        Title: text(
          fill(
            l(
              'Why customers choose {brand}',
              'Warum Kunden {brand} wählen',
              'Pourquoi nos clients choisissent {brand}',
              'Perché i clienti scelgono {brand}',
            )[language],
            site,
            language,
          ),
        ),
        Items: items.map((item, index) => child(site, 'checkmark-list', `benefit-${index}`, { Text: text(item[language]) })),
      }),
      rendering(site, 'checkmark-list', 'missing', 'CheckmarkList', {
        Title: text(l('Benefits', 'Vorteile', 'Avantages', 'Vantaggi')[language]),
        Items: [],
      }),
    ];
  },
};

const twoColumnContent: BlockSeed = {
  componentName: 'TwoColumnContent',
  slug: 'two-column-content',
  title: l('Two-column content', 'Zweispaltiger Inhalt', 'Contenu sur deux colonnes', 'Contenuto su due colonne'),
  renderings: (site, language) => [
    rendering(site, 'two-column-content', 'with-image', 'TwoColumnContent', {
      Title: text(
        l(
          'Research and production under one roof',
          'Forschung und Produktion unter einem Dach',
          'Recherche et production sous un même toit',
          'Ricerca e produzione sotto lo stesso tetto',
        )[language],
      ),
      Image: mediaImage(
        `two-column-${site.name}`,
        l(
          'Assembly hall with welding machines',
          'Montagehalle mit Schweissmaschinen',
          'Hall de montage avec des machines de soudage',
          'Capannone di montaggio con saldatrici',
        )[language],
        1200,
        600,
      ),
      LeftText: text(
        fill(
          l(
            '<h3>Development</h3><p>Our engineers design {focus} together with the people who use them every day.</p><ul><li>120 engineers</li><li>40 patents a year</li></ul>',
            '<h3>Entwicklung</h3><p>Unsere Ingenieurinnen und Ingenieure entwickeln {focus} gemeinsam mit den Menschen, die täglich damit arbeiten.</p><ul><li>120 Ingenieure</li><li>40 Patente pro Jahr</li></ul>',
            '<h3>Développement</h3><p>Nos ingénieurs conçoivent {focus} avec les personnes qui les utilisent chaque jour.</p><ul><li>120 ingénieurs</li><li>40 brevets par an</li></ul>',
            '<h3>Sviluppo</h3><p>I nostri ingegneri progettano {focus} insieme a chi li usa ogni giorno.</p><ul><li>120 ingegneri</li><li>40 brevetti all’anno</li></ul>',
          )[language],
          site,
          language,
        ),
      ),
      RightText: text(
        l(
          '<h3>Production</h3><p>Every machine is assembled and tested in Switzerland before it leaves our plant. <a href="/company">Learn more about the company</a>.</p>',
          '<h3>Produktion</h3><p>Jede Maschine wird in der Schweiz montiert und geprüft, bevor sie unser Werk verlässt. <a href="/company">Mehr über das Unternehmen</a>.</p>',
          '<h3>Production</h3><p>Chaque machine est assemblée et testée en Suisse avant de quitter notre usine. <a href="/company">En savoir plus sur l’entreprise</a>.</p>',
          '<h3>Produzione</h3><p>Ogni macchina viene montata e collaudata in Svizzera prima di lasciare il nostro stabilimento. <a href="/company">Scopri di più sull’azienda</a>.</p>',
        )[language],
      ),
    }),
    rendering(site, 'two-column-content', 'missing', 'TwoColumnContent', {
      Title: text(l('Research and production', 'Forschung und Produktion', 'Recherche et production', 'Ricerca e produzione')[language]),
    }),
  ],
};

const threeColumnCategory: BlockSeed = {
  componentName: 'ThreeColumnCategory',
  slug: 'three-column-category',
  title: l('Three-column category', 'Dreispaltige Kategorien', 'Catégories sur trois colonnes', 'Categorie su tre colonne'),
  renderings: (site, language) => {
    const categories = [
      {
        key: 'hot-air',
        title: l('Hot-air tools', 'Heissluftgeräte', 'Appareils à air chaud', 'Apparecchi ad aria calda'),
        href: '/products/hot-air-tools',
      },
      {
        key: 'extrusion',
        title: l('Extrusion welders', 'Extrusionsschweissgeräte', 'Extrudeuses de soudage', 'Estrusori di saldatura'),
        href: '/products/extrusion-welders',
      },
      {
        key: 'machines',
        title: l('Welding machines', 'Schweissautomaten', 'Machines de soudage', 'Saldatrici automatiche'),
        href: '/products/welding-machines',
      },
    ];
    return [
      rendering(site, 'three-column-category', 'categories', 'ThreeColumnCategory', {
        Title: text(
          l('Find the right tool', 'Das richtige Gerät finden', 'Trouver le bon appareil', 'Trova l’apparecchio giusto')[language],
        ),
        Categories: categories.map((category) =>
          child(site, 'three-column-category', category.key, {
            Title: text(category.title[language]),
            Link: link(category.href),
            Image: mediaImage(`category-${category.key}`, '', 600, 400),
          }),
        ),
      }),
      rendering(site, 'three-column-category', 'missing', 'ThreeColumnCategory', { Categories: [] }),
    ];
  },
};

const history: BlockSeed = {
  componentName: 'History',
  slug: 'history',
  title: l('History', 'Geschichte', 'Histoire', 'Storia'),
  renderings: (site, language) => {
    const entries = [
      {
        year: '1949',
        title: l('The beginning', 'Die Anfänge', 'Les débuts', 'Gli inizi'),
        text: l(
          'Two engineers open a workshop for industrial heating elements near Lake Zurich.',
          'Zwei Ingenieure eröffnen am Zürichsee eine Werkstatt für industrielle Heizelemente.',
          'Deux ingénieurs ouvrent un atelier d’éléments chauffants industriels au bord du lac de Zurich.',
          'Due ingegneri aprono un’officina di elementi riscaldanti industriali sul lago di Zurigo.',
        ),
      },
      {
        year: '1972',
        title: l(
          'The first hot-air tool',
          'Das erste Heissluftgerät',
          'Le premier appareil à air chaud',
          'Il primo apparecchio ad aria calda',
        ),
        text: l(
          'A hand-held hot-air welder makes plastic welding possible on any building site.',
          'Ein handliches Heissluftgerät macht Kunststoffschweissen auf jeder Baustelle möglich.',
          'Un appareil à air chaud portatif rend le soudage des plastiques possible sur tous les chantiers.',
          'Un apparecchio ad aria calda portatile rende possibile la saldatura della plastica in ogni cantiere.',
        ),
      },
      {
        year: '1998',
        title: l('Sensors join the group', 'Sensoren kommen hinzu', 'Les capteurs rejoignent le groupe', 'I sensori entrano nel gruppo'),
        text: l(
          'The group acquires a maker of flow sensors and starts its sensor business.',
          'Die Gruppe übernimmt einen Hersteller von Durchflusssensoren und startet ihr Sensorgeschäft.',
          'Le groupe rachète un fabricant de capteurs de débit et lance son activité capteurs.',
          'Il gruppo acquisisce un produttore di sensori di portata e avvia il settore sensori.',
        ),
      },
      {
        year: '2021',
        title: l('Laser gas detection', 'Laser-Gasdetektion', 'Détection de gaz par laser', 'Rilevamento laser dei gas'),
        text: l(
          'The first laser-based gas detector leaves the new plant.',
          'Der erste laserbasierte Gasdetektor verlässt das neue Werk.',
          'Le premier détecteur de gaz à laser sort de la nouvelle usine.',
          'Il primo rilevatore di gas laser esce dal nuovo stabilimento.',
        ),
      },
    ];
    return [
      rendering(site, 'history', 'timeline', 'History', {
        Title: text(
          l(
            'From a workshop to a worldwide group',
            'Von der Werkstatt zur weltweiten Gruppe',
            'De l’atelier au groupe mondial',
            'Dall’officina al gruppo mondiale',
          )[language],
        ),
        Entries: entries.map((entry) =>
          child(site, 'history', entry.year, {
            Year: text(entry.year),
            Title: text(entry.title[language]),
            Text: text(entry.text[language]),
          }),
        ),
      }),
      rendering(site, 'history', 'missing', 'History', {
        Title: text(l('Our history', 'Unsere Geschichte', 'Notre histoire', 'La nostra storia')[language]),
      }),
    ];
  },
};

const customerButton: BlockSeed = {
  componentName: 'CustomerButton',
  slug: 'customer-button',
  title: l('Customer button', 'Kunden-Button', 'Bouton client', 'Pulsante cliente'),
  renderings: (site, language) => [
    rendering(site, 'customer-button', 'primary', 'CustomerButton', {
      Link: link('/contact', l('Request a quote', 'Offerte anfordern', 'Demander une offre', 'Richiedi un’offerta')[language]),
    }),
    rendering(
      site,
      'customer-button',
      'secondary',
      'CustomerButton',
      {
        Link: link(
          'https://portal.example.com',
          l('Customer portal', 'Kundenportal', 'Portail client', 'Portale clienti')[language],
          '_blank',
        ),
      },
      { Variant: 'Secondary', Alignment: 'Center' },
    ),
    rendering(site, 'customer-button', 'missing', 'CustomerButton', { Link: link('') }),
  ],
};

const appPromotion: BlockSeed = {
  componentName: 'AppPromotion',
  slug: 'app-promotion',
  title: l('App promotion', 'App-Promotion', 'Promotion de l’application', 'Promozione app'),
  renderings: (site, language) => [
    rendering(site, 'app-promotion', 'both-stores', 'AppPromotion', {
      Title: text(
        fill(
          l('The {brand} service app', 'Die {brand} Service-App', 'L’application de service {brand}', 'L’app di assistenza {brand}')[
            language
          ],
          site,
          language,
        ),
      ),
      Text: text(
        l(
          'Operating manuals, spare parts and welding parameters for your machines, even without a connection on site.',
          'Bedienungsanleitungen, Ersatzteile und Schweissparameter für Ihre Maschinen, auch ohne Empfang auf der Baustelle.',
          'Modes d’emploi, pièces de rechange et paramètres de soudage pour vos machines, même sans réseau sur le chantier.',
          'Manuali d’uso, ricambi e parametri di saldatura per le vostre macchine, anche senza rete in cantiere.',
        )[language],
      ),
      AppStoreLink: link('https://apps.apple.com/'),
      GooglePlayLink: link('https://play.google.com/store'),
      Image: mediaImage(
        'app-promotion-phone',
        l(
          'The service app showing a machine manual',
          'Die Service-App mit einer Maschinenanleitung',
          'L’application affichant le manuel d’une machine',
          'L’app che mostra il manuale di una macchina',
        )[language],
        400,
        600,
      ),
    }),
    rendering(site, 'app-promotion', 'missing', 'AppPromotion', {
      Title: text(l('Our app', 'Unsere App', 'Notre application', 'La nostra app')[language]),
    }),
  ],
};

const registrationPromotion: BlockSeed = {
  componentName: 'RegistrationPromotion',
  slug: 'registration-promotion',
  title: l('Registration promotion', 'Registrierungs-Promotion', 'Promotion de l’inscription', 'Promozione registrazione'),
  renderings: (site, language) => [
    rendering(site, 'registration-promotion', 'default', 'RegistrationPromotion', {
      Title: text(
        l(
          'Register for the customer portal',
          'Für das Kundenportal registrieren',
          'Inscrivez-vous au portail client',
          'Registrati al portale clienti',
        )[language],
      ),
      Text: text(
        l(
          'See your prices, reorder consumables in two clicks and download the documents for your machines.',
          'Sehen Sie Ihre Preise, bestellen Sie Verbrauchsmaterial mit zwei Klicks nach und laden Sie die Unterlagen zu Ihren Maschinen herunter.',
          'Consultez vos prix, recommandez vos consommables en deux clics et téléchargez les documents de vos machines.',
          'Visualizzate i vostri prezzi, riordinate i materiali di consumo in due clic e scaricate i documenti delle vostre macchine.',
        )[language],
      ),
      RegisterLink: link('/account/register', l('Create an account', 'Konto erstellen', 'Créer un compte', 'Crea un account')[language]),
    }),
    rendering(site, 'registration-promotion', 'missing', 'RegistrationPromotion', {
      Title: text(l('Register now', 'Jetzt registrieren', 'Inscrivez-vous', 'Registrati ora')[language]),
    }),
  ],
};

const careerPromotionBox: BlockSeed = {
  componentName: 'CareerPromotionBox',
  slug: 'career-promotion-box',
  title: l('Career promotion box', 'Karriere-Box', 'Encadré carrière', 'Box carriera'),
  renderings: (site, language) => [
    rendering(site, 'career-promotion-box', 'default', 'CareerPromotionBox', {
      Title: text(
        l(
          'Shape the future of industrial technology',
          'Gestalten Sie die Zukunft der Industrietechnik',
          'Façonnez l’avenir de la technologie industrielle',
          'Date forma al futuro della tecnologia industriale',
        )[language],
      ),
      Text: text(
        fill(
          l(
            'Engineers, technicians and apprentices: find your next role at {brand}.',
            'Ingenieurinnen, Techniker und Lernende: Finden Sie Ihre nächste Aufgabe bei {brand}.',
            'Ingénieurs, techniciens et apprentis : trouvez votre prochain poste chez {brand}.',
            'Ingegneri, tecnici e apprendisti: trovate il vostro prossimo ruolo da {brand}.',
          )[language],
          site,
          language,
        ),
      ),
      Image: mediaImage(
        'career-apprentices',
        l(
          'Two apprentices at a welding machine',
          'Zwei Lernende an einer Schweissmaschine',
          'Deux apprentis devant une machine de soudage',
          'Due apprendisti a una saldatrice',
        )[language],
        800,
        600,
      ),
      JobsLink: link(
        '/careers/jobs',
        l('View open positions', 'Offene Stellen ansehen', 'Voir les postes ouverts', 'Vedi le posizioni aperte')[language],
      ),
    }),
    rendering(site, 'career-promotion-box', 'missing', 'CareerPromotionBox', {
      Text: text(
        l('Find your next role.', 'Finden Sie Ihre nächste Aufgabe.', 'Trouvez votre prochain poste.', 'Trovate il vostro prossimo ruolo.')[
          language
        ],
      ),
    }),
  ],
};

const richTextTeasers: BlockSeed = {
  componentName: 'RichTextTeasers',
  slug: 'rich-text-teasers',
  title: l('Rich text teasers', 'Text-Teaser', 'Teasers texte', 'Teaser di testo'),
  renderings: (site, language) => [
    rendering(site, 'rich-text-teasers', 'services', 'RichTextTeasers', {
      Title: text(
        l(
          'Service for the whole life of your machine',
          'Service für das ganze Maschinenleben',
          'Un service pour toute la vie de votre machine',
          'Assistenza per tutta la vita della macchina',
        )[language],
      ),
      Teaser1Title: text(l('Repair', 'Reparatur', 'Réparation', 'Riparazione')[language]),
      Teaser1Text: text(
        l(
          '<p>Our service centres repair your tools within <strong>three working days</strong>.</p>',
          '<p>Unsere Servicecenter reparieren Ihre Geräte innert <strong>drei Arbeitstagen</strong>.</p>',
          '<p>Nos centres de service réparent vos appareils en <strong>trois jours ouvrables</strong>.</p>',
          '<p>I nostri centri di assistenza riparano i vostri apparecchi entro <strong>tre giorni lavorativi</strong>.</p>',
        )[language],
      ),
      Teaser1Link: link(
        '/service/repair',
        l('Book a repair', 'Reparatur anmelden', 'Demander une réparation', 'Prenota una riparazione')[language],
      ),
      Teaser2Title: text(l('Training', 'Schulung', 'Formation', 'Formazione')[language]),
      Teaser2Text: text(
        l(
          '<p>Certified courses for your operators:</p><ul><li>Hot-air welding</li><li>Extrusion welding</li></ul>',
          '<p>Zertifizierte Kurse für Ihr Personal:</p><ul><li>Heissluftschweissen</li><li>Extrusionsschweissen</li></ul>',
          '<p>Des cours certifiés pour vos opérateurs :</p><ul><li>Soudage à air chaud</li><li>Soudage par extrusion</li></ul>',
          '<p>Corsi certificati per i vostri operatori:</p><ul><li>Saldatura ad aria calda</li><li>Saldatura a estrusione</li></ul>',
        )[language],
      ),
      Teaser2Link: link(
        '/service/training',
        l('See course dates', 'Kursdaten ansehen', 'Voir les dates des cours', 'Vedi le date dei corsi')[language],
      ),
      Teaser3Title: text(l('Spare parts', 'Ersatzteile', 'Pièces de rechange', 'Ricambi')[language]),
      Teaser3Text: text(
        l(
          '<p>Original spare parts for machines built since 1990, shipped worldwide.</p>',
          '<p>Originalersatzteile für Maschinen ab Baujahr 1990, weltweit geliefert.</p>',
          '<p>Pièces d’origine pour les machines construites depuis 1990, livrées dans le monde entier.</p>',
          '<p>Ricambi originali per macchine costruite dal 1990, spediti in tutto il mondo.</p>',
        )[language],
      ),
      Teaser3Link: link('/service/spare-parts'),
    }),
    rendering(site, 'rich-text-teasers', 'missing', 'RichTextTeasers', {
      Title: text(l('Service', 'Service', 'Service', 'Assistenza')[language]),
    }),
  ],
};

const imageTeasers: BlockSeed = {
  componentName: 'ImageTeasers',
  slug: 'image-teasers',
  title: l('Image teasers', 'Bild-Teaser', 'Teasers image', 'Teaser con immagine'),
  renderings: (site, language) => {
    const teasers = [
      {
        key: 'tunnel',
        title: l(
          'Sealing a tunnel in the Alps',
          'Abdichtung eines Alpentunnels',
          'Étanchéité d’un tunnel alpin',
          'Impermeabilizzare un tunnel alpino',
        ),
        alt: l(
          'Technicians welding a waterproofing membrane in a tunnel',
          'Techniker schweissen eine Abdichtungsbahn im Tunnel',
          'Des techniciens soudent une membrane d’étanchéité dans un tunnel',
          'Tecnici saldano una membrana impermeabile in galleria',
        ),
      },
      {
        key: 'roofs',
        title: l(
          'Roofs that last fifty years',
          'Dächer, die fünfzig Jahre halten',
          'Des toits qui durent cinquante ans',
          'Tetti che durano cinquant’anni',
        ),
        alt: l(
          'A flat roof with welded plastic sheets',
          'Ein Flachdach mit verschweissten Kunststoffbahnen',
          'Un toit plat avec des lés en plastique soudés',
          'Un tetto piano con teli in plastica saldati',
        ),
      },
      {
        key: 'clean-room',
        title: l(
          'Clean air in chip factories',
          'Saubere Luft in Chipfabriken',
          'De l’air pur dans les usines de puces',
          'Aria pulita nelle fabbriche di chip',
        ),
        alt: l(
          'A gas sensor in a clean room',
          'Ein Gassensor im Reinraum',
          'Un capteur de gaz en salle blanche',
          'Un sensore di gas in camera bianca',
        ),
      },
    ];
    return [
      rendering(site, 'image-teasers', 'stories', 'ImageTeasers', {
        Title: text(
          l(
            'Where our technology works',
            'Wo unsere Technik arbeitet',
            'Là où notre technologie travaille',
            'Dove lavora la nostra tecnologia',
          )[language],
        ),
        Teasers: teasers.map((teaser) =>
          child(site, 'image-teasers', teaser.key, {
            Title: text(teaser.title[language]),
            Link: link(`/stories/${teaser.key}`),
            Image: mediaImage(`image-teaser-${teaser.key}`, teaser.alt[language], 800, 500),
          }),
        ),
      }),
      rendering(site, 'image-teasers', 'missing', 'ImageTeasers', { Teasers: [] }),
    ];
  },
};

const personHolderBox: BlockSeed = {
  componentName: 'PersonHolderBox',
  slug: 'person-holder-box',
  title: l('Person holder box', 'Kontaktpersonen', 'Personnes de contact', 'Persone di contatto'),
  renderings: (site, language) => {
    const persons = [
      {
        key: 'martina-keller',
        name: 'Martina Keller',
        role: l(
          'Head of Corporate Communications',
          'Leiterin Unternehmenskommunikation',
          'Responsable de la communication',
          'Responsabile della comunicazione',
        ),
        phone: '+41 44 555 12 30',
        portrait: true,
      },
      {
        key: 'jonas-weber',
        name: 'Jonas Weber',
        role: l('Media Relations', 'Medienstelle', 'Relations médias', 'Relazioni con i media'),
        phone: '+41 44 555 12 31',
        portrait: true,
      },
      {
        key: 'claire-dubois',
        name: 'Claire Dubois',
        role: l('Investor Relations', 'Investor Relations', 'Relations investisseurs', 'Relazioni con gli investitori'),
        phone: '+41 44 555 12 32',
        portrait: false,
      },
    ];
    return [
      rendering(site, 'person-holder-box', 'contacts', 'PersonHolderBox', {
        Title: text(
          l(
            'Your contacts for media enquiries',
            'Ihre Kontakte für Medienanfragen',
            'Vos contacts pour les médias',
            'I vostri contatti per i media',
          )[language],
        ),
        Persons: persons.map((person) =>
          child(site, 'person-holder-box', person.key, {
            Name: text(person.name),
            Role: text(person.role[language]),
            Email: text(`${person.key.replace('-', '.')}@example.com`),
            Phone: text(person.phone),
            ...(person.portrait ? { Portrait: mediaImage(`person-${person.key}`, person.name, 400, 400) } : {}),
          }),
        ),
      }),
      rendering(site, 'person-holder-box', 'missing', 'PersonHolderBox', {
        Title: text(l('Contacts', 'Kontakte', 'Contacts', 'Contatti')[language]),
        Persons: [],
      }),
    ];
  },
};

/** The editorial blocks in kitchen-sink order. */
export const EDITORIAL_BLOCKS: BlockSeed[] = [
  quote,
  checkmarkList,
  twoColumnContent,
  threeColumnCategory,
  history,
  customerButton,
  appPromotion,
  registrationPromotion,
  careerPromotionBox,
  richTextTeasers,
  imageTeasers,
  personHolderBox,
  anchorLink,
  spacer,
];
