import { BRANDS, type SiteName } from '../../product-data/seed/catalog/families.ts';
import { LANGUAGES, kebab, l, type Language, type Localized } from '../../product-data/seed/catalog/localized.ts';
import { SITES } from '../../sitecore/seed/sites.ts';
import type { CoveoDocument, FieldValue } from './documents.ts';

/**
 * Jobs, events, stories and expertise articles the content seed does not hold: deterministic
 * (index arithmetic, no randomness), 24 of each kind per site and language. The content seed has
 * no detail page for them, so each links to the seeded page that lists its kind, with its own
 * fragment (/company/careers#…, /news/events#…, /news/stories#…, /service/courses#…): a result a visitor opens never lands
 * on a 404.
 */
const PER_SITE = 24;

const JOB_TITLES: Localized[] = [
  l('Service technician', 'Servicetechniker', 'Technicien de service', 'Tecnico di assistenza'),
  l('Application engineer', 'Anwendungsingenieur', "Ingénieur d'application", 'Ingegnere applicativo'),
  l('Software developer', 'Softwareentwickler', 'Développeur logiciel', 'Sviluppatore software'),
  l('Sales manager', 'Verkaufsleiter', 'Responsable des ventes', 'Responsabile vendite'),
  l('Electronics engineer', 'Elektronikingenieur', 'Ingénieur électronicien', 'Ingegnere elettronico'),
  l('Apprentice polymechanic', 'Lernende Polymechanikerin', 'Apprenti polymécanicien', 'Apprendista polimeccanico'),
  l('Product manager', 'Produktmanager', 'Chef de produit', 'Product manager'),
  l('Laser physicist', 'Laserphysikerin', 'Physicien laser', 'Fisico laser'),
];
const LOCATIONS: Array<{ city: string; country: string; region: string }> = [
  { city: 'Sarnen', country: 'Switzerland', region: 'Europe' },
  { city: 'Kaegiswil', country: 'Switzerland', region: 'Europe' },
  { city: 'Munich', country: 'Germany', region: 'Europe' },
  { city: 'Lyon', country: 'France', region: 'Europe' },
  { city: 'Milan', country: 'Italy', region: 'Europe' },
  { city: 'Chicago', country: 'United States', region: 'Americas' },
  { city: 'Shanghai', country: 'China', region: 'Asia' },
];
const WORKLOADS = ['40%', '60%', '80%', '80-100%', '100%'];
const INDUSTRIES = ['Roofing', 'Automotive', 'Packaging', 'Electronics', 'Medical technology', 'Construction', 'Energy'];
const EVENT_NAMES = ['K Fair', 'BAU', 'Photonics West', 'Sensor+Test', 'Fakuma', 'Laser World of Photonics', 'Interpack', 'Swissbau'];
const VENUES = ['Messe Düsseldorf', 'Messe München', 'Moscone Center', 'Messe Nürnberg', 'Messe Friedrichshafen', 'Messe Basel'];
const STORY_TOPICS: Localized[] = [
  l(
    'Welding a pond liner in record time',
    'Eine Teichfolie in Rekordzeit verschweisst',
    'Une bâche de bassin soudée en un temps record',
    'Un telo per laghetto saldato in tempo record',
  ),
  l(
    'Hot air that dries paint in seconds',
    'Heissluft, die Lack in Sekunden trocknet',
    "De l'air chaud qui sèche la peinture en quelques secondes",
    'Aria calda che asciuga la vernice in pochi secondi',
  ),
  l(
    'Sensors that smell a gas leak',
    'Sensoren, die ein Gasleck riechen',
    'Des capteurs qui sentent une fuite de gaz',
    'Sensori che fiutano una fuga di gas',
  ),
  l(
    'A laser that cuts glass without cracks',
    'Ein Laser, der Glas ohne Risse schneidet',
    'Un laser qui coupe le verre sans fissures',
    'Un laser che taglia il vetro senza crepe',
  ),
  l(
    'Tunnel sealing under pressure',
    'Tunnelabdichtung unter Druck',
    'Étanchéité de tunnel sous pression',
    'Impermeabilizzazione di gallerie sotto pressione',
  ),
  l(
    'Shrinking sleeves on a bottling line',
    'Schrumpfhülsen auf einer Abfüllanlage',
    "Manchons rétractables sur une ligne d'embouteillage",
    'Guaine termoretraibili su una linea di imbottigliamento',
  ),
];
const STORY_CATEGORIES = ['Customer story', 'Application report', 'Company news'];
const EXPERTISE_TOPICS: Localized[] = [
  l('Hot-air welding basics', 'Grundlagen Heissluftschweissen', 'Bases du soudage à air chaud', 'Basi della saldatura ad aria calda'),
  l('Choosing the right nozzle', 'Die richtige Düse wählen', 'Choisir la bonne buse', "Scegliere l'ugello giusto"),
  l('Infrared heating explained', 'Infrarotheizung erklärt', 'Le chauffage infrarouge expliqué', 'Il riscaldamento a infrarossi spiegato'),
  l('Seam testing methods', 'Methoden der Nahtprüfung', 'Méthodes de contrôle des soudures', 'Metodi di prova delle saldature'),
  l('Laser safety in production', 'Lasersicherheit in der Produktion', 'Sécurité laser en production', 'Sicurezza laser in produzione'),
  l('Gas detection with lasers', 'Gasdetektion mit Lasern', 'Détection de gaz par laser', 'Rilevamento dei gas con laser'),
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const brandsOf = (site: string): string[] => (site === 'group' ? Object.values(BRANDS) : [BRANDS[site as Exclude<SiteName, 'group'>]]);
const companyOf = (site: string, index: number): string =>
  index % 4 === 3 ? 'International' : site === 'group' ? at(Object.values(BRANDS), index) : BRANDS[site as Exclude<SiteName, 'group'>];

function base(site: string, language: Language, template: string): Record<string, FieldValue> {
  return {
    source: `kestrel-${site}`,
    site,
    tenant: site,
    language,
    herotemplatename: template,
    z95xtemplatename: template,
    isphasedout: 'false',
    isprelaunch: 'false',
  };
}

export function generatedContent(): CoveoDocument[] {
  const docs: CoveoDocument[] = [];
  for (const [siteIndex, site] of SITES.map((entry) => entry.name).entries()) {
    for (const language of LANGUAGES) {
      for (let i = 0; i < PER_SITE; i++) {
        const n = i + siteIndex * 7;
        const location = at(LOCATIONS, n);
        // Job
        const jobTitle = `${at(JOB_TITLES, n)[language]} (${at(WORKLOADS, n)})`;
        docs.push({
          title: jobTitle,
          clickUri: `/${language}/company/careers#${kebab(`${at(JOB_TITLES, n).en} ${location.city} ${i + 1}`)}`,
          excerpt: `${at(JOB_TITLES, n)[language]} · ${location.city}`,
          raw: {
            ...base(site, language, 'Job'),
            jobtitle: at(JOB_TITLES, n)[language],
            englishtitle: at(JOB_TITLES, n).en,
            location: location.city,
            country: [location.country],
            region: location.region,
            company: companyOf(site, n),
            workload: at(WORKLOADS, n),
            jobimage: `/-/media/job-${(n % 6) + 1}.jpg`,
            date: Date.UTC(2026, 0, 1) + n * 5 * 86_400_000,
          },
          text: { title: jobTitle, codes: '', body: `${at(JOB_TITLES, n).en} ${location.city} ${location.country} ${companyOf(site, n)}` },
        });
        // Event: starts between Feb 2026 and Jan 2028, 1-5 days long, in Amsterdam time (stored as UTC instants).
        const start = Date.UTC(2026, 1 + ((n * 5) % 24), 1 + ((n * 3) % 27), 8);
        const end = start + (1 + (n % 5)) * 86_400_000;
        const startDate = new Date(start);
        const eventTitle = `${at(EVENT_NAMES, n)} ${startDate.getUTCFullYear()}`;
        docs.push({
          title: eventTitle,
          clickUri: `/${language}/news/events#${kebab(`${eventTitle} ${i + 1}`)}`,
          excerpt: `${eventTitle} · ${at(VENUES, n)}`,
          raw: {
            ...base(site, language, 'Event'),
            eventtitle: eventTitle,
            venue: at(VENUES, n),
            city: location.city,
            country: [location.country],
            region: location.region,
            eventstartdate: start,
            eventenddate: end,
            eventmonth: `${MONTHS[startDate.getUTCMonth()]} ${startDate.getUTCFullYear()}|${startDate.getUTCFullYear()}${String(startDate.getUTCMonth() + 1).padStart(2, '0')}`,
            industries: [at(INDUSTRIES, n), at(INDUSTRIES, n + 2)],
            detailslinktext: 'Details',
            date: start,
          },
          text: { title: eventTitle, codes: '', body: `${at(VENUES, n)} ${location.city} ${at(INDUSTRIES, n)} ${at(INDUSTRIES, n + 2)}` },
        });
        // Story
        const storyDate = Date.UTC(2025, (n * 2) % 24, 1 + (n % 27));
        const storyTitle = `${at(STORY_TOPICS, n)[language]} (${location.city})`;
        docs.push({
          title: storyTitle,
          clickUri: `/${language}/news/stories#${kebab(`${at(STORY_TOPICS, n).en} ${location.city} ${i + 1}`)}`,
          excerpt: storyTitle,
          raw: {
            ...base(site, language, 'Story'),
            category: at(STORY_CATEGORIES, n),
            region: location.region,
            storyz32xbrands: brandsOf(site),
            storyimage: `/-/media/story-${(n % 6) + 1}.jpg`,
            storydate: storyDate,
            culture: language,
            overline: at(STORY_CATEGORIES, n),
            herotitle: storyTitle,
            buttonlabel: 'Read the story',
            date: storyDate,
          },
          text: { title: storyTitle, codes: '', body: `${at(STORY_CATEGORIES, n)} ${location.city} ${location.country}` },
        });
        // Expertise article
        if (i < 12) {
          const expertiseTitle = `${at(EXPERTISE_TOPICS, n)[language]} ${Math.floor(i / 6) + 1}`;
          docs.push({
            title: expertiseTitle,
            clickUri: `/${language}/service/courses#${kebab(`${at(EXPERTISE_TOPICS, n).en} ${Math.floor(i / 6) + 1}`)}`,
            excerpt: expertiseTitle,
            raw: { ...base(site, language, 'Expertise'), category: 'Expertise', date: storyDate },
            text: { title: expertiseTitle, codes: '', body: at(EXPERTISE_TOPICS, n).en },
          });
        }
      }
    }
  }
  return docs;
}
