import { itemId } from '../ids.ts';
import type { Language, Localized, SiteSeed } from '../sites.ts';
import { mediaImage, type BlockRendering, type BlockSeed } from './types.ts';

/**
 * The story, job, event and media blocks: story and universal heroes, story boxes and
 * linkers, career and job heroes, event information, linker and media carousels, media gallery.
 * Each page also shows the block's missing-content state.
 */

function l(en: string, de: string, fr: string, it: string): Localized {
  return { en, de, fr, it };
}

function uid(site: SiteSeed, slug: string, suffix: string): string {
  return itemId(site.name, `/blocks/${slug}`, suffix);
}

const t = (value: string) => ({ value });

const STORY = {
  overline: l('Customer story', 'Kundengeschichte', 'Témoignage client', 'Storia di un cliente'),
  title: l(
    'Forty thousand square metres of liner, welded before the snow',
    'Vierzigtausend Quadratmeter Dichtungsbahn, verschweisst vor dem ersten Schnee',
    'Quarante mille mètres carrés de géomembrane soudés avant la neige',
    'Quarantamila metri quadrati di geomembrana saldati prima della neve',
  ),
  description: l(
    'Two welders sealed a reservoir in the Alps with automatic wedge welders, working through wind, cold mornings and a schedule set by the first snowfall.',
    'Zwei Schweisser dichteten mit automatischen Heizkeilschweissgeräten ein Speicherbecken in den Alpen ab – bei Wind, kalten Morgen und einem Zeitplan, den der erste Schnee bestimmte.',
    'Deux soudeurs ont étanchéifié un bassin de retenue dans les Alpes avec des soudeuses automatiques à coin chauffant, malgré le vent, les matins froids et un calendrier dicté par la neige.',
    'Due saldatori hanno impermeabilizzato un bacino nelle Alpi con saldatrici automatiche a cuneo caldo, tra vento, mattine fredde e una tabella di marcia dettata dalla prima neve.',
  ),
  category: l('Civil engineering', 'Tiefbau', 'Génie civil', 'Ingegneria civile'),
  button: l('Read the story', 'Geschichte lesen', "Lire l'histoire", 'Leggi la storia'),
  alt: l(
    'Two welders on a reservoir liner in the mountains',
    'Zwei Schweisser auf einer Dichtungsbahn in den Bergen',
    'Deux soudeurs sur une géomembrane en montagne',
    'Due saldatori su una geomembrana in montagna',
  ),
};

const STORY_2 = {
  title: l(
    'A green roof above the harbour',
    'Ein Gründach über dem Hafen',
    'Un toit végétalisé au-dessus du port',
    'Un tetto verde sopra il porto',
  ),
  description: l(
    'Bitumen membranes welded by hot air on a 6,000 m² roof garden in Rotterdam.',
    'Bitumenbahnen, mit Heissluft verschweisst, auf einem 6000 m² grossen Dachgarten in Rotterdam.',
    "Des membranes bitumineuses soudées à l'air chaud sur un jardin de toit de 6000 m² à Rotterdam.",
    'Membrane bituminose saldate ad aria calda su un giardino pensile di 6000 m² a Rotterdam.',
  ),
};

const JOB = {
  title: l(
    'Field Service Technician, Welding Machines',
    'Servicetechniker Schweissautomaten (m/w/d)',
    'Technicien de service itinérant, machines de soudage (h/f)',
    'Tecnico di assistenza esterna, saldatrici automatiche (m/f)',
  ),
  location: l('Lyon', 'Kägiswil', 'Lyon', 'Lugano'),
  country: l('France', 'Schweiz', 'France', 'Svizzera'),
  workload: '80–100%',
  abstract: l(
    'You commission, maintain and repair our welding machines at customer sites.',
    'Sie nehmen unsere Schweissautomaten bei Kunden in Betrieb, warten und reparieren sie.',
    'Vous mettez en service, entretenez et réparez nos machines de soudage chez nos clients.',
    'Mette in servizio, manutiene e ripara le nostre saldatrici presso i clienti.',
  ),
  back: l('Back to all jobs', 'Zurück zu allen Stellen', 'Retour aux offres', 'Torna alle offerte'),
  alt: l(
    'Technician servicing a welding machine',
    'Techniker wartet einen Schweissautomaten',
    'Technicien en train de réviser une machine de soudage',
    'Tecnico durante la manutenzione di una saldatrice',
  ),
};

const APPRENTICESHIP = {
  title: l(
    'Apprenticeship as a polymechanic',
    'Lehre als Polymechaniker/in EFZ',
    'Apprentissage de polymécanicien·ne CFC',
    'Apprendistato come polimeccanico/a AFC',
  ),
  back: l('Back to careers', 'Zurück zu Karriere', 'Retour aux carrières', 'Torna a carriere'),
  alt: l(
    'Apprentice at a milling machine',
    'Lernende an einer Fräsmaschine',
    'Apprentie devant une fraiseuse',
    'Apprendista a una fresatrice',
  ),
};

const EVENT = {
  title: l(
    'K 2025 – The plastics trade fair',
    'K 2025 – Die Kunststoffmesse',
    'K 2025 – Le salon des plastiques',
    'K 2025 – La fiera della plastica',
  ),
  country: l('Germany', 'Deutschland', 'Allemagne', 'Germania'),
  industries: [
    l('Automotive', 'Automobilindustrie', 'Automobile', 'Automotive'),
    l('Packaging', 'Verpackung', 'Emballage', 'Imballaggio'),
    l('Construction', 'Bau', 'Construction', 'Edilizia'),
  ],
  text: l(
    '<p>Meet our plastic welding team and see the new <strong>extrusion welder generation</strong> live.</p><ul><li>Live demonstrations every hour</li><li>Talk to our application engineers</li></ul>',
    '<p>Treffen Sie unser Team für Kunststoffschweissen und erleben Sie die neue <strong>Extrudergeneration</strong> live.</p><ul><li>Stündliche Live-Vorführungen</li><li>Gespräche mit unseren Anwendungstechnikern</li></ul>',
    "<p>Rencontrez notre équipe de soudage des plastiques et découvrez en direct la nouvelle <strong>génération d'extrudeuses</strong>.</p><ul><li>Démonstrations toutes les heures</li><li>Échanges avec nos ingénieurs d'application</li></ul>",
    '<p>Incontrate il nostro team di saldatura della plastica e scoprite dal vivo la nuova <strong>generazione di estrusori</strong>.</p><ul><li>Dimostrazioni ogni ora</li><li>Colloqui con i nostri tecnici applicativi</li></ul>',
  ),
  booth: l('Hall 11, booth E52', 'Halle 11, Stand E52', 'Hall 11, stand E52', 'Padiglione 11, stand E52'),
  directions: l('Directions to the fair', 'Anreise zur Messe', 'Accès au salon', 'Come arrivare alla fiera'),
  boothLink: l(
    'Book a meeting at our booth',
    'Termin an unserem Stand buchen',
    'Réserver un rendez-vous sur notre stand',
    'Prenota un incontro al nostro stand',
  ),
  organizer: l('K 2025 website', 'Website der K 2025', 'Site de K 2025', 'Sito di K 2025'),
  openDay: l(
    'Open day at our plant',
    'Tag der offenen Tür im Werk',
    'Journée portes ouvertes à notre usine',
    'Giornata a porte aperte nel nostro stabilimento',
  ),
  switzerland: l('Switzerland', 'Schweiz', 'Suisse', 'Svizzera'),
};

const LINKERS = [
  {
    slug: 'roofing',
    title: l('Roofing', 'Dach', 'Toiture', 'Coperture'),
    description: l(
      'Hot-air welders for bitumen and thermoplastic membranes, from the first seam to the last detail on the parapet.',
      'Heissluftschweissgeräte für Bitumen- und Kunststoffbahnen – von der ersten Naht bis zum letzten Detail an der Attika.',
      "Soudeuses à air chaud pour membranes bitumineuses et thermoplastiques, de la première soudure au dernier détail de l'acrotère.",
      "Saldatrici ad aria calda per membrane bituminose e termoplastiche, dalla prima saldatura all'ultimo dettaglio sul parapetto.",
    ),
  },
  {
    slug: 'flooring',
    title: l('Flooring', 'Boden', 'Sols', 'Pavimenti'),
    description: l(
      'Tools for welding vinyl and linoleum floors: hand tools, automatic welders and the grooving devices that prepare every seam before it is welded.',
      'Geräte zum Verschweissen von Vinyl- und Linoleumböden: Handgeräte, Schweissautomaten und Fugenfräsen, die jede Naht vor dem Schweissen vorbereiten.',
      'Outils pour souder les sols vinyle et linoléum : appareils manuels, soudeuses automatiques et chanfreineuses qui préparent chaque joint avant la soudure.',
      'Strumenti per saldare pavimenti in vinile e linoleum: apparecchi manuali, saldatrici automatiche e fresatrici che preparano ogni giunto prima della saldatura.',
    ),
  },
  {
    slug: 'geomembranes',
    title: l('Geomembranes', 'Geomembranen', 'Géomembranes', 'Geomembrane'),
    description: l(
      'Wedge and extrusion welders for landfills, tunnels and reservoirs, with data logging for every seam.',
      'Heizkeil- und Extrusionsschweissgeräte für Deponien, Tunnel und Speicherbecken, mit Datenaufzeichnung für jede Naht.',
      'Soudeuses à coin chauffant et extrudeuses pour décharges, tunnels et bassins, avec enregistrement des données de chaque soudure.',
      'Saldatrici a cuneo caldo ed estrusori per discariche, gallerie e bacini, con registrazione dei dati di ogni saldatura.',
    ),
  },
  {
    slug: 'tarpaulins',
    title: l('Tarpaulins and banners', 'Planen und Banner', 'Bâches et banderoles', 'Teloni e striscioni'),
    description: l(
      'Welding machines for truck covers, tents and large-format banners.',
      'Schweissautomaten für Lkw-Planen, Zelte und grossformatige Banner.',
      'Machines de soudage pour bâches de camion, tentes et banderoles grand format.',
      'Saldatrici per teloni di camion, tende e striscioni di grande formato.',
    ),
  },
];

const MEDIA = [
  {
    name: 'group-c-roof-welding',
    alt: l(
      'Roofer welding a membrane',
      'Dachdecker verschweisst eine Bahn',
      'Couvreur en train de souder une membrane',
      'Copritetto che salda una membrana',
    ),
    caption: l(
      'Welding a roof membrane in Rotterdam',
      'Schweissen einer Dachbahn in Rotterdam',
      "Soudage d'une membrane de toiture à Rotterdam",
      'Saldatura di una membrana di copertura a Rotterdam',
    ),
  },
  {
    name: 'group-c-liner',
    alt: l(
      'Extrusion welder on a landfill liner',
      'Extrusionsschweissgerät auf einer Deponieabdichtung',
      'Extrudeuse sur une géomembrane de décharge',
      'Estrusore su una geomembrana di discarica',
    ),
    caption: l(
      'Extrusion welding on a landfill liner',
      'Extrusionsschweissen an einer Deponieabdichtung',
      "Soudage par extrusion sur l'étanchéité d'une décharge",
      "Saldatura per estrusione sull'impermeabilizzazione di una discarica",
    ),
  },
  {
    name: 'group-c-test-hall',
    alt: l(
      'Wedge welder in the test hall',
      'Heizkeilschweissgerät in der Prüfhalle',
      "Soudeuse à coin chauffant dans le hall d'essai",
      'Saldatrice a cuneo caldo nel capannone di prova',
    ),
    caption: l(
      'Final test of a wedge welder',
      'Endprüfung eines Heizkeilschweissgeräts',
      "Contrôle final d'une soudeuse à coin chauffant",
      'Collaudo finale di una saldatrice a cuneo caldo',
    ),
  },
  {
    name: 'group-c-training',
    alt: l(
      'Trainees in the training centre',
      'Lernende im Ausbildungszentrum',
      'Apprentis au centre de formation',
      'Apprendisti nel centro di formazione',
    ),
    caption: l('Our training centre', 'Unser Ausbildungszentrum', 'Notre centre de formation', 'Il nostro centro di formazione'),
  },
];

function storyFields(site: SiteSeed, language: Language, story: { title: Localized; description: Localized }, slug: string, image: string) {
  return {
    OverlineTitle: t(STORY.overline[language]),
    Title: t(story.title[language]),
    Description: t(story.description[language]),
    StoryImage: mediaImage(image, `${story.title[language]} – ${site.displayName}`),
    LinkerButtonLabel: t(STORY.button[language]),
    PageUrl: { value: { href: `/stories/${slug}` } },
  };
}

function missing(site: SiteSeed, slug: string, componentName: string): BlockRendering {
  return { uid: uid(site, slug, 'missing-content'), componentName, fields: {} };
}

export const STORY_EVENT_MEDIA_BLOCKS: BlockSeed[] = [
  {
    componentName: 'StoryHero',
    slug: 'story-hero',
    title: l('Story hero', 'Story-Hero', 'Héros de récit', 'Hero della storia'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'story-hero', 'default'),
        componentName: 'StoryHero',
        fields: {
          Overline: t(STORY.overline[language]),
          Title: t(STORY.title[language]),
          Date: t('2025-05-14T22:00:00Z'),
          Category: t(STORY.category[language]),
          Image: mediaImage('group-c-story-hero', STORY.alt[language]),
        },
      },
      missing(site, 'story-hero', 'StoryHero'),
    ],
  },
  {
    componentName: 'UniversalHero',
    slug: 'universal-hero',
    title: l('Universal hero', 'Universal-Hero', 'Héros universel', 'Hero universale'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'universal-hero', 'default'),
        componentName: 'UniversalHero',
        fields: {
          Overline: t(site.displayName),
          Title: t(site.tagline[language]),
          Text: t(
            l(
              `Our focus: ${site.focus.en}.`,
              `Unser Schwerpunkt: ${site.focus.de}.`,
              `Notre spécialité : ${site.focus.fr}.`,
              `Il nostro campo: ${site.focus.it}.`,
            )[language],
          ),
          Image: mediaImage('group-c-universal-hero', site.tagline[language]),
        },
      },
      missing(site, 'universal-hero', 'UniversalHero'),
    ],
  },
  {
    componentName: 'StoryBox',
    slug: 'story-box',
    title: l('Story box', 'Story-Box', 'Encadré récit', 'Riquadro storia'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'story-box', 'image-left'),
        componentName: 'StoryBox',
        params: { ImagePosition: 'Left' },
        fields: storyFields(site, language, STORY, 'reservoir-in-the-alps', 'group-c-story-box'),
      },
      {
        uid: uid(site, 'story-box', 'image-right'),
        componentName: 'StoryBox',
        params: { ImagePosition: 'Right' },
        fields: storyFields(site, language, STORY_2, 'green-roof-rotterdam', 'group-c-story-box-2'),
      },
      missing(site, 'story-box', 'StoryBox'),
    ],
  },
  {
    componentName: 'StoryLinker',
    slug: 'story-linker',
    title: l('Story linker', 'Story-Linker', 'Liens vers les récits', 'Collegamenti alle storie'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'story-linker', 'default'),
        componentName: 'StoryLinker',
        params: { ImagePosition: 'Right' },
        fields: {
          Title: t(
            l('More customer stories', 'Weitere Kundengeschichten', 'Autres témoignages clients', 'Altre storie di clienti')[language],
          ),
          Stories: [
            {
              id: uid(site, 'story-linker', 'story-1'),
              fields: storyFields(site, language, STORY, 'reservoir-in-the-alps', 'group-c-story-box'),
            },
            {
              id: uid(site, 'story-linker', 'story-2'),
              fields: storyFields(site, language, STORY_2, 'green-roof-rotterdam', 'group-c-story-box-2'),
            },
          ],
        },
      },
      missing(site, 'story-linker', 'StoryLinker'),
    ],
  },
  {
    componentName: 'CareerHero',
    slug: 'career-hero',
    title: l('Career hero', 'Karriere-Hero', 'Héros carrière', 'Hero carriera'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'career-hero', 'default'),
        componentName: 'CareerHero',
        fields: {
          Title: t(APPRENTICESHIP.title[language]),
          Location: t('Kägiswil'),
          Company: t(site.displayName),
          Workload: t('100%'),
          BackLink: { value: { href: '/careers', text: APPRENTICESHIP.back[language] } },
          Image: mediaImage('group-c-career-hero', APPRENTICESHIP.alt[language]),
        },
      },
      missing(site, 'career-hero', 'CareerHero'),
    ],
  },
  {
    componentName: 'UniversalJobHero',
    slug: 'universal-job-hero',
    title: l('Universal job hero', 'Universal-Stellen-Hero', "Héros d'offre d'emploi", 'Hero offerta di lavoro'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'universal-job-hero', 'default'),
        componentName: 'UniversalJobHero',
        fields: {
          Title: t(JOB.title[language]),
          Location: t(JOB.location[language]),
          Company: t(site.displayName),
          Workload: t(JOB.workload),
          Country: t(JOB.country[language]),
          Abstract: t(JOB.abstract[language]),
          DatePosted: t('2025-04-01T00:00:00Z'),
          BackLink: { value: { href: '/careers/jobs', text: JOB.back[language] } },
          Image: mediaImage('group-c-job-hero', JOB.alt[language]),
        },
      },
      missing(site, 'universal-job-hero', 'UniversalJobHero'),
    ],
  },
  {
    componentName: 'EventInformation',
    slug: 'event-information',
    title: l('Event information', 'Veranstaltungsinformationen', "Informations sur l'événement", "Informazioni sull'evento"),
    renderings: (site, language) => [
      {
        uid: uid(site, 'event-information', 'trade-fair'),
        componentName: 'EventInformation',
        fields: {
          Title: t(EVENT.title[language]),
          City: t('Düsseldorf'),
          Country: { id: itemId('region', 'DE'), fields: { RegionName: t(EVENT.country[language]) } },
          Industries: EVENT.industries.map((industry, index) => ({
            id: uid(site, 'event-information', `industry-${index}`),
            fields: { Title: t(industry[language]) },
          })),
          StartDate: t('2025-10-08T08:00:00Z'),
          EndDate: t('2025-10-15T16:00:00Z'),
          Text: t(EVENT.text[language]),
          Venue: t('Messe Düsseldorf'),
          Address: t('Messeplatz\n40474 Düsseldorf'),
          BoothInformation: t(EVENT.booth[language]),
          DirectionsLink: { value: { href: 'https://www.messe-duesseldorf.de/', text: EVENT.directions[language], target: '_blank' } },
          BoothLink: { value: { href: '/events/k-2025/booth', text: EVENT.boothLink[language] } },
          OrganizerLink: { value: { href: 'https://www.k-online.com/', text: EVENT.organizer[language], target: '_blank' } },
          Latitude: t('51.2613'),
          Longitude: t('6.7410'),
        },
      },
      {
        uid: uid(site, 'event-information', 'same-day'),
        componentName: 'EventInformation',
        fields: {
          Title: t(EVENT.openDay[language]),
          City: t('Kägiswil'),
          Country: t(EVENT.switzerland[language]),
          StartDate: t('2025-06-12T07:00:00Z'),
          EndDate: t('2025-06-12T15:30:00Z'),
          Latitude: t('0'),
          Longitude: t('0'),
        },
      },
    ],
    // Its missing-data message is for editors: only on the /qa/missing-content test page.
    gaps: (site) => [missing(site, 'event-information', 'EventInformation')],
  },
  {
    componentName: 'LinkerCarousel',
    slug: 'linker-carousel',
    title: l('Linker carousel', 'Linker-Karussell', 'Carrousel de liens', 'Carosello di collegamenti'),
    renderings: (site, language) => {
      const items = LINKERS.map((linker) => ({
        id: uid(site, 'linker-carousel', linker.slug),
        fields: {
          Title: t(linker.title[language]),
          Description: t(linker.description[language]),
          Image: mediaImage(`group-c-${linker.slug}`, linker.title[language], 1200, 800),
          Link: { value: { href: `/solutions/${linker.slug}`, text: l('Discover', 'Entdecken', 'Découvrir', 'Scoprire')[language] } },
        },
      }));
      return [
        {
          uid: uid(site, 'linker-carousel', 'default'),
          componentName: 'LinkerCarousel',
          fields: {
            Title: t(
              l('Solutions by application', 'Lösungen nach Anwendung', 'Solutions par application', 'Soluzioni per applicazione')[language],
            ),
            Items: items,
          },
        },
        {
          uid: uid(site, 'linker-carousel', 'reduced'),
          componentName: 'LinkerCarousel',
          params: { Reduced: '1' },
          fields: {
            Title: t(l('Related solutions', 'Verwandte Lösungen', 'Solutions associées', 'Soluzioni correlate')[language]),
            Items: items,
          },
        },
        missing(site, 'linker-carousel', 'LinkerCarousel'),
      ];
    },
  },
  {
    componentName: 'MediaCarousel',
    slug: 'media-carousel',
    title: l('Media carousel', 'Medien-Karussell', 'Carrousel média', 'Carosello multimediale'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'media-carousel', 'default'),
        componentName: 'MediaCarousel',
        fields: {
          Title: t(l('On the construction site', 'Auf der Baustelle', 'Sur le chantier', 'In cantiere')[language]),
          Items: MEDIA.slice(0, 3).map((media) => ({
            id: uid(site, 'media-carousel', media.name),
            fields: { Image: mediaImage(media.name, media.alt[language], 1200, 675), Caption: t(media.caption[language]) },
          })),
        },
      },
      missing(site, 'media-carousel', 'MediaCarousel'),
    ],
  },
  {
    componentName: 'MediaGallery',
    slug: 'media-gallery',
    title: l('Media gallery', 'Mediengalerie', 'Galerie média', 'Galleria multimediale'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'media-gallery', 'default'),
        componentName: 'MediaGallery',
        fields: {
          Title: t(
            l('Inside our plant', 'Einblick in unser Werk', "À l'intérieur de notre usine", 'Dentro il nostro stabilimento')[language],
          ),
          Items: MEDIA.map((media) => ({
            id: uid(site, 'media-gallery', media.name),
            fields: { Image: mediaImage(media.name, media.alt[language], 800, 600), Caption: t(media.caption[language]) },
          })),
        },
      },
      missing(site, 'media-gallery', 'MediaGallery'),
    ],
  },
];
