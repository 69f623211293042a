import { mediaImage, type BlockRendering } from './blocks/types.ts';
import { itemId } from './ids.ts';
import { PRODUCT_FAMILIES } from '../../product-data/seed/product-families.ts';
import { GROUP_HEADQUARTERS_ID } from '../../maps/seed/contact-points.ts';
import { type Language, type Localized, type SiteSeed, fill } from './sites.ts';

/**
 * Every brand's home page (issue 12): what a visitor expects of a corporate home page, built from
 * the content blocks editors have: a start-page hero with a picture, the product families, a news
 * story, upcoming events, a shop promotion (shop brands), a career promotion and a contact
 * teaser. Copy is original sample content per brand in the four languages; pictures come from the
 * media library (generated JPEG photographs, `/-/media/home-*.jpg`).
 */

const l = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });
const link = (href: string, label?: string) => ({ value: { href, ...(label ? { text: label } : {}) } });

const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

/** A date range as the language writes it ("8–11 June 2027"); fixed dates, so the seed is deterministic. */
function dateRange(start: string, end: string, language: Language): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return start === end ? format.format(new Date(start)) : format.formatRange(new Date(start), new Date(end));
}

interface HomeEvent {
  title: Localized;
  place: Localized;
  start: string;
  end: string;
  booth: Localized;
}

interface HomeStory {
  overline: Localized;
  title: Localized;
  description: Localized;
  alt: Localized;
}

interface HomeCopy {
  heroText: Localized;
  heroAlt: Localized;
  heroCta: Localized;
  familiesTitle: Localized;
  story: HomeStory;
  events: HomeEvent[];
  careerTitle: Localized;
  careerText: Localized;
  careerAlt: Localized;
  shop?: { title: Localized; text: Localized; cta: Localized; href: string };
}

const NEWS: HomeStory['overline'] = l('News', 'News', 'Actualités', 'Notizie');

const HOME: Record<string, HomeCopy> = {
  group: {
    heroText: l(
      'Kestrel Group is the holding of four technology companies: plastic welding, process heat, sensors and laser systems, developed and built in Switzerland since 1949.',
      'Die Kestrel Group ist die Holding von vier Technologieunternehmen: Kunststoffschweissen, Prozesswärme, Sensoren und Lasersysteme, entwickelt und gebaut in der Schweiz seit 1949.',
      'Kestrel Group est la holding de quatre entreprises technologiques : soudage des plastiques, chaleur industrielle, capteurs et systèmes laser, développés et fabriqués en Suisse depuis 1949.',
      'Kestrel Group è la holding di quattro aziende tecnologiche: saldatura della plastica, calore di processo, sensori e sistemi laser, sviluppati e costruiti in Svizzera dal 1949.',
    ),
    heroAlt: l(
      'The group headquarters in Sarnen at dusk',
      'Der Hauptsitz der Gruppe in Sarnen in der Abenddämmerung',
      'Le siège du groupe à Sarnen au crépuscule',
      'La sede del gruppo a Sarnen al crepuscolo',
    ),
    heroCta: l('Our business areas', 'Unsere Geschäftsbereiche', 'Nos domaines d’activité', 'I nostri settori di attività'),
    familiesTitle: l('Our business areas', 'Unsere Geschäftsbereiche', 'Nos domaines d’activité', 'I nostri settori di attività'),
    story: {
      overline: NEWS,
      title: l(
        'Annual results: growth in all four business areas',
        'Jahresergebnis: Wachstum in allen vier Geschäftsbereichen',
        'Résultats annuels : croissance dans les quatre domaines d’activité',
        'Risultati annuali: crescita in tutti e quattro i settori',
      ),
      description: l(
        'Net sales rose by six percent. The group invested a tenth of its sales in research and opened a new service centre in Singapore.',
        'Der Nettoumsatz stieg um sechs Prozent. Die Gruppe investierte einen Zehntel des Umsatzes in die Forschung und eröffnete ein neues Servicecenter in Singapur.',
        'Le chiffre d’affaires net a progressé de six pour cent. Le groupe a investi un dixième de ses ventes dans la recherche et ouvert un centre de service à Singapour.',
        'Il fatturato netto è cresciuto del sei per cento. Il gruppo ha investito un decimo del fatturato nella ricerca e ha aperto un centro di assistenza a Singapore.',
      ),
      alt: l(
        'The executive board presenting the annual results',
        'Die Geschäftsleitung präsentiert das Jahresergebnis',
        'La direction présente les résultats annuels',
        'La direzione presenta i risultati annuali',
      ),
    },
    events: [
      {
        title: l('General meeting', 'Generalversammlung', 'Assemblée générale', 'Assemblea generale'),
        place: l('Sarnen, Switzerland', 'Sarnen, Schweiz', 'Sarnen, Suisse', 'Sarnen, Svizzera'),
        start: '2027-04-22',
        end: '2027-04-22',
        booth: l(
          'Shareholders register by 8 April.',
          'Anmeldung für Aktionärinnen und Aktionäre bis 8. April.',
          'Inscription des actionnaires jusqu’au 8 avril.',
          'Iscrizione degli azionisti entro l’8 aprile.',
        ),
      },
      {
        title: l('Hannover Messe', 'Hannover Messe', 'Hannover Messe', 'Hannover Messe'),
        place: l('Hanover, Germany', 'Hannover, Deutschland', 'Hanovre, Allemagne', 'Hannover, Germania'),
        start: '2027-04-12',
        end: '2027-04-16',
        booth: l(
          'All four companies on one stand: hall 6.',
          'Alle vier Unternehmen an einem Stand: Halle 6.',
          'Les quatre entreprises sur un seul stand : hall 6.',
          'Tutte e quattro le aziende in un unico stand: padiglione 6.',
        ),
      },
      {
        title: l('Capital markets day', 'Kapitalmarkttag', 'Journée des marchés financiers', 'Giornata dei mercati dei capitali'),
        place: l('Zurich, Switzerland', 'Zürich, Schweiz', 'Zurich, Suisse', 'Zurigo, Svizzera'),
        start: '2027-09-14',
        end: '2027-09-14',
        booth: l(
          'Strategy and targets until 2030.',
          'Strategie und Ziele bis 2030.',
          'Stratégie et objectifs jusqu’en 2030.',
          'Strategia e obiettivi fino al 2030.',
        ),
      },
    ],
    careerTitle: l(
      'One group, many careers',
      'Eine Gruppe, viele Karrieren',
      'Un groupe, de nombreuses carrières',
      'Un gruppo, tante carriere',
    ),
    careerText: l(
      'Engineering, production, sales or finance: 2,400 people work in the Kestrel companies, and 90 apprentices learn a trade with us.',
      'Entwicklung, Produktion, Verkauf oder Finanzen: 2400 Menschen arbeiten in den Kestrel-Unternehmen, und 90 Lernende erlernen bei uns einen Beruf.',
      'Développement, production, vente ou finance : 2400 personnes travaillent dans les entreprises Kestrel, et 90 apprentis y apprennent un métier.',
      'Sviluppo, produzione, vendita o finanza: 2400 persone lavorano nelle aziende Kestrel e 90 apprendisti imparano un mestiere da noi.',
    ),
    careerAlt: l(
      'Colleagues from several group companies in a workshop',
      'Mitarbeitende mehrerer Gruppengesellschaften in einem Workshop',
      'Des collaborateurs de plusieurs sociétés du groupe en atelier',
      'Collaboratori di diverse società del gruppo durante un workshop',
    ),
  },
  technologies: {
    heroText: l(
      'Hot-air tools, extrusion welders and welding machines for roofing, civil engineering and industry, with service in more than 100 countries.',
      'Heissluftgeräte, Extrusionsschweissgeräte und Schweissautomaten für Bedachung, Tiefbau und Industrie, mit Service in über 100 Ländern.',
      'Appareils à air chaud, extrudeuses et machines de soudage pour la toiture, le génie civil et l’industrie, avec un service dans plus de 100 pays.',
      'Apparecchi ad aria calda, estrusori e saldatrici per coperture, genio civile e industria, con assistenza in oltre 100 paesi.',
    ),
    heroAlt: l(
      'A welding machine sealing a roof membrane',
      'Ein Schweissautomat verschweisst eine Dachbahn',
      'Une machine de soudage soude une membrane de toiture',
      'Una saldatrice salda una membrana di copertura',
    ),
    heroCta: l('Discover our products', 'Unsere Produkte entdecken', 'Découvrir nos produits', 'Scoprite i nostri prodotti'),
    familiesTitle: l('Our product families', 'Unsere Produktfamilien', 'Nos familles de produits', 'Le nostre famiglie di prodotti'),
    story: {
      overline: l('Customer story', 'Kundengeschichte', 'Témoignage client', 'Storia di un cliente'),
      title: l(
        'A reservoir in the Alps, sealed before the first snow',
        'Ein Speichersee in den Alpen, abgedichtet vor dem ersten Schnee',
        'Un réservoir alpin étanchéifié avant la première neige',
        'Un bacino alpino impermeabilizzato prima della prima neve',
      ),
      description: l(
        'Two welders joined forty thousand square metres of liner with automatic wedge welders, through wind and cold mornings.',
        'Zwei Schweisser verbanden vierzigtausend Quadratmeter Dichtungsbahn mit Heizkeilautomaten, bei Wind und kalten Morgenstunden.',
        'Deux soudeurs ont assemblé quarante mille mètres carrés de géomembrane avec des soudeuses automatiques, malgré le vent et le froid.',
        'Due saldatori hanno unito quarantamila metri quadrati di geomembrana con saldatrici automatiche, tra vento e mattine fredde.',
      ),
      alt: l(
        'Welders on a reservoir liner in the mountains',
        'Schweisser auf der Abdichtung eines Bergsees',
        'Des soudeurs sur la géomembrane d’un réservoir en montagne',
        'Saldatori sulla geomembrana di un bacino in montagna',
      ),
    },
    events: [
      {
        title: l('BAU', 'BAU', 'BAU', 'BAU'),
        place: l('Munich, Germany', 'München, Deutschland', 'Munich, Allemagne', 'Monaco di Baviera, Germania'),
        start: '2027-01-11',
        end: '2027-01-16',
        booth: l(
          'Roof and civil engineering tools, hall C2.',
          'Geräte für Dach und Tiefbau, Halle C2.',
          'Outils pour la toiture et le génie civil, hall C2.',
          'Apparecchi per coperture e genio civile, padiglione C2.',
        ),
      },
      {
        title: l('Swissbau', 'Swissbau', 'Swissbau', 'Swissbau'),
        place: l('Basel, Switzerland', 'Basel, Schweiz', 'Bâle, Suisse', 'Basilea, Svizzera'),
        start: '2027-01-19',
        end: '2027-01-22',
        booth: l(
          'Live welding demonstrations every hour.',
          'Stündlich Schweissvorführungen live.',
          'Démonstrations de soudage en direct toutes les heures.',
          'Dimostrazioni di saldatura dal vivo ogni ora.',
        ),
      },
      {
        title: l('Fakuma', 'Fakuma', 'Fakuma', 'Fakuma'),
        place: l('Friedrichshafen, Germany', 'Friedrichshafen, Deutschland', 'Friedrichshafen, Allemagne', 'Friedrichshafen, Germania'),
        start: '2027-10-12',
        end: '2027-10-16',
        booth: l(
          'Process heat for plastics processing.',
          'Prozesswärme für die Kunststoffverarbeitung.',
          'Chaleur industrielle pour la plasturgie.',
          'Calore di processo per la lavorazione della plastica.',
        ),
      },
    ],
    careerTitle: l(
      'Build the machines that build the world',
      'Bauen Sie die Maschinen, die die Welt bauen',
      'Construisez les machines qui construisent le monde',
      'Costruite le macchine che costruiscono il mondo',
    ),
    careerText: l(
      'Engineers, service technicians and apprentices: find your next role in plastic welding and process heat.',
      'Ingenieurinnen, Servicetechniker und Lernende: Finden Sie Ihre nächste Aufgabe im Kunststoffschweissen und in der Prozesswärme.',
      'Ingénieurs, techniciens de service et apprentis : trouvez votre prochain poste dans le soudage des plastiques et la chaleur industrielle.',
      'Ingegneri, tecnici dell’assistenza e apprendisti: trovate il vostro prossimo ruolo nella saldatura della plastica e nel calore di processo.',
    ),
    careerAlt: l(
      'An apprentice testing a hot-air tool',
      'Ein Lernender prüft ein Heissluftgerät',
      'Un apprenti teste un appareil à air chaud',
      'Un apprendista collauda un apparecchio ad aria calda',
    ),
    shop: {
      title: l(
        'Order online, around the clock',
        'Rund um die Uhr online bestellen',
        'Commandez en ligne, à toute heure',
        'Ordinate online, a qualsiasi ora',
      ),
      text: l(
        'Tools, nozzles and consumables in our online shop, with your prices and delivery within two working days.',
        'Geräte, Düsen und Verbrauchsmaterial in unserem Onlineshop, mit Ihren Preisen und Lieferung innert zwei Arbeitstagen.',
        'Appareils, buses et consommables dans notre boutique en ligne, à vos prix et livrés en deux jours ouvrables.',
        'Apparecchi, ugelli e materiali di consumo nel nostro negozio online, ai vostri prezzi e consegnati in due giorni lavorativi.',
      ),
      cta: l('Shop the CALORA S3', 'CALORA S3 im Shop', 'Acheter le CALORA S3', 'Acquista il CALORA S3'),
      href: '/product/CALORA-S3',
    },
  },
  sensor: {
    heroText: l(
      'MEMS components, laser gas detection and mass-flow devices that measure reliably in plants, laboratories and vehicles.',
      'MEMS-Komponenten, Laser-Gasdetektion und Massendurchflussgeräte, die in Anlagen, Labors und Fahrzeugen zuverlässig messen.',
      'Composants MEMS, détection de gaz par laser et débitmètres massiques qui mesurent de façon fiable en usine, en laboratoire et dans les véhicules.',
      'Componenti MEMS, rilevamento laser dei gas e misuratori di portata massica che misurano in modo affidabile in impianti, laboratori e veicoli.',
    ),
    heroAlt: l(
      'A laser gas analyser in a clean room',
      'Ein Laser-Gasanalysator im Reinraum',
      'Un analyseur de gaz laser en salle blanche',
      'Un analizzatore laser di gas in camera bianca',
    ),
    heroCta: l('Discover our products', 'Unsere Produkte entdecken', 'Découvrir nos produits', 'Scoprite i nostri prodotti'),
    familiesTitle: l('What we measure', 'Was wir messen', 'Ce que nous mesurons', 'Cosa misuriamo'),
    story: {
      overline: NEWS,
      title: l(
        'Detecting methane leaks from three hundred metres away',
        'Methanlecks aus dreihundert Metern Entfernung erkennen',
        'Détecter des fuites de méthane à trois cents mètres',
        'Rilevare fughe di metano a trecento metri di distanza',
      ),
      description: l(
        'Our new open-path laser sensor helps gas utilities find leaks in pipelines faster and without digging.',
        'Unser neuer Open-Path-Lasersensor hilft Gasversorgern, Lecks in Leitungen schneller und ohne Grabungen zu finden.',
        'Notre nouveau capteur laser à chemin ouvert aide les distributeurs de gaz à localiser les fuites plus vite et sans fouilles.',
        'Il nostro nuovo sensore laser a percorso aperto aiuta le aziende del gas a trovare le fughe più in fretta e senza scavi.',
      ),
      alt: l(
        'A technician aiming a laser gas sensor at a pipeline',
        'Ein Techniker richtet einen Laser-Gassensor auf eine Leitung',
        'Un technicien pointe un capteur de gaz laser vers une conduite',
        'Un tecnico punta un sensore laser di gas verso una condotta',
      ),
    },
    events: [
      {
        title: l('Sensor+Test', 'Sensor+Test', 'Sensor+Test', 'Sensor+Test'),
        place: l('Nuremberg, Germany', 'Nürnberg, Deutschland', 'Nuremberg, Allemagne', 'Norimberga, Germania'),
        start: '2027-05-04',
        end: '2027-05-06',
        booth: l(
          'New MEMS flow sensors, hall 1.',
          'Neue MEMS-Durchflusssensoren, Halle 1.',
          'Nouveaux capteurs de débit MEMS, hall 1.',
          'Nuovi sensori di portata MEMS, padiglione 1.',
        ),
      },
      {
        title: l('Laser World of Photonics', 'Laser World of Photonics', 'Laser World of Photonics', 'Laser World of Photonics'),
        place: l('Munich, Germany', 'München, Deutschland', 'Munich, Allemagne', 'Monaco di Baviera, Germania'),
        start: '2027-06-22',
        end: '2027-06-25',
        booth: l(
          'Micro-optics and infrared sources.',
          'Mikrooptik und Infrarotquellen.',
          'Micro-optique et sources infrarouges.',
          'Micro-ottica e sorgenti a infrarossi.',
        ),
      },
      {
        title: l('Achema', 'Achema', 'Achema', 'Achema'),
        place: l('Frankfurt, Germany', 'Frankfurt, Deutschland', 'Francfort, Allemagne', 'Francoforte, Germania'),
        start: '2027-06-14',
        end: '2027-06-18',
        booth: l(
          'Gas analysis for the process industry.',
          'Gasanalyse für die Prozessindustrie.',
          'Analyse de gaz pour l’industrie de procédés.',
          'Analisi dei gas per l’industria di processo.',
        ),
      },
    ],
    careerTitle: l(
      'Make the invisible measurable',
      'Machen Sie das Unsichtbare messbar',
      'Rendez l’invisible mesurable',
      'Rendete misurabile l’invisibile',
    ),
    careerText: l(
      'Physicists, optics engineers and software developers: join the team that builds our sensors.',
      'Physikerinnen, Optikingenieure und Softwareentwicklerinnen: Werden Sie Teil des Teams, das unsere Sensoren baut.',
      'Physiciens, ingénieurs opticiens et développeurs : rejoignez l’équipe qui construit nos capteurs.',
      'Fisici, ingegneri ottici e sviluppatori software: entrate nel team che costruisce i nostri sensori.',
    ),
    careerAlt: l(
      'An engineer aligning an optical bench',
      'Eine Ingenieurin justiert eine optische Bank',
      'Une ingénieure règle un banc optique',
      'Un’ingegnera allinea un banco ottico',
    ),
  },
  'welding-tools': {
    heroText: l(
      'Hand welding tools, heat guns, nozzles and accessories for roofers, plumbers and workshops, shipped from our online shop.',
      'Handschweissgeräte, Heissluftpistolen, Düsen und Zubehör für Dachdecker, Installateure und Werkstätten, direkt aus unserem Onlineshop.',
      'Outils de soudage manuels, pistolets à air chaud, buses et accessoires pour couvreurs, installateurs et ateliers, livrés depuis notre boutique en ligne.',
      'Utensili di saldatura manuali, pistole ad aria calda, ugelli e accessori per copritetto, idraulici e officine, spediti dal nostro negozio online.',
    ),
    heroAlt: l(
      'A roofer welding an overlap with a hand tool',
      'Ein Dachdecker verschweisst eine Überlappung mit einem Handgerät',
      'Un couvreur soude un recouvrement avec un outil manuel',
      'Un copritetto salda una sovrapposizione con un utensile manuale',
    ),
    heroCta: l('Discover our tools', 'Unsere Werkzeuge entdecken', 'Découvrir nos outils', 'Scoprite i nostri utensili'),
    familiesTitle: l('Our tools', 'Unsere Werkzeuge', 'Nos outils', 'I nostri utensili'),
    story: {
      overline: NEWS,
      title: l(
        'Lighter, quieter, longer: the new BLAZE PLUS',
        'Leichter, leiser, ausdauernder: die neue BLAZE PLUS',
        'Plus léger, plus silencieux, plus endurant : le nouveau BLAZE PLUS',
        'Più leggera, più silenziosa, più resistente: la nuova BLAZE PLUS',
      ),
      description: l(
        'Our best-selling heat gun weighs 120 grams less and runs a full working day on one set of brushes.',
        'Unsere meistverkaufte Heissluftpistole wiegt 120 Gramm weniger und hält mit einem Satz Kohlebürsten einen ganzen Arbeitstag.',
        'Notre pistolet à air chaud le plus vendu pèse 120 grammes de moins et tient une journée entière avec un jeu de balais.',
        'La nostra pistola ad aria calda più venduta pesa 120 grammi in meno e dura un’intera giornata con un set di spazzole.',
      ),
      alt: l(
        'The BLAZE PLUS heat gun on a workbench',
        'Die Heissluftpistole BLAZE PLUS auf einer Werkbank',
        'Le pistolet à air chaud BLAZE PLUS sur un établi',
        'La pistola ad aria calda BLAZE PLUS su un banco da lavoro',
      ),
    },
    events: [
      {
        title: l('Dach+Holz', 'Dach+Holz', 'Dach+Holz', 'Dach+Holz'),
        place: l('Cologne, Germany', 'Köln, Deutschland', 'Cologne, Allemagne', 'Colonia, Germania'),
        start: '2028-01-25',
        end: '2028-01-28',
        booth: l(
          'Try every hand tool on our roof mock-up.',
          'Testen Sie jedes Handgerät auf unserem Musterdach.',
          'Essayez chaque outil sur notre maquette de toit.',
          'Provate ogni utensile sul nostro tetto dimostrativo.',
        ),
      },
      {
        title: l('Eisenwarenmesse', 'Eisenwarenmesse', 'Eisenwarenmesse', 'Eisenwarenmesse'),
        place: l('Cologne, Germany', 'Köln, Deutschland', 'Cologne, Allemagne', 'Colonia, Germania'),
        start: '2027-03-02',
        end: '2027-03-05',
        booth: l(
          'New nozzles and accessories for dealers.',
          'Neue Düsen und Zubehör für den Handel.',
          'Nouvelles buses et accessoires pour les revendeurs.',
          'Nuovi ugelli e accessori per i rivenditori.',
        ),
      },
      {
        title: l('Roofers’ day', 'Dachdeckertag', 'Journée des couvreurs', 'Giornata dei copritetto'),
        place: l('Sarnen, Switzerland', 'Sarnen, Schweiz', 'Sarnen, Suisse', 'Sarnen, Svizzera'),
        start: '2027-05-21',
        end: '2027-05-21',
        booth: l(
          'Workshops and tool service in our plant.',
          'Workshops und Werkzeugservice in unserem Werk.',
          'Ateliers et service d’outillage dans notre usine.',
          'Workshop e assistenza utensili nel nostro stabilimento.',
        ),
      },
    ],
    careerTitle: l(
      'Tools made by people who use them',
      'Werkzeuge von Menschen, die sie benutzen',
      'Des outils faits par ceux qui s’en servent',
      'Utensili fatti da chi li usa',
    ),
    careerText: l(
      'Roofers, mechanics and product managers: help us make the tools you would want on your own belt.',
      'Dachdecker, Mechanikerinnen und Produktmanager: Helfen Sie mit, Werkzeuge zu bauen, die Sie selbst am Gurt tragen möchten.',
      'Couvreurs, mécaniciens et chefs de produit : aidez-nous à faire les outils que vous voudriez à votre ceinture.',
      'Copritetto, meccanici e product manager: aiutateci a creare gli utensili che vorreste alla vostra cintura.',
    ),
    careerAlt: l(
      'A mechanic assembling a heat gun',
      'Eine Mechanikerin montiert eine Heissluftpistole',
      'Une mécanicienne assemble un pistolet à air chaud',
      'Una meccanica assembla una pistola ad aria calda',
    ),
    shop: {
      title: l(
        'Order online, around the clock',
        'Rund um die Uhr online bestellen',
        'Commandez en ligne, à toute heure',
        'Ordinate online, a qualsiasi ora',
      ),
      text: l(
        'Heat guns, nozzles and spare parts in our online shop, shipped the same day when you order before 2 pm.',
        'Heissluftpistolen, Düsen und Ersatzteile in unserem Onlineshop, am selben Tag versandt bei Bestellung bis 14 Uhr.',
        'Pistolets à air chaud, buses et pièces de rechange dans notre boutique en ligne, expédiés le jour même pour toute commande avant 14 h.',
        'Pistole ad aria calda, ugelli e ricambi nel nostro negozio online, spediti in giornata per ordini entro le 14.',
      ),
      cta: l('Shop the BLAZE PLUS', 'BLAZE PLUS im Shop', 'Acheter le BLAZE PLUS', 'Acquista la BLAZE PLUS'),
      href: '/product/BLAZE-PLUS',
    },
  },
};

const EVENTS_TITLE = l('Meet us', 'Treffen Sie uns', 'Rencontrez-nous', 'Incontriamoci');
const EVENT_LINK = l('Event details', 'Details zur Veranstaltung', 'Détails de l’événement', 'Dettagli dell’evento');
const STORY_BUTTON = l('Read the story', 'Geschichte lesen', 'Lire l’article', 'Leggi l’articolo');
const JOBS_LINK = l('View open positions', 'Offene Stellen ansehen', 'Voir les postes ouverts', 'Vedi le posizioni aperte');
const FAMILY_ALT = l(
  'Products of the {family} family',
  'Produkte der Familie {family}',
  'Produits de la famille {family}',
  'Prodotti della famiglia {family}',
);
const CONTACT_TITLE = l('Talk to us', 'Sprechen Sie mit uns', 'Parlons-en', 'Parliamone');
const CONTACT_LINK = l(
  'All contacts and locations',
  'Alle Kontakte und Standorte',
  'Tous les contacts et sites',
  'Tutti i contatti e le sedi',
);
const QUOTE_CTA = l('Ask Laura for a quote', 'Offerte bei Laura anfragen', 'Demander une offre à Laura', 'Chiedere un’offerta a Laura');

const CONTACTS = [
  { key: 'sales', name: 'Laura Meier', role: l('Sales', 'Verkauf', 'Vente', 'Vendite'), phone: '+41 41 662 00 10' },
  {
    key: 'service',
    name: 'Marco Rossi',
    role: l('Service and repairs', 'Service und Reparaturen', 'Service et réparations', 'Assistenza e riparazioni'),
    phone: '+41 41 662 00 20',
  },
];

function slugOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The main placeholder of a brand's home page in one language. */
export function homeRenderings(site: SiteSeed, language: Language): BlockRendering[] {
  const copy = HOME[site.name];
  if (!copy) throw new Error(`No home page copy for site ${site.name}`);
  const rendering = (
    suffix: string,
    componentName: string,
    fields: Record<string, unknown>,
    params?: Record<string, string>,
  ): BlockRendering => ({
    uid: itemId(site.name, '/', suffix),
    componentName,
    dataSource: `{${itemId(site.name, '/', suffix, 'datasource')}}`,
    fields,
    ...(params ? { params } : {}),
  });
  const child = (suffix: string, fields: Record<string, unknown>) => ({ id: itemId(site.name, '/', 'item', suffix), fields });
  const families = PRODUCT_FAMILIES[site.name] ?? [];
  const eventTeasers = Object.fromEntries(
    // Soonest first.
    [...copy.events]
      .sort((a, b) => a.start.localeCompare(b.start))
      .flatMap((event, index) => [
        [`Teaser${index + 1}Title`, text(event.title[language])],
        [
          `Teaser${index + 1}Text`,
          text(
            `<p><strong>${dateRange(event.start, event.end, language)}</strong><br>${event.place[language]}</p><p>${event.booth[language]}</p>`,
          ),
        ],
        [`Teaser${index + 1}Link`, link('/news', EVENT_LINK[language])],
      ]),
  );
  return [
    rendering('start-hero', 'StartPageHero', {
      Image: mediaImage(`home-${site.name}-hero`, copy.heroAlt[language], 1600, 900),
      Title: text(site.tagline[language]),
      Text: text(copy.heroText[language]),
      Link: link('/products', copy.heroCta[language]),
    }),
    rendering('families', 'ImageTeasers', {
      Title: text(copy.familiesTitle[language]),
      Teasers: families.map((family) => {
        const label = family[language];
        return child(`family-${slugOf(family.en)}`, {
          Title: text(label),
          Link: link(`/${family.en.trim().replace(/\s+/g, '-')}`),
          Image: mediaImage(`home-${site.name}-${slugOf(family.en)}`, FAMILY_ALT[language].replace('{family}', label), 800, 500),
        });
      }),
    }),
    rendering(
      'news',
      'StoryBox',
      {
        OverlineTitle: text(copy.story.overline[language]),
        Title: text(copy.story.title[language]),
        Description: text(copy.story.description[language]),
        StoryImage: mediaImage(`home-${site.name}-news`, copy.story.alt[language], 1200, 800),
        LinkerButtonLabel: text(STORY_BUTTON[language]),
        PageUrl: link('/news'),
      },
      { ImagePosition: 'Left' },
    ),
    rendering('events', 'RichTextTeasers', { Title: text(EVENTS_TITLE[language]), ...eventTeasers }),
    ...(copy.shop
      ? [
          rendering('shop', 'RegistrationPromotion', {
            Title: text(copy.shop.title[language]),
            Text: text(copy.shop.text[language]),
            RegisterLink: link(copy.shop.href, copy.shop.cta[language]),
          }),
        ]
      : []),
    rendering('career', 'CareerPromotionBox', {
      Title: text(copy.careerTitle[language]),
      Text: text(fill(copy.careerText[language], site, language)),
      Image: mediaImage(`home-${site.name}-career`, copy.careerAlt[language], 800, 600),
      JobsLink: link('/company/careers', JOBS_LINK[language]),
    }),
    rendering('contact', 'PersonHolderBox', {
      Title: text(CONTACT_TITLE[language]),
      Persons: CONTACTS.map((person) =>
        child(`contact-${person.key}`, {
          Name: text(person.name),
          Role: text(person.role[language]),
          Email: text(`${person.key}@example.com`),
          Phone: text(person.phone),
          Portrait: mediaImage(`home-contact-${person.key}`, person.name, 400, 400),
          // The sales contact leads to the quote form as the visitor's contact (spec discovery §2
          // person box: call-to-action, work form URL and sales point → the work form button).
          ...(person.key === 'sales'
            ? {
                CallToAction: text(QUOTE_CTA[language]),
                WorkFormUrl: link('/contact/get-a-quote', QUOTE_CTA[language]),
                SalesPoint: { id: GROUP_HEADQUARTERS_ID },
              }
            : {}),
        }),
      ),
    }),
    rendering('contact-link', 'CustomerButton', { Link: link('/contact', CONTACT_LINK[language]) }, { Alignment: 'Center' }),
  ];
}
