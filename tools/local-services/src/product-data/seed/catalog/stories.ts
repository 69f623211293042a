import { SOLUTION_INDUSTRIES } from '../../../sitecore/seed/menu-pages.ts';
import type { SolutionKey } from './domains.ts';
import { l, type Language, type Localized } from './localized.ts';

/**
 * Stories on product pages (spec product §2 "stories carousel", §3 "Story"): one customer story
 * or application report per solution. A product shows the stories of its solutions, so they come
 * from the catalog's own facts and draw nothing from the generator's random stream. A story links
 * to its solution's page where the site has one, otherwise to the news page.
 */
export interface StoryFact {
  title: Localized;
  kind: 'customer' | 'report';
  /** ISO date of publication. */
  date: string;
}

const KINDS: Record<StoryFact['kind'], Localized> = {
  customer: l('Customer story', 'Kundengeschichte', 'Témoignage client', 'Storia di un cliente'),
  report: l('Application report', 'Anwendungsbericht', "Rapport d'application", 'Rapporto applicativo'),
};

const BUTTON = l('Read the story', 'Geschichte lesen', "Lire l'histoire", 'Leggi la storia');

const story = (kind: StoryFact['kind'], date: string, title: Localized): StoryFact => ({ kind, date, title });

export const STORIES: Record<SolutionKey, StoryFact> = {
  roofing: story(
    'customer',
    '2026-09-14',
    l(
      'Two kilometres of roof membrane a day, in wind and rain',
      'Zwei Kilometer Dachbahn pro Tag, bei Wind und Regen',
      'Deux kilomètres de membrane de toiture par jour, par vent et pluie',
      'Due chilometri di membrana per tetti al giorno, con vento e pioggia',
    ),
  ),
  geomembranes: story(
    'report',
    '2026-06-02',
    l(
      'Sealing a reservoir with 40,000 m² of geomembrane',
      'Ein Speicherbecken mit 40 000 m² Geomembran abdichten',
      'Étancher un bassin avec 40 000 m² de géomembrane',
      'Impermeabilizzare un bacino con 40.000 m² di geomembrana',
    ),
  ),
  'plastic-fabrication': story(
    'customer',
    '2026-03-21',
    l(
      'How a tank builder halved its welding time',
      'Wie ein Behälterbauer seine Schweisszeit halbierte',
      'Comment un fabricant de cuves a réduit de moitié son temps de soudage',
      'Come un costruttore di serbatoi ha dimezzato i tempi di saldatura',
    ),
  ),
  automotive: story(
    'report',
    '2026-08-05',
    l(
      'Shrinking cable sleeves on an assembly line at 60 cycles an hour',
      'Kabelschläuche schrumpfen am Montageband mit 60 Takten pro Stunde',
      'Rétracter des gaines de câbles sur une chaîne à 60 cycles par heure',
      'Restringere guaine per cavi in linea a 60 cicli all’ora',
    ),
  ),
  packaging: story(
    'customer',
    '2026-05-11',
    l(
      'Sterile seals for pharmaceutical blister packs',
      'Sterile Siegelnähte für pharmazeutische Blister',
      'Scellages stériles pour blisters pharmaceutiques',
      'Sigillature sterili per blister farmaceutici',
    ),
  ),
  electronics: story(
    'report',
    '2026-02-27',
    l(
      'Reflow rework without a single scorched board',
      'Reflow-Nacharbeit ohne eine einzige verbrannte Platine',
      'Reprise par refusion sans une seule carte brûlée',
      'Rilavorazione reflow senza una sola scheda bruciata',
    ),
  ),
  semiconductor: story(
    'report',
    '2026-10-08',
    l(
      'Aligning micro-optics to a tenth of a micrometre',
      'Mikrooptiken auf ein Zehntel Mikrometer ausrichten',
      'Aligner des micro-optiques au dixième de micromètre',
      'Allineare micro-ottiche al decimo di micrometro',
    ),
  ),
  medical: story(
    'customer',
    '2026-07-19',
    l(
      'Clean-room bonding for catheter production',
      'Reinraum-Fügen für die Katheterproduktion',
      'Assemblage en salle blanche pour la production de cathéters',
      'Giunzione in camera bianca per la produzione di cateteri',
    ),
  ),
  'environmental-monitoring': story(
    'report',
    '2026-04-16',
    l(
      'Finding methane leaks along 300 km of pipeline',
      'Methanlecks entlang von 300 km Pipeline finden',
      'Détecter des fuites de méthane sur 300 km de pipeline',
      'Individuare perdite di metano lungo 300 km di condotta',
    ),
  ),
  'process-industry': story(
    'customer',
    '2026-01-30',
    l(
      'Oxygen measured in the stack, not in the lab',
      'Sauerstoff im Kamin gemessen, nicht im Labor',
      "L'oxygène mesuré dans la cheminée, pas au laboratoire",
      "L'ossigeno misurato nel camino, non in laboratorio",
    ),
  ),
  energy: story(
    'report',
    '2026-09-29',
    l(
      'Welding cable protection for an offshore wind farm',
      'Kabelschutz für einen Offshore-Windpark schweissen',
      "Souder la protection des câbles d'un parc éolien en mer",
      'Saldare la protezione dei cavi di un parco eolico offshore',
    ),
  ),
  'food-and-beverage': story(
    'customer',
    '2026-06-23',
    l(
      'Shrink sleeves on 40,000 bottles an hour',
      'Schrumpfetiketten auf 40 000 Flaschen pro Stunde',
      'Manchons rétractables sur 40 000 bouteilles par heure',
      'Etichette termoretraibili su 40.000 bottiglie all’ora',
    ),
  ),
  construction: story(
    'customer',
    '2026-08-28',
    l(
      'Tunnel waterproofing, seam by tested seam',
      'Tunnelabdichtung, Naht für geprüfte Naht',
      "L'étanchéité d'un tunnel, soudure après soudure contrôlée",
      'Impermeabilizzazione di una galleria, una saldatura collaudata alla volta',
    ),
  ),
  textiles: story(
    'report',
    '2026-03-09',
    l(
      'Seam sealing for breathable outdoor clothing',
      'Nahtabdichtung für atmungsaktive Outdoor-Bekleidung',
      'Étanchéité des coutures pour vêtements outdoor respirants',
      'Sigillatura delle cuciture per abbigliamento outdoor traspirante',
    ),
  ),
};

const SOLUTION_PAGES = new Set(SOLUTION_INDUSTRIES.map((entry) => entry.path));

/** The path a story links to (without the language). */
export function storyPath(solution: SolutionKey): string {
  const path = `/solutions/${solution}`;
  return SOLUTION_PAGES.has(path) ? path : '/news';
}

/** A story as the master product JSON carries it (§3: image, title, category, date, gtm, linkerButtonLabel, url). */
export function storyEntry(solution: SolutionKey, language: Language, mediaUrl: (name: string) => string) {
  const fact = STORIES[solution];
  return {
    image: { src: mediaUrl(`story-${solution}`), alt: '' },
    title: fact.title[language],
    category: KINDS[fact.kind][language],
    date: fact.date,
    gtm: `story-${solution}`,
    linkerButtonLabel: BUTTON[language],
    url: `/${language}${storyPath(solution)}`,
  };
}
