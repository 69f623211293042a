import { formatDate } from '@mbw/util';

/**
 * Stories about a product (spec product §2 "stories carousel", §3 "Story": image, title, category,
 * date, gtm, linkerButtonLabel, url variants). They come as a `stories` list on the master
 * product (the spec names no call of their own; local-services sends one story per solution). The
 * list is read leniently: an entry without a title or a url is left out, and without entries the
 * carousel is not rendered.
 */
export interface StoryCardView {
  id: string;
  title: string;
  category: string;
  /** As sent (ISO date); null when missing or invalid. */
  date: string | null;
  /**
   * The date in the page language, formatted here (on the server, where the view is built) so the
   * browser never sets up Intl's date formatting just to hydrate a card.
   */
  dateLabel: string | null;
  imageUrl: string;
  imageAlt: string;
  /** linkerButtonLabel; blank = the component's default label. */
  buttonLabel: string;
  href: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A url field as a string, or a link/image object with href, url or src. */
function urlOf(value: unknown): string {
  const object = record(value);
  if (!object) return str(value);
  return str(object['href']) || str(object['url']) || str(object['src']);
}

function validDate(value: unknown): string | null {
  const text = str(value);
  return text && !Number.isNaN(new Date(text).getTime()) ? text : null;
}

/** The master's stories as cards (`brandUrlKey`: the brand-specific url field, preferred when set). */
export function productStories(raw: unknown, language: string, brandUrlKey?: string): StoryCardView[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry, index) => {
    const story = record(entry);
    if (!story) return [];
    const title = str(story['title']);
    const href = (brandUrlKey ? urlOf(story[brandUrlKey]) : '') || urlOf(story['url']);
    if (!title || !href) return [];
    const image = record(story['image']);
    const date = validDate(story['date']);
    return [
      {
        id: `story-${index + 1}`,
        title,
        category: str(story['category']),
        date,
        dateLabel: formatDate(date, language, { dateStyle: 'medium', timeZone: 'UTC' }),
        imageUrl: urlOf(story['image']),
        imageAlt: image ? str(image['alt']) : '',
        buttonLabel: str(story['linkerButtonLabel']),
        href,
      },
    ];
  });
}
