import { l, type Localized } from './localized.ts';

/**
 * Texts shared by related product families: selling points (USP), benefits, applications and
 * the solutions they belong to. A master product draws its own selection from its domain.
 */
export type DomainKey = 'heat' | 'welding' | 'sensing' | 'photonics';

export interface Benefit {
  title: Localized;
  subTitle: Localized;
  description: Localized;
  image: string;
}

export interface Application {
  name: Localized;
  image: string;
}

export interface Domain {
  usps: Localized[];
  benefits: Benefit[];
  applications: Application[];
  solutions: SolutionKey[];
}

export const SOLUTIONS = {
  roofing: l('Roofing', 'Dach', 'Toiture', 'Coperture'),
  geomembranes: l('Geomembranes', 'Geomembranen', 'Géomembranes', 'Geomembrane'),
  'plastic-fabrication': l('Plastic fabrication', 'Kunststoffverarbeitung', 'Transformation des plastiques', 'Lavorazione della plastica'),
  automotive: l('Automotive', 'Automobil', 'Automobile', 'Automotive'),
  packaging: l('Packaging', 'Verpackung', 'Emballage', 'Imballaggio'),
  electronics: l('Electronics', 'Elektronik', 'Électronique', 'Elettronica'),
  semiconductor: l('Semiconductor', 'Halbleiter', 'Semi-conducteurs', 'Semiconduttori'),
  medical: l('Medical technology', 'Medizintechnik', 'Technologie médicale', 'Tecnologia medica'),
  'environmental-monitoring': l(
    'Environmental monitoring',
    'Umweltüberwachung',
    "Surveillance de l'environnement",
    'Monitoraggio ambientale',
  ),
  'process-industry': l('Process industry', 'Prozessindustrie', 'Industrie de process', 'Industria di processo'),
  energy: l('Energy', 'Energie', 'Énergie', 'Energia'),
  'food-and-beverage': l('Food and beverage', 'Lebensmittel und Getränke', 'Agroalimentaire', 'Alimenti e bevande'),
  construction: l('Construction', 'Bau', 'Construction', 'Edilizia'),
  textiles: l('Technical textiles', 'Technische Textilien', 'Textiles techniques', 'Tessili tecnici'),
} satisfies Record<string, Localized>;

export type SolutionKey = keyof typeof SOLUTIONS;

const benefit = (image: string, title: Localized, subTitle: Localized, description: Localized): Benefit => ({
  title,
  subTitle,
  description,
  image,
});
const app = (image: string, name: Localized): Application => ({ name, image: `application-${image}` });

export const DOMAINS: Record<DomainKey, Domain> = {
  heat: {
    usps: [
      l(
        'Precise temperature control with closed-loop electronics',
        'Präzise Temperaturregelung dank geschlossenem Regelkreis',
        'Régulation précise de la température en boucle fermée',
        'Controllo preciso della temperatura ad anello chiuso',
      ),
      l(
        'Brushless fan motor for 10,000 hours of service life',
        'Bürstenloser Gebläsemotor für 10 000 Betriebsstunden',
        'Moteur de soufflante sans balais pour 10 000 heures de service',
        'Motore del ventilatore brushless per 10.000 ore di servizio',
      ),
      l(
        'Double-insulated housing (protection class II)',
        'Doppelt isoliertes Gehäuse (Schutzklasse II)',
        'Boîtier à double isolation (classe de protection II)',
        'Involucro a doppio isolamento (classe di protezione II)',
      ),
      l(
        'Heating element protected against overheating',
        'Heizelement mit Überhitzungsschutz',
        'Élément chauffant protégé contre la surchauffe',
        'Resistenza protetta dal surriscaldamento',
      ),
      l(
        'Low noise level for comfortable work',
        'Niedriger Schallpegel für angenehmes Arbeiten',
        'Faible niveau sonore pour un travail confortable',
        'Bassa rumorosità per lavorare comodamente',
      ),
      l(
        'Heating element replaceable without tools',
        'Heizelement ohne Werkzeug austauschbar',
        'Élément chauffant remplaçable sans outil',
        'Resistenza sostituibile senza attrezzi',
      ),
      l(
        'Compact and lightweight for one-handed use',
        'Kompakt und leicht für einhändiges Arbeiten',
        'Compact et léger pour une utilisation à une main',
        "Compatto e leggero per l'uso con una mano",
      ),
      l(
        'Made in Switzerland, tested individually before delivery',
        'Hergestellt in der Schweiz, vor der Auslieferung einzeln geprüft',
        'Fabriqué en Suisse, testé individuellement avant livraison',
        'Prodotto in Svizzera, collaudato singolarmente prima della consegna',
      ),
    ],
    benefits: [
      benefit(
        'benefit-continuous-operation',
        l(
          'Reliable in continuous operation',
          'Zuverlässig im Dauerbetrieb',
          'Fiable en fonctionnement continu',
          'Affidabile nel funzionamento continuo',
        ),
        l('Built for three shifts', 'Für den Dreischichtbetrieb gebaut', 'Conçu pour trois équipes', 'Progettato per tre turni'),
        l(
          'Robust components and generous cooling keep the device running day after day.',
          'Robuste Komponenten und eine grosszügige Kühlung halten das Gerät Tag für Tag in Betrieb.',
          'Des composants robustes et un refroidissement généreux assurent un fonctionnement jour après jour.',
          'Componenti robusti e un raffreddamento generoso mantengono l’apparecchio in funzione giorno dopo giorno.',
        ),
      ),
      benefit(
        'benefit-energy',
        l('Energy-efficient', 'Energieeffizient', 'Économe en énergie', 'Efficiente dal punto di vista energetico'),
        l(
          'Heat only where it is needed',
          'Wärme nur dort, wo sie gebraucht wird',
          'La chaleur uniquement là où elle est utile',
          'Calore solo dove serve',
        ),
        l(
          'Focused hot air heats the work piece, not the room, and saves up to 30 % energy.',
          'Gezielte Heissluft erwärmt das Werkstück statt den Raum und spart bis zu 30 % Energie.',
          "L'air chaud ciblé chauffe la pièce et non la pièce voisine, et économise jusqu'à 30 % d'énergie.",
          "L'aria calda mirata riscalda il pezzo e non l'ambiente, risparmiando fino al 30 % di energia.",
        ),
      ),
      benefit(
        'benefit-integration',
        l('Easy to integrate', 'Einfach zu integrieren', 'Facile à intégrer', 'Facile da integrare'),
        l(
          'Standard interfaces and mounting flanges',
          'Standardschnittstellen und Montageflansche',
          'Interfaces standard et brides de montage',
          'Interfacce standard e flange di montaggio',
        ),
        l(
          'Mount it on a robot, a production line or a tripod in minutes.',
          'In wenigen Minuten an Roboter, Produktionslinie oder Stativ montiert.',
          'Se monte en quelques minutes sur un robot, une ligne de production ou un trépied.',
          'Si monta in pochi minuti su un robot, una linea di produzione o un treppiede.',
        ),
      ),
      benefit(
        'benefit-safety',
        l('Safe to handle', 'Sicher in der Handhabung', 'Manipulation sûre', 'Sicuro da maneggiare'),
        l('Protection built in', 'Eingebauter Schutz', 'Protection intégrée', 'Protezione integrata'),
        l(
          'Overheating protection and a stable stand prevent accidents at the workplace.',
          'Überhitzungsschutz und ein stabiler Stand verhindern Unfälle am Arbeitsplatz.',
          'La protection contre la surchauffe et un support stable évitent les accidents au poste de travail.',
          'La protezione dal surriscaldamento e un supporto stabile evitano incidenti sul posto di lavoro.',
        ),
      ),
      benefit(
        'benefit-service',
        l('Service worldwide', 'Weltweiter Service', 'Service dans le monde entier', 'Assistenza in tutto il mondo'),
        l(
          'More than 130 service centres',
          'Mehr als 130 Servicestellen',
          'Plus de 130 centres de service',
          'Oltre 130 centri di assistenza',
        ),
        l(
          'Spare parts and repairs are available close to you, wherever you work.',
          'Ersatzteile und Reparaturen gibt es in Ihrer Nähe, wo immer Sie arbeiten.',
          'Pièces de rechange et réparations près de chez vous, où que vous travailliez.',
          'Ricambi e riparazioni vicino a voi, ovunque lavoriate.',
        ),
      ),
      benefit(
        'benefit-repeatable',
        l('Repeatable results', 'Wiederholbare Ergebnisse', 'Résultats reproductibles', 'Risultati ripetibili'),
        l(
          'Same settings, same result',
          'Gleiche Einstellung, gleiches Ergebnis',
          'Mêmes réglages, même résultat',
          'Stesse impostazioni, stesso risultato',
        ),
        l(
          'Temperature and air flow stay constant from the first to the last part.',
          'Temperatur und Luftmenge bleiben vom ersten bis zum letzten Teil konstant.',
          "La température et le débit d'air restent constants de la première à la dernière pièce.",
          "Temperatura e portata d'aria restano costanti dal primo all'ultimo pezzo.",
        ),
      ),
    ],
    applications: [
      app('shrinking', l('Shrinking', 'Schrumpfen', 'Rétraction', 'Restringimento')),
      app('drying', l('Drying', 'Trocknen', 'Séchage', 'Essiccazione')),
      app('soldering', l('Soldering', 'Löten', 'Brasage', 'Brasatura')),
      app('bending-plastics', l('Bending plastics', 'Kunststoffbiegen', 'Cintrage des plastiques', 'Piegatura della plastica')),
      app('paint-stripping', l('Paint stripping', 'Entlacken', 'Décapage', 'Sverniciatura')),
      app(
        'activating-adhesives',
        l('Activating adhesives', 'Aktivieren von Klebstoffen', "Activation d'adhésifs", 'Attivazione di adesivi'),
      ),
      app('thawing-pipes', l('Thawing pipes', 'Auftauen von Leitungen', 'Dégel de conduites', 'Scongelamento di tubazioni')),
      app('laminating', l('Laminating', 'Laminieren', 'Laminage', 'Laminazione')),
      app(
        'sterilising-packaging',
        l('Sterilising packaging', 'Sterilisieren von Verpackungen', "Stérilisation d'emballages", 'Sterilizzazione degli imballaggi'),
      ),
      app(
        'curing-coatings',
        l('Curing coatings', 'Aushärten von Beschichtungen', 'Durcissement de revêtements', 'Indurimento di rivestimenti'),
      ),
      app(
        'preheating-metal',
        l(
          'Preheating metal parts',
          'Vorwärmen von Metallteilen',
          'Préchauffage de pièces métalliques',
          'Preriscaldamento di parti metalliche',
        ),
      ),
      app('removing-labels', l('Removing labels', 'Entfernen von Etiketten', "Retrait d'étiquettes", 'Rimozione di etichette')),
      app(
        'deburring-plastics',
        l('Deburring plastics', 'Entgraten von Kunststoffen', 'Ébavurage des plastiques', 'Sbavatura della plastica'),
      ),
      app('heat-staking', l('Heat staking', 'Warmverstemmen', 'Rivetage à chaud', 'Rivettatura a caldo')),
      app('tempering-glass', l('Tempering glass', 'Tempern von Glas', 'Trempe du verre', 'Tempra del vetro')),
    ],
    solutions: ['packaging', 'automotive', 'electronics', 'plastic-fabrication', 'food-and-beverage', 'construction'],
  },
  welding: {
    usps: [
      l(
        'Consistent seam quality thanks to digital temperature control',
        'Gleichbleibende Nahtqualität dank digitaler Temperaturregelung',
        'Qualité de soudure constante grâce à la régulation numérique de la température',
        'Qualità costante della saldatura grazie alla regolazione digitale della temperatura',
      ),
      l(
        'Welding parameters recorded for quality assurance',
        'Schweissparameter für die Qualitätssicherung protokolliert',
        "Paramètres de soudage enregistrés pour l'assurance qualité",
        'Parametri di saldatura registrati per il controllo qualità',
      ),
      l(
        'Ergonomic handle for fatigue-free work',
        'Ergonomischer Griff für ermüdungsfreies Arbeiten',
        'Poignée ergonomique pour travailler sans fatigue',
        'Impugnatura ergonomica per lavorare senza affaticarsi',
      ),
      l(
        'Ready to weld in under two minutes',
        'In weniger als zwei Minuten schweissbereit',
        'Prêt à souder en moins de deux minutes',
        'Pronto a saldare in meno di due minuti',
      ),
      l(
        'Rugged design for the construction site',
        'Robuste Bauweise für die Baustelle',
        'Conception robuste pour le chantier',
        'Struttura robusta per il cantiere',
      ),
      l(
        'Quick-change nozzles and welding shoes',
        'Schnellwechsel-Düsen und -Schweissschuhe',
        'Buses et sabots de soudage à changement rapide',
        'Ugelli e pattini di saldatura a cambio rapido',
      ),
      l(
        'Welds PE, PP, PVC, TPO and PVDF',
        'Schweisst PE, PP, PVC, TPO und PVDF',
        'Soude PE, PP, PVC, TPO et PVDF',
        'Salda PE, PP, PVC, TPO e PVDF',
      ),
      l(
        'Service-friendly modular construction',
        'Servicefreundlicher modularer Aufbau',
        'Construction modulaire facile à entretenir',
        'Costruzione modulare di facile manutenzione',
      ),
    ],
    benefits: [
      benefit(
        'benefit-reliable-seams',
        l('Seams you can rely on', 'Nähte, auf die Verlass ist', 'Des soudures fiables', 'Saldature affidabili'),
        l('Tested to DVS guidelines', 'Geprüft nach DVS-Richtlinien', 'Testé selon les directives DVS', 'Testato secondo le direttive DVS'),
        l(
          'Every seam meets the tensile and peel tests of the relevant guidelines.',
          'Jede Naht besteht die Zug- und Schälprüfungen der massgebenden Richtlinien.',
          'Chaque soudure satisfait aux essais de traction et de pelage des directives applicables.',
          'Ogni saldatura supera le prove di trazione e di pelatura delle direttive applicabili.',
        ),
      ),
      benefit(
        'benefit-faster',
        l('Faster on the job', 'Schneller am Ziel', 'Plus rapide sur le chantier', 'Più veloci in cantiere'),
        l('More metres per shift', 'Mehr Meter pro Schicht', 'Plus de mètres par équipe', 'Più metri per turno'),
        l(
          'High welding speeds and short heat-up times raise the daily output.',
          'Hohe Schweissgeschwindigkeiten und kurze Aufheizzeiten steigern die Tagesleistung.',
          'Des vitesses de soudage élevées et des temps de chauffe courts augmentent le rendement quotidien.',
          'Alte velocità di saldatura e brevi tempi di riscaldamento aumentano la resa giornaliera.',
        ),
      ),
      benefit(
        'benefit-light',
        l('Light and balanced', 'Leicht und ausbalanciert', 'Léger et équilibré', 'Leggero ed equilibrato'),
        l(
          'Less strain on wrists',
          'Weniger Belastung für die Handgelenke',
          'Moins de contraintes pour les poignets',
          'Meno sforzo per i polsi',
        ),
        l(
          'The centre of gravity sits in the handle, so long seams stay comfortable.',
          'Der Schwerpunkt liegt im Griff, so bleiben auch lange Nähte angenehm.',
          'Le centre de gravité se trouve dans la poignée : les longues soudures restent confortables.',
          "Il baricentro è nell'impugnatura, così anche le saldature lunghe restano comode.",
        ),
      ),
      benefit(
        'benefit-documented',
        l('Documented quality', 'Dokumentierte Qualität', 'Qualité documentée', 'Qualità documentata'),
        l(
          'Welding data for every seam',
          'Schweissdaten für jede Naht',
          'Données de soudage pour chaque soudure',
          'Dati di saldatura per ogni cordone',
        ),
        l(
          'Temperature, speed and pressure are logged and exported for the acceptance report.',
          'Temperatur, Geschwindigkeit und Druck werden protokolliert und für das Abnahmeprotokoll exportiert.',
          'Température, vitesse et pression sont enregistrées et exportées pour le procès-verbal de réception.',
          'Temperatura, velocità e pressione vengono registrate ed esportate per il verbale di collaudo.',
        ),
      ),
      benefit(
        'benefit-versatile',
        l('Versatile', 'Vielseitig', 'Polyvalent', 'Versatile'),
        l('One tool, many materials', 'Ein Gerät, viele Materialien', 'Un outil, de nombreux matériaux', 'Un apparecchio, tanti materiali'),
        l(
          'Interchangeable nozzles and shoes adapt the tool to every material and seam shape.',
          'Austauschbare Düsen und Schuhe passen das Gerät an jedes Material und jede Nahtform an.',
          "Des buses et sabots interchangeables adaptent l'outil à chaque matériau et forme de soudure.",
          "Ugelli e pattini intercambiabili adattano l'apparecchio a ogni materiale e forma di saldatura.",
        ),
      ),
      benefit(
        'benefit-service-life',
        l('Long service life', 'Lange Lebensdauer', 'Longue durée de vie', 'Lunga durata'),
        l('Built to be repaired', 'Gebaut, um repariert zu werden', 'Conçu pour être réparé', 'Costruito per essere riparato'),
        l(
          'Wear parts are easy to reach and replace, so the tool lasts for years.',
          'Verschleissteile sind leicht zugänglich und austauschbar – das Gerät hält jahrelang.',
          "Les pièces d'usure sont faciles d'accès et à remplacer : l'outil dure des années.",
          "Le parti soggette a usura sono facili da raggiungere e sostituire: l'apparecchio dura anni.",
        ),
      ),
    ],
    applications: [
      app('roofing-membranes', l('Roofing membranes', 'Dachbahnen', 'Membranes de toiture', 'Membrane per coperture')),
      app('geomembranes', l('Geomembranes', 'Geomembranen', 'Géomembranes', 'Geomembrane')),
      app('tarpaulins', l('Tarpaulins and banners', 'Planen und Banner', 'Bâches et banderoles', 'Teloni e striscioni')),
      app('pipe-construction', l('Pipe construction', 'Rohrleitungsbau', 'Construction de tuyauteries', 'Costruzione di tubazioni')),
      app('tank-construction', l('Tank construction', 'Behälterbau', 'Construction de réservoirs', 'Costruzione di serbatoi')),
      app('floor-coverings', l('Floor coverings', 'Bodenbeläge', 'Revêtements de sol', 'Pavimentazioni')),
      app('tunnel-sealing', l('Tunnel sealing', 'Tunnelabdichtung', 'Étanchéité de tunnels', 'Impermeabilizzazione di gallerie')),
      app('pond-liners', l('Pond liners', 'Teichfolien', 'Bâches de bassin', 'Teli per laghetti')),
      app('pool-liners', l('Swimming pool liners', 'Schwimmbadfolien', 'Liners de piscine', 'Rivestimenti per piscine')),
      app('ventilation-ducts', l('Ventilation ducts', 'Lüftungskanäle', 'Gaines de ventilation', 'Canali di ventilazione')),
      app('boat-building', l('Boat building', 'Bootsbau', 'Construction navale', 'Costruzione navale')),
      app(
        'plastic-fabrication',
        l('Plastic fabrication', 'Kunststoffverarbeitung', 'Transformation des plastiques', 'Lavorazione della plastica'),
      ),
      app('landfill-capping', l('Landfill capping', 'Deponieabdeckung', 'Couverture de décharges', 'Copertura di discariche')),
      app('truck-covers', l('Truck covers', 'Lkw-Planen', 'Bâches de camion', 'Teloni per camion')),
      app(
        'plastic-repair',
        l(
          'Repairing plastic parts',
          'Reparatur von Kunststoffteilen',
          'Réparation de pièces en plastique',
          'Riparazione di parti in plastica',
        ),
      ),
      app('inflatables', l('Inflatable structures', 'Aufblasbare Strukturen', 'Structures gonflables', 'Strutture gonfiabili')),
    ],
    solutions: ['roofing', 'geomembranes', 'plastic-fabrication', 'construction', 'textiles', 'energy'],
  },
  sensing: {
    usps: [
      l(
        'No cross-sensitivity to other gases',
        'Keine Querempfindlichkeit zu anderen Gasen',
        'Aucune sensibilité croisée aux autres gaz',
        'Nessuna sensibilità incrociata ad altri gas',
      ),
      l(
        'Maintenance-free optics without consumables',
        'Wartungsfreie Optik ohne Verbrauchsmaterial',
        'Optique sans entretien ni consommables',
        'Ottica senza manutenzione né materiali di consumo',
      ),
      l(
        'Self-calibrating with an internal reference cell',
        'Selbstkalibrierend mit interner Referenzzelle',
        'Autocalibrage avec cellule de référence interne',
        'Autocalibrazione con cella di riferimento interna',
      ),
      l(
        'Response time in the range of seconds',
        'Ansprechzeit im Sekundenbereich',
        "Temps de réponse de l'ordre de la seconde",
        "Tempo di risposta nell'ordine dei secondi",
      ),
      l(
        'Certified for hazardous areas (ATEX, IECEx)',
        'Zertifiziert für explosionsgefährdete Bereiche (ATEX, IECEx)',
        'Certifié pour zones explosives (ATEX, IECEx)',
        'Certificato per aree a rischio di esplosione (ATEX, IECEx)',
      ),
      l(
        'Digital and analogue outputs',
        'Digitale und analoge Ausgänge',
        'Sorties numériques et analogiques',
        'Uscite digitali e analogiche',
      ),
      l(
        'Calibrated traceably in our own laboratory',
        'Rückführbar kalibriert im eigenen Labor',
        'Étalonné de manière traçable dans notre laboratoire',
        'Calibrato in modo tracciabile nel nostro laboratorio',
      ),
      l('Low power consumption', 'Geringe Leistungsaufnahme', 'Faible consommation électrique', 'Basso consumo energetico'),
    ],
    benefits: [
      benefit(
        'benefit-real-time',
        l('Measure in real time', 'Messen in Echtzeit', 'Mesurer en temps réel', 'Misurare in tempo reale'),
        l('Directly in the process', 'Direkt im Prozess', 'Directement dans le procédé', 'Direttamente nel processo'),
        l(
          'In-situ measurement without sampling gives values the control system can act on at once.',
          'Die In-situ-Messung ohne Probenahme liefert Werte, auf die die Steuerung sofort reagieren kann.',
          'La mesure in situ sans prélèvement fournit des valeurs exploitables immédiatement par le système de contrôle.',
          'La misura in situ senza campionamento fornisce valori su cui il sistema di controllo può agire subito.',
        ),
      ),
      benefit(
        'benefit-false-alarms',
        l('Fewer false alarms', 'Weniger Fehlalarme', 'Moins de fausses alarmes', 'Meno falsi allarmi'),
        l('Selective by design', 'Selektiv durch Bauart', 'Sélectif par conception', 'Selettivo per costruzione'),
        l(
          'A single absorption line is measured, so other gases do not trigger the alarm.',
          'Gemessen wird eine einzelne Absorptionslinie – andere Gase lösen keinen Alarm aus.',
          "Une seule raie d'absorption est mesurée : les autres gaz ne déclenchent pas d'alarme.",
          "Viene misurata una sola riga di assorbimento: gli altri gas non fanno scattare l'allarme.",
        ),
      ),
      benefit(
        'benefit-cost',
        l('Low cost of ownership', 'Niedrige Betriebskosten', "Faible coût d'exploitation", 'Bassi costi di esercizio'),
        l('No consumables', 'Kein Verbrauchsmaterial', 'Pas de consommables', 'Nessun materiale di consumo'),
        l(
          'Without sensors that age or gases to replace, maintenance is limited to a yearly check.',
          'Ohne alternde Sensoren und Prüfgase beschränkt sich die Wartung auf eine jährliche Kontrolle.',
          "Sans capteurs qui vieillissent ni gaz à remplacer, l'entretien se limite à un contrôle annuel.",
          'Senza sensori che invecchiano né gas da sostituire, la manutenzione si limita a un controllo annuale.',
        ),
      ),
      benefit(
        'benefit-simple-integration',
        l('Simple integration', 'Einfache Integration', 'Intégration simple', 'Integrazione semplice'),
        l('Fieldbus ready', 'Feldbusfähig', 'Prêt pour le bus de terrain', 'Pronto per il bus di campo'),
        l(
          'Analogue and fieldbus outputs connect the device to any control system.',
          'Analoge und Feldbus-Ausgänge verbinden das Gerät mit jedem Leitsystem.',
          "Des sorties analogiques et bus de terrain relient l'appareil à tout système de contrôle.",
          "Uscite analogiche e bus di campo collegano l'apparecchio a qualsiasi sistema di controllo.",
        ),
      ),
      benefit(
        'benefit-harsh',
        l(
          'Proven in harsh environments',
          'Bewährt in rauer Umgebung',
          'Éprouvé en environnement difficile',
          'Collaudato in ambienti difficili',
        ),
        l('Dust, heat and vibration', 'Staub, Hitze und Vibration', 'Poussière, chaleur et vibrations', 'Polvere, calore e vibrazioni'),
        l(
          'Stainless-steel housings and purged optics withstand stack and kiln conditions.',
          'Edelstahlgehäuse und gespülte Optiken halten den Bedingungen in Kaminen und Öfen stand.',
          'Boîtiers en inox et optiques purgées résistent aux conditions des cheminées et des fours.',
          'Alloggiamenti in acciaio inox e ottiche flussate resistono alle condizioni di camini e forni.',
        ),
      ),
      benefit(
        'benefit-experts',
        l('Expert support', 'Kompetente Unterstützung', "Assistance d'experts", 'Supporto di esperti'),
        l(
          'From planning to commissioning',
          'Von der Planung bis zur Inbetriebnahme',
          "De l'étude à la mise en service",
          'Dalla progettazione alla messa in servizio',
        ),
        l(
          'Our application engineers help choose the measuring point and commission the system.',
          'Unsere Applikationsingenieure helfen bei der Wahl der Messstelle und bei der Inbetriebnahme.',
          'Nos ingénieurs d’application aident à choisir le point de mesure et à mettre le système en service.',
          'I nostri ingegneri applicativi aiutano a scegliere il punto di misura e a mettere in servizio il sistema.',
        ),
      ),
    ],
    applications: [
      app(
        'emission-monitoring',
        l('Emission monitoring', 'Emissionsüberwachung', 'Surveillance des émissions', 'Monitoraggio delle emissioni'),
      ),
      app(
        'combustion-control',
        l('Combustion control', 'Verbrennungsregelung', 'Contrôle de la combustion', 'Controllo della combustione'),
      ),
      app('leak-detection', l('Leak detection', 'Lecksuche', 'Détection de fuites', 'Rilevamento di perdite')),
      app('biogas', l('Biogas plants', 'Biogasanlagen', 'Installations de biogaz', 'Impianti di biogas')),
      app('waste-incineration', l('Waste incineration', 'Müllverbrennung', 'Incinération des déchets', 'Termovalorizzazione')),
      app('cement-kilns', l('Cement kilns', 'Zementöfen', 'Fours à ciment', 'Forni per cemento')),
      app(
        'ammonia-slip',
        l(
          'Ammonia slip monitoring',
          'Überwachung des Ammoniakschlupfs',
          "Surveillance des fuites d'ammoniac",
          'Monitoraggio dello slip di ammoniaca',
        ),
      ),
      app(
        'semiconductor-fabs',
        l('Semiconductor fabs', 'Halbleiterfertigung', 'Usines de semi-conducteurs', 'Fabbriche di semiconduttori'),
      ),
      app('medical-ventilation', l('Medical ventilation', 'Medizinische Beatmung', 'Ventilation médicale', 'Ventilazione medica')),
      app('fuel-cells', l('Fuel cells', 'Brennstoffzellen', 'Piles à combustible', 'Celle a combustibile')),
      app('food-packaging', l('Food packaging', 'Lebensmittelverpackung', 'Emballage alimentaire', 'Imballaggio alimentare')),
      app('steel-production', l('Steel production', 'Stahlherstellung', "Production d'acier", 'Produzione di acciaio')),
      app('process-gas', l('Process gas analysis', 'Prozessgasanalyse', 'Analyse des gaz de procédé', 'Analisi dei gas di processo')),
      app('greenhouses', l('Greenhouses', 'Gewächshäuser', 'Serres', 'Serre')),
    ],
    solutions: ['environmental-monitoring', 'process-industry', 'energy', 'semiconductor', 'medical', 'food-and-beverage'],
  },
  photonics: {
    usps: [
      l(
        'High beam quality for small spot sizes',
        'Hohe Strahlqualität für kleine Spotgrössen',
        'Haute qualité de faisceau pour de petits spots',
        'Elevata qualità del fascio per spot ridotti',
      ),
      l(
        'Wafer-level manufacturing for tight tolerances',
        'Fertigung auf Wafer-Ebene für enge Toleranzen',
        'Fabrication au niveau du wafer pour des tolérances serrées',
        'Produzione a livello di wafer per tolleranze strette',
      ),
      l(
        'Anti-reflection coatings on request',
        'Entspiegelung auf Anfrage',
        'Traitements antireflet sur demande',
        'Trattamenti antiriflesso su richiesta',
      ),
      l(
        'Fused silica and high-index glass',
        'Quarzglas und hochbrechendes Glas',
        'Silice fondue et verre à indice élevé',
        'Silice fusa e vetro ad alto indice',
      ),
      l(
        'Fast modulation without a chopper',
        'Schnelle Modulation ohne Chopper',
        'Modulation rapide sans hacheur',
        'Modulazione rapida senza chopper',
      ),
      l(
        'Long lifetime at high emitter temperature',
        'Lange Lebensdauer bei hoher Strahlertemperatur',
        "Longue durée de vie à température d'émetteur élevée",
        "Lunga durata ad alta temperatura dell'emettitore",
      ),
      l(
        'Compact design for OEM integration',
        'Kompakte Bauweise für die OEM-Integration',
        "Conception compacte pour l'intégration OEM",
        "Design compatto per l'integrazione OEM",
      ),
      l(
        'Every part measured and documented',
        'Jedes Teil gemessen und dokumentiert',
        'Chaque pièce mesurée et documentée',
        'Ogni pezzo misurato e documentato',
      ),
    ],
    benefits: [
      benefit(
        'benefit-power-on-target',
        l('More power on target', 'Mehr Leistung im Ziel', 'Plus de puissance sur la cible', 'Più potenza sul bersaglio'),
        l('Brightness preserved', 'Brillanz erhalten', 'Luminance préservée', 'Brillanza preservata'),
        l(
          'Low-loss optics deliver the laser power where the process needs it.',
          'Verlustarme Optiken bringen die Laserleistung dorthin, wo der Prozess sie braucht.',
          'Des optiques à faibles pertes amènent la puissance laser là où le procédé en a besoin.',
          'Ottiche a basse perdite portano la potenza laser dove serve al processo.',
        ),
      ),
      benefit(
        'benefit-precision',
        l('Precision in volume', 'Präzision in Serie', 'La précision en série', 'Precisione in serie'),
        l('Identical from part to part', 'Identisch von Teil zu Teil', "Identique d'une pièce à l'autre", 'Identico da pezzo a pezzo'),
        l(
          'Wafer-level processes give every lens the same shape, batch after batch.',
          'Prozesse auf Wafer-Ebene geben jeder Linse dieselbe Form, Los für Los.',
          'Les procédés au niveau du wafer donnent à chaque lentille la même forme, lot après lot.',
          'I processi a livello di wafer danno a ogni lente la stessa forma, lotto dopo lotto.',
        ),
      ),
      benefit(
        'benefit-design-freedom',
        l('Design freedom', 'Gestaltungsfreiheit', 'Liberté de conception', 'Libertà di progettazione'),
        l('Free-form surfaces', 'Freiformflächen', 'Surfaces de forme libre', 'Superfici a forma libera'),
        l(
          'Aspheric and free-form profiles make compact optical systems possible.',
          'Asphärische Profile und Freiformen ermöglichen kompakte optische Systeme.',
          'Les profils asphériques et de forme libre permettent des systèmes optiques compacts.',
          'Profili asferici e a forma libera consentono sistemi ottici compatti.',
        ),
      ),
      benefit(
        'benefit-temperature-stable',
        l('Stable over temperature', 'Stabil über die Temperatur', 'Stable en température', 'Stabile in temperatura'),
        l('From −40 to +85 °C', 'Von −40 bis +85 °C', 'De −40 à +85 °C', 'Da −40 a +85 °C'),
        l(
          'Low thermal expansion keeps the optical axis where it was aligned.',
          'Geringe Wärmeausdehnung hält die optische Achse dort, wo sie justiert wurde.',
          "Une faible dilatation thermique maintient l'axe optique là où il a été aligné.",
          "La bassa dilatazione termica mantiene l'asse ottico dove è stato allineato.",
        ),
      ),
      benefit(
        'benefit-lead-time',
        l('Short lead times', 'Kurze Lieferzeiten', 'Délais de livraison courts', 'Tempi di consegna brevi'),
        l('Standard parts from stock', 'Standardteile ab Lager', 'Pièces standard en stock', 'Parti standard a magazzino'),
        l(
          'Catalogue parts ship within days; samples of custom designs within weeks.',
          'Katalogteile versenden wir innert Tagen, Muster von Sonderanfertigungen innert Wochen.',
          'Les pièces du catalogue sont expédiées en quelques jours, les échantillons sur mesure en quelques semaines.',
          'Le parti a catalogo partono in pochi giorni, i campioni su misura in poche settimane.',
        ),
      ),
      benefit(
        'benefit-partnership',
        l('Engineering partnership', 'Entwicklungspartnerschaft', "Partenariat d'ingénierie", 'Partnership di ingegneria'),
        l('From idea to series', 'Von der Idee zur Serie', "De l'idée à la série", "Dall'idea alla serie"),
        l(
          'Our optical designers work with your team from the first simulation.',
          'Unsere Optikdesigner arbeiten ab der ersten Simulation mit Ihrem Team.',
          'Nos concepteurs optiques travaillent avec votre équipe dès la première simulation.',
          'I nostri progettisti ottici lavorano con il vostro team fin dalla prima simulazione.',
        ),
      ),
    ],
    applications: [
      app(
        'laser-plastic-welding',
        l('Laser plastic welding', 'Laserkunststoffschweissen', 'Soudage laser des plastiques', 'Saldatura laser della plastica'),
      ),
      app(
        'diode-collimation',
        l('Diode laser collimation', 'Kollimation von Diodenlasern', 'Collimation de diodes laser', 'Collimazione di diodi laser'),
      ),
      app('fibre-coupling', l('Fibre coupling', 'Fasereinkopplung', 'Couplage dans la fibre', 'Accoppiamento in fibra')),
      app('gas-sensing', l('Gas sensing', 'Gassensorik', 'Détection de gaz', 'Rilevamento di gas')),
      app('spectroscopy', l('Spectroscopy', 'Spektroskopie', 'Spectroscopie', 'Spettroscopia')),
      app('lidar', l('LiDAR', 'LiDAR', 'LiDAR', 'LiDAR')),
      app('medical-lasers', l('Medical lasers', 'Medizinische Laser', 'Lasers médicaux', 'Laser medicali')),
      app('material-processing', l('Material processing', 'Materialbearbeitung', 'Traitement des matériaux', 'Lavorazione dei materiali')),
      app(
        'fibre-laser-pumping',
        l('Pumping of fibre lasers', 'Pumpen von Faserlasern', 'Pompage de lasers à fibre', 'Pompaggio di laser a fibra'),
      ),
      app('line-generators', l('Line generators', 'Liniengeneratoren', 'Générateurs de lignes', 'Generatori di linee')),
      app(
        'thermal-imaging',
        l(
          'Thermal imaging calibration',
          'Kalibrierung von Wärmebildkameras',
          'Étalonnage de caméras thermiques',
          'Calibrazione di termocamere',
        ),
      ),
      app('breath-analysis', l('Breath analysis', 'Atemgasanalyse', "Analyse de l'haleine", 'Analisi del respiro')),
      app('laser-soldering', l('Soldering with laser light', 'Laserlöten', 'Brasage laser', 'Brasatura laser')),
      app('optical-metrology', l('Optical metrology', 'Optische Messtechnik', 'Métrologie optique', 'Metrologia ottica')),
    ],
    solutions: ['electronics', 'semiconductor', 'medical', 'automotive', 'environmental-monitoring'],
  },
};
