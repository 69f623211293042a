import { itemId } from '../ids.ts';
import type { Language, Localized, SiteSeed } from '../sites.ts';
import { mediaImage, type BlockRendering, type BlockSeed } from './types.ts';

/**
 * The solution blocks: the solution cards gallery (one rendering per variant, the first with enough
 * cards for three uneven columns and a carousel), the solution hero and the start-page hero.
 * Every page also shows the block's missing-content state.
 *
 * Each card has one link per brand, to a different page that every site has, so a test can tell
 * which brand's link a card follows: group → /solutions/{card}, technologies → /products,
 * sensor → /contact, welding tools → /service.
 *
 * The heroes are page heroes (their title is the page's h1), but the block pages already open
 * with an h1 of their own: the seeded heroes ask for an h2 (`HeadingLevel: '2'`). Some text
 * follows each hero, so its page shows how content scrolls over the sticky hero on desktop.
 */

function l(en: string, de: string, fr: string, it: string): Localized {
  return { en, de, fr, it };
}

function uid(site: SiteSeed, slug: string, suffix: string): string {
  return itemId(site.name, `/blocks/${slug}`, suffix);
}

const t = (value: string) => ({ value });

function missing(site: SiteSeed, slug: string, componentName: string): BlockRendering {
  return { uid: uid(site, slug, 'missing-content'), componentName, fields: {} };
}

/** Where each brand's link of a card goes (see the file comment). */
export const SOLUTION_CARD_BRAND_LINKS = {
  LinkGroup: (card: string) => `/solutions/${card}`,
  LinkTechnologies: () => '/products',
  LinkSensor: () => '/contact',
  LinkWeldingTools: () => '/service',
} as const;

interface CardSeed {
  slug: string;
  title: Localized;
  text: Localized;
  alt: Localized;
}

const CARDS: CardSeed[] = [
  {
    slug: 'roofing',
    title: l('Roofing', 'Bedachung', 'Toiture', 'Coperture'),
    text: l(
      'Hot-air hand tools and automatic welders for bitumen and thermoplastic membranes, from the first seam to the last detail on the parapet.',
      'Heissluft-Handgeräte und Schweissautomaten für Bitumen- und Kunststoffbahnen – von der ersten Naht bis zum letzten Detail an der Attika.',
      "Appareils manuels à air chaud et soudeuses automatiques pour membranes bitumineuses et thermoplastiques, de la première soudure au dernier détail de l'acrotère.",
      "Apparecchi manuali ad aria calda e saldatrici automatiche per membrane bituminose e termoplastiche, dalla prima saldatura all'ultimo dettaglio sul parapetto.",
    ),
    alt: l(
      'Roofer welding a membrane with a hot-air tool',
      'Dachdecker verschweisst eine Bahn mit einem Heissluftgerät',
      "Couvreur soudant une membrane à l'air chaud",
      'Copritetto che salda una membrana ad aria calda',
    ),
  },
  {
    slug: 'automotive',
    title: l('Automotive', 'Automobil', 'Automobile', 'Automotive'),
    text: l(
      'Hot-air and infrared modules weld tail lights, bumpers and tanks in seconds.',
      'Heissluft- und Infrarotmodule verschweissen Heckleuchten, Stossfänger und Tanks in Sekunden.',
      'Des modules à air chaud et infrarouges soudent feux arrière, pare-chocs et réservoirs en quelques secondes.',
      'Moduli ad aria calda e a infrarossi saldano fanali, paraurti e serbatoi in pochi secondi.',
    ),
    alt: l(
      'Robot cell welding a tail light',
      'Roboterzelle schweisst eine Heckleuchte',
      'Cellule robotisée soudant un feu arrière',
      'Cella robotizzata che salda un fanale posteriore',
    ),
  },
  {
    slug: 'packaging',
    title: l('Packaging', 'Verpackung', 'Emballage', 'Imballaggio'),
    text: l(
      'Process heat for shrinking, sealing and drying on fast packaging lines: compact blowers and heaters that run around the clock, with closed-loop temperature control.',
      'Prozesswärme zum Schrumpfen, Siegeln und Trocknen auf schnellen Verpackungslinien: kompakte Gebläse und Heizer für den Dauerbetrieb, mit geregelter Temperatur.',
      'De la chaleur industrielle pour rétracter, sceller et sécher sur des lignes rapides : soufflantes et réchauffeurs compacts en service continu, avec régulation de température.',
      'Calore di processo per termoretrarre, sigillare ed essiccare su linee veloci: soffianti e riscaldatori compatti per il funzionamento continuo, con regolazione della temperatura.',
    ),
    alt: l(
      'Shrink tunnel on a packaging line',
      'Schrumpftunnel an einer Verpackungslinie',
      "Tunnel de rétraction sur une ligne d'emballage",
      'Tunnel di termoretrazione su una linea di imballaggio',
    ),
  },
  {
    slug: 'medical',
    title: l('Medical technology', 'Medizintechnik', 'Technologie médicale', 'Tecnologia medica'),
    text: l(
      'Micro-optics and mass-flow sensors for ventilators, analysers and infusion systems.',
      'Mikrooptik und Massendurchflusssensoren für Beatmungsgeräte, Analysegeräte und Infusionssysteme.',
      'Micro-optique et capteurs de débit massique pour respirateurs, analyseurs et systèmes de perfusion.',
      'Micro-ottica e sensori di portata massica per ventilatori, analizzatori e sistemi di infusione.',
    ),
    alt: l(
      'Micro-optical lens array under a microscope',
      'Mikrooptisches Linsenarray unter dem Mikroskop',
      'Réseau de micro-lentilles au microscope',
      'Matrice di microlenti al microscopio',
    ),
  },
  {
    slug: 'energy',
    title: l('Energy', 'Energie', 'Énergie', 'Energia'),
    text: l(
      'Laser gas detection finds methane leaks along pipelines and at biogas plants from a safe distance, before they become a risk. Measurements are logged with position and time.',
      'Laser-Gasdetektion findet Methanlecks entlang von Pipelines und an Biogasanlagen aus sicherer Entfernung, bevor sie zum Risiko werden. Jede Messung wird mit Ort und Zeit protokolliert.',
      "La détection laser de gaz repère à distance les fuites de méthane le long des gazoducs et dans les installations de biogaz, avant qu'elles ne deviennent un risque. Chaque mesure est enregistrée avec le lieu et l'heure.",
      'Il rilevamento laser dei gas individua a distanza le perdite di metano lungo i gasdotti e negli impianti di biogas, prima che diventino un rischio. Ogni misura viene registrata con luogo e ora.',
    ),
    alt: l(
      'Technician checking a gas pipeline with a laser detector',
      'Techniker prüft eine Gasleitung mit einem Laserdetektor',
      'Technicien contrôlant un gazoduc avec un détecteur laser',
      'Tecnico che controlla un gasdotto con un rilevatore laser',
    ),
  },
  {
    slug: 'construction',
    title: l('Construction', 'Bau', 'Construction', 'Edilizia'),
    text: l(
      'Wedge and extrusion welders seal tunnels, landfills and reservoirs, with a data record for every seam.',
      'Heizkeil- und Extrusionsschweissgeräte dichten Tunnel, Deponien und Speicherbecken ab, mit Protokoll für jede Naht.',
      'Soudeuses à coin chauffant et extrudeuses étanchéifient tunnels, décharges et bassins, avec un rapport pour chaque soudure.',
      'Saldatrici a cuneo caldo ed estrusori impermeabilizzano gallerie, discariche e bacini, con un protocollo per ogni saldatura.',
    ),
    alt: l(
      'Extrusion welder on a tunnel liner',
      'Extrusionsschweissgerät an einer Tunnelabdichtung',
      "Extrudeuse sur l'étanchéité d'un tunnel",
      "Estrusore sull'impermeabilizzazione di una galleria",
    ),
  },
  {
    slug: 'electronics',
    title: l('Electronics', 'Elektronik', 'Électronique', 'Elettronica'),
    text: l(
      'MEMS components and wafer processing services for sensor makers.',
      'MEMS-Komponenten und Wafer-Prozessierung für Sensorhersteller.',
      'Composants MEMS et services de traitement de plaquettes pour les fabricants de capteurs.',
      'Componenti MEMS e servizi di lavorazione dei wafer per i produttori di sensori.',
    ),
    alt: l(
      'Silicon wafer in a clean room',
      'Siliziumwafer im Reinraum',
      'Plaquette de silicium en salle blanche',
      'Wafer di silicio in camera bianca',
    ),
  },
  {
    slug: 'textiles',
    title: l('Textiles', 'Textilien', 'Textiles', 'Tessili'),
    text: l(
      'Welding machines for truck covers, tents, banners and technical textiles, with wedge, hot-air or combined welding heads and overlap widths up to 50 mm.',
      'Schweissautomaten für Lkw-Planen, Zelte, Banner und technische Textilien, mit Heizkeil-, Heissluft- oder kombinierten Schweissköpfen und Überlappungen bis 50 mm.',
      "Machines de soudage pour bâches de camion, tentes, banderoles et textiles techniques, avec têtes à coin chauffant, à air chaud ou combinées et des recouvrements jusqu'à 50 mm.",
      'Saldatrici per teloni di camion, tende, striscioni e tessili tecnici, con teste a cuneo caldo, ad aria calda o combinate e sovrapposizioni fino a 50 mm.',
    ),
    alt: l(
      'Banner welding machine in a workshop',
      'Bannerschweissautomat in einer Werkstatt',
      'Machine de soudage de banderoles en atelier',
      'Saldatrice per striscioni in officina',
    ),
  },
];

const SERVICES: CardSeed[] = [
  {
    slug: 'training',
    title: l('Training', 'Schulung', 'Formation', 'Formazione'),
    text: l(
      'Welding courses for beginners and professionals, at our training centre or on your site.',
      'Schweisskurse für Einsteiger und Profis, in unserem Ausbildungszentrum oder bei Ihnen vor Ort.',
      'Cours de soudage pour débutants et professionnels, dans notre centre de formation ou chez vous.',
      'Corsi di saldatura per principianti e professionisti, nel nostro centro di formazione o presso di voi.',
    ),
    alt: l(
      'Trainees at a welding course',
      'Lernende in einem Schweisskurs',
      'Apprentis dans un cours de soudage',
      'Apprendisti a un corso di saldatura',
    ),
  },
  {
    slug: 'repair',
    title: l('Repair', 'Reparatur', 'Réparation', 'Riparazione'),
    text: l(
      'Certified service centres repair and calibrate your devices, usually within five working days.',
      'Zertifizierte Servicecenter reparieren und kalibrieren Ihre Geräte, meist innert fünf Arbeitstagen.',
      'Des centres de service certifiés réparent et étalonnent vos appareils, généralement en cinq jours ouvrables.',
      'Centri di assistenza certificati riparano e calibrano i vostri apparecchi, di solito entro cinque giorni lavorativi.',
    ),
    alt: l(
      'Service technician at a repair bench',
      'Servicetechniker an einer Reparaturbank',
      'Technicien de service à un établi de réparation',
      'Tecnico di assistenza al banco di riparazione',
    ),
  },
  {
    slug: 'rental',
    title: l('Rental', 'Miete', 'Location', 'Noleggio'),
    text: l(
      'Rent automatic welders for a single project.',
      'Schweissautomaten für ein einzelnes Projekt mieten.',
      'Louez des soudeuses automatiques pour un seul chantier.',
      'Noleggiate saldatrici automatiche per un singolo progetto.',
    ),
    alt: l(
      'Automatic welder ready for shipping',
      'Schweissautomat bereit zum Versand',
      'Soudeuse automatique prête à être expédiée',
      'Saldatrice automatica pronta per la spedizione',
    ),
  },
  {
    slug: 'consulting',
    title: l('Consulting', 'Beratung', 'Conseil', 'Consulenza'),
    text: l(
      'Our application engineers test your materials in our lab and recommend the process, the device and the settings that fit your production.',
      'Unsere Anwendungstechniker testen Ihre Materialien in unserem Labor und empfehlen Verfahren, Gerät und Einstellungen, die zu Ihrer Produktion passen.',
      "Nos ingénieurs d'application testent vos matériaux dans notre laboratoire et recommandent le procédé, l'appareil et les réglages adaptés à votre production.",
      'I nostri tecnici applicativi testano i vostri materiali nel nostro laboratorio e consigliano il processo, l’apparecchio e le impostazioni adatti alla vostra produzione.',
    ),
    alt: l(
      'Application engineer testing a weld seam',
      'Anwendungstechniker prüft eine Schweissnaht',
      "Ingénieur d'application contrôlant une soudure",
      'Tecnico applicativo che controlla una saldatura',
    ),
  },
];

function cards(site: SiteSeed, language: Language, rendering: string, seeds: CardSeed[]) {
  return seeds.map((card) => ({
    id: uid(site, 'solution-cards-gallery', `${rendering}-${card.slug}`),
    fields: {
      Image: mediaImage(`group-d-${card.slug}`, card.alt[language]),
      Title: t(card.title[language]),
      Text: t(card.text[language]),
      LinkGroup: { value: { href: SOLUTION_CARD_BRAND_LINKS.LinkGroup(card.slug), text: card.title[language] } },
      LinkTechnologies: { value: { href: SOLUTION_CARD_BRAND_LINKS.LinkTechnologies(), text: card.title[language] } },
      LinkSensor: { value: { href: SOLUTION_CARD_BRAND_LINKS.LinkSensor(), text: card.title[language] } },
      LinkWeldingTools: { value: { href: SOLUTION_CARD_BRAND_LINKS.LinkWeldingTools(), text: card.title[language] } },
    },
  }));
}

const GALLERY_TITLES = {
  Default: l(
    'Solutions for every industry',
    'Lösungen für jede Branche',
    'Des solutions pour chaque secteur',
    'Soluzioni per ogni settore',
  ),
  Overlay: l(
    'Where our technology works',
    'Wo unsere Technik arbeitet',
    'Là où notre technologie travaille',
    'Dove lavora la nostra tecnologia',
  ),
  Compact: l('Find your application', 'Finden Sie Ihre Anwendung', 'Trouvez votre application', 'Trovate la vostra applicazione'),
};

const SOLUTION_HERO = {
  title: l(
    'Roofing: every seam watertight',
    'Bedachung: jede Naht dicht',
    'Toiture : chaque soudure étanche',
    'Coperture: ogni saldatura a tenuta',
  ),
  text: l(
    'Hot-air tools, automatic roofing welders and accessories for bitumen and thermoplastic membranes, in every climate.',
    'Heissluftgeräte, Dachschweissautomaten und Zubehör für Bitumen- und Kunststoffbahnen, in jedem Klima.',
    'Appareils à air chaud, soudeuses automatiques de toiture et accessoires pour membranes bitumineuses et thermoplastiques, sous tous les climats.',
    'Apparecchi ad aria calda, saldatrici automatiche per coperture e accessori per membrane bituminose e termoplastiche, in ogni clima.',
  ),
  cta: l(
    'Explore roofing solutions',
    'Bedachungslösungen entdecken',
    'Découvrir les solutions de toiture',
    'Scoprire le soluzioni per coperture',
  ),
  alt: l(
    'Roofers welding membranes on a flat roof at dusk',
    'Dachdecker verschweissen Bahnen auf einem Flachdach in der Dämmerung',
    'Couvreurs soudant des membranes sur un toit plat au crépuscule',
    'Copritetti che saldano membrane su un tetto piano al tramonto',
  ),
};

const START_HERO = {
  text: (site: SiteSeed) =>
    l(
      `${site.displayName}: ${site.focus.en}, developed and built in Switzerland for customers in more than 100 countries.`,
      `${site.displayName}: ${site.focus.de}, entwickelt und gebaut in der Schweiz für Kunden in über 100 Ländern.`,
      `${site.displayName} : ${site.focus.fr}, développés et fabriqués en Suisse pour des clients dans plus de 100 pays.`,
      `${site.displayName}: ${site.focus.it}, sviluppati e prodotti in Svizzera per clienti in oltre 100 paesi.`,
    ),
  cta: l('Discover our products', 'Unsere Produkte entdecken', 'Découvrir nos produits', 'Scoprire i nostri prodotti'),
  alt: l(
    'Assembly hall of the plant in Kägiswil',
    'Montagehalle des Werks in Kägiswil',
    "Hall d'assemblage de l'usine de Kägiswil",
    'Capannone di montaggio dello stabilimento di Kägiswil',
  ),
};

/** Body text after a hero: what scrolls over it. */
const AFTER_SOLUTION_HERO = l(
  '<h2>One seam, twenty winters</h2><p>Every roof is different: bitumen or thermoplastic, new build or renovation, a flat warehouse roof or a steep chapel. What stays the same is the seam. It has to be tight on the first day and after twenty winters.</p><p>Our hot-air hand tools weld details, corners and penetrations. Automatic roofing welders run the long seams at a constant speed, temperature and pressure, and record every metre for the building owner.</p><p>Before a roofer starts, our application engineers test the membrane in the lab and write down the settings that weld it best. Those settings travel with the machine, so every crew on the roof welds the same way.</p><p>When the job is done, the welding record goes to the building owner: temperature, speed and pressure for every metre of seam, ready for the warranty file.</p><p>Nozzles, pressure rollers and test tools complete the kit, and our service centres keep it running: in the workshop or on the roof.</p>',
  '<h2>Eine Naht, zwanzig Winter</h2><p>Jedes Dach ist anders: Bitumen oder Kunststoff, Neubau oder Sanierung, ein flaches Lagerhallendach oder ein steiles Kapellendach. Gleich bleibt die Naht. Sie muss am ersten Tag dicht sein und nach zwanzig Wintern.</p><p>Unsere Heissluft-Handgeräte schweissen Details, Ecken und Durchdringungen. Dachschweissautomaten fahren die langen Nähte mit konstanter Geschwindigkeit, Temperatur und Kraft und protokollieren jeden Meter für die Bauherrschaft.</p><p>Bevor eine Dachdeckerin beginnt, testen unsere Anwendungstechniker die Bahn im Labor und halten die Einstellungen fest, mit denen sie sich am besten schweissen lässt. Diese Einstellungen reisen mit der Maschine, damit jede Equipe auf dem Dach gleich schweisst.</p><p>Ist die Arbeit getan, geht das Schweissprotokoll an die Bauherrschaft: Temperatur, Geschwindigkeit und Kraft für jeden Meter Naht, bereit für die Garantieunterlagen.</p><p>Düsen, Andrückrollen und Prüfgeräte ergänzen die Ausrüstung, und unsere Servicecenter halten sie in Betrieb: in der Werkstatt oder auf dem Dach.</p>',
  "<h2>Une soudure, vingt hivers</h2><p>Chaque toit est différent : bitume ou thermoplastique, neuf ou rénovation, le toit plat d'un entrepôt ou celui, pentu, d'une chapelle. Ce qui ne change pas, c'est la soudure. Elle doit être étanche le premier jour et après vingt hivers.</p><p>Nos appareils manuels à air chaud soudent détails, angles et traversées. Les soudeuses automatiques de toiture réalisent les longues soudures à vitesse, température et pression constantes, et enregistrent chaque mètre pour le maître d'ouvrage.</p><p>Avant que le couvreur ne commence, nos ingénieurs d'application testent la membrane en laboratoire et notent les réglages qui la soudent le mieux. Ces réglages accompagnent la machine, pour que chaque équipe soude de la même manière.</p><p>Une fois le travail terminé, le rapport de soudage part chez le maître d'ouvrage : température, vitesse et pression pour chaque mètre de soudure, prêts pour le dossier de garantie.</p><p>Buses, rouleaux presseurs et outils de contrôle complètent l'équipement, et nos centres de service le maintiennent en état : à l'atelier ou sur le toit.</p>",
  "<h2>Una saldatura, venti inverni</h2><p>Ogni tetto è diverso: bitume o termoplastica, nuova costruzione o ristrutturazione, il tetto piano di un magazzino o quello ripido di una cappella. Ciò che resta uguale è la saldatura. Deve tenere il primo giorno e dopo venti inverni.</p><p>I nostri apparecchi manuali ad aria calda saldano dettagli, angoli e attraversamenti. Le saldatrici automatiche per coperture eseguono le saldature lunghe a velocità, temperatura e pressione costanti e registrano ogni metro per il committente.</p><p>Prima che il copritetto inizi, i nostri tecnici applicativi testano la membrana in laboratorio e annotano le impostazioni con cui si salda meglio. Queste impostazioni viaggiano con la macchina, così ogni squadra sul tetto salda allo stesso modo.</p><p>A lavoro finito, il protocollo di saldatura va al committente: temperatura, velocità e pressione per ogni metro di saldatura, pronti per la documentazione di garanzia.</p><p>Ugelli, rulli pressori e strumenti di prova completano l'attrezzatura, e i nostri centri di assistenza la mantengono in funzione: in officina o sul tetto.</p>",
);

const AFTER_START_HERO = l(
  '<h2>Heat, precisely where it is needed</h2><p>Since 1949 we have built tools that bring heat exactly where it is needed: to weld a seam, shrink a film or dry a coating. From that grew plastic welding machines, process-heat systems and, later, sensors, laser gas detection and micro-optics.</p><p>Today more than 2,000 people develop, build and service our products. We make them in Switzerland and sell them through our own companies and partners in more than 100 countries.</p><p>Our research centre works with universities on the next generation of heating elements, sensors and optics. Many of our products started as a question from a customer that no catalogue could answer.</p><p>Apprentices make up almost a tenth of our workforce: polymechanics, electronics technicians and designers learn their trade in our own training centre.</p><p>Whatever you weld, heat or measure: we would like to hear about it.</p>',
  '<h2>Wärme, genau dort, wo sie gebraucht wird</h2><p>Seit 1949 bauen wir Geräte, die Wärme genau dorthin bringen, wo sie gebraucht wird: um eine Naht zu schweissen, eine Folie zu schrumpfen oder eine Beschichtung zu trocknen. Daraus entstanden Kunststoff-Schweissmaschinen, Prozesswärmesysteme und später Sensoren, Laser-Gasdetektion und Mikrooptik.</p><p>Heute entwickeln, bauen und warten über 2000 Mitarbeitende unsere Produkte. Wir fertigen sie in der Schweiz und verkaufen sie über eigene Gesellschaften und Partner in mehr als 100 Ländern.</p><p>Unser Forschungszentrum arbeitet mit Hochschulen an der nächsten Generation von Heizelementen, Sensoren und Optiken. Viele unserer Produkte begannen als Kundenfrage, die kein Katalog beantworten konnte.</p><p>Fast ein Zehntel unserer Belegschaft sind Lernende: Polymechaniker, Elektronikerinnen und Konstrukteure lernen ihren Beruf in unserem eigenen Ausbildungszentrum.</p><p>Was immer Sie schweissen, erwärmen oder messen: Wir freuen uns, davon zu hören.</p>',
  "<h2>La chaleur, exactement là où il le faut</h2><p>Depuis 1949, nous construisons des outils qui amènent la chaleur exactement là où il le faut : pour souder, rétracter un film ou sécher un revêtement. De là sont nés des machines de soudage des plastiques, des systèmes de chaleur industrielle puis des capteurs, la détection laser de gaz et la micro-optique.</p><p>Aujourd'hui, plus de 2000 personnes développent, fabriquent et entretiennent nos produits. Nous les fabriquons en Suisse et les vendons par nos propres sociétés et nos partenaires dans plus de 100 pays.</p><p>Notre centre de recherche travaille avec des hautes écoles sur la prochaine génération d'éléments chauffants, de capteurs et d'optiques. Beaucoup de nos produits sont nés d'une question de client à laquelle aucun catalogue ne répondait.</p><p>Les apprentis représentent près d'un dixième de nos effectifs : polymécaniciens, électroniciennes et dessinateurs apprennent leur métier dans notre propre centre de formation.</p><p>Quoi que vous soudiez, chauffiez ou mesuriez : parlez-nous-en.</p>",
  '<h2>Il calore, esattamente dove serve</h2><p>Dal 1949 costruiamo apparecchi che portano il calore esattamente dove serve: per saldare, termoretrarre un film o essiccare un rivestimento. Da qui sono nate saldatrici per materie plastiche, sistemi di calore di processo e, in seguito, sensori, rilevamento laser dei gas e micro-ottica.</p><p>Oggi oltre 2000 persone sviluppano, producono e assistono i nostri prodotti. Li fabbrichiamo in Svizzera e li vendiamo tramite società proprie e partner in più di 100 paesi.</p><p>Il nostro centro di ricerca lavora con le università alla prossima generazione di elementi riscaldanti, sensori e ottiche. Molti nostri prodotti sono nati da una domanda di un cliente a cui nessun catalogo sapeva rispondere.</p><p>Gli apprendisti sono quasi un decimo del nostro personale: polimeccanici, elettroniche e disegnatori imparano il mestiere nel nostro centro di formazione.</p><p>Qualunque cosa saldiate, riscaldiate o misuriate: ci piacerebbe saperne di più.</p>',
);

function afterHero(site: SiteSeed, slug: string, html: string): BlockRendering {
  return { uid: uid(site, slug, 'after-hero'), componentName: 'RichText', fields: { Text: t(html) } };
}

export const SOLUTION_BLOCKS: BlockSeed[] = [
  {
    componentName: 'SolutionCardsGallery',
    slug: 'solution-cards-gallery',
    title: l('Solution cards gallery', 'Lösungskarten-Galerie', 'Galerie de cartes solutions', 'Galleria di schede soluzioni'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'solution-cards-gallery', 'default'),
        componentName: 'SolutionCardsGallery',
        params: { Variant: 'Default' },
        fields: { Title: t(GALLERY_TITLES.Default[language]), Cards: cards(site, language, 'default', CARDS) },
      },
      {
        uid: uid(site, 'solution-cards-gallery', 'overlay'),
        componentName: 'SolutionCardsGallery',
        params: { Variant: 'Overlay' },
        fields: { Title: t(GALLERY_TITLES.Overlay[language]), Cards: cards(site, language, 'overlay', CARDS.slice(0, 4)) },
      },
      {
        uid: uid(site, 'solution-cards-gallery', 'compact'),
        componentName: 'SolutionCardsGallery',
        params: { Variant: 'Compact' },
        fields: { Title: t(GALLERY_TITLES.Compact[language]), Cards: cards(site, language, 'compact', CARDS.slice(3, 8)) },
      },
      {
        // No section title: the cards are the headings (h2).
        uid: uid(site, 'solution-cards-gallery', 'text-only'),
        componentName: 'SolutionCardsGallery',
        params: { Variant: 'TextOnly' },
        fields: { Cards: cards(site, language, 'text-only', SERVICES) },
      },
      missing(site, 'solution-cards-gallery', 'SolutionCardsGallery'),
    ],
  },
  {
    componentName: 'SolutionHero',
    slug: 'solution-hero',
    title: l('Solution hero', 'Lösungs-Hero', 'Héros solution', 'Hero soluzione'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'solution-hero', 'default'),
        componentName: 'SolutionHero',
        params: { HeadingLevel: '2' },
        fields: {
          Image: mediaImage('group-d-solution-hero', SOLUTION_HERO.alt[language], 1600, 900),
          Title: t(SOLUTION_HERO.title[language]),
          Text: t(SOLUTION_HERO.text[language]),
          Link: { value: { href: '/solutions/roofing', text: SOLUTION_HERO.cta[language] } },
        },
      },
      afterHero(site, 'solution-hero', AFTER_SOLUTION_HERO[language]),
      missing(site, 'solution-hero', 'SolutionHero'),
    ],
  },
  {
    componentName: 'StartPageHero',
    slug: 'start-page-hero',
    title: l('Start-page hero', 'Startseiten-Hero', "Héros de la page d'accueil", 'Hero della pagina iniziale'),
    renderings: (site, language) => [
      {
        uid: uid(site, 'start-page-hero', 'default'),
        componentName: 'StartPageHero',
        params: { HeadingLevel: '2' },
        fields: {
          Image: mediaImage('group-d-start-page-hero', START_HERO.alt[language], 1600, 900),
          Title: t(site.tagline[language]),
          Text: t(START_HERO.text(site)[language]),
          Link: { value: { href: '/products', text: START_HERO.cta[language] } },
        },
      },
      afterHero(site, 'start-page-hero', AFTER_START_HERO[language]),
      missing(site, 'start-page-hero', 'StartPageHero'),
    ],
  },
];
