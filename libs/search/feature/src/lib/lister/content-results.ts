import { fieldText } from '@mbw/search-data-access';

/**
 * What a row of the events, jobs and stories listers shows (spec discovery §3 "Job result",
 * "Event result", "Story result"), read from a result's raw fields. Null when a row lacks what it
 * needs (§5 "event lines need link text, title, url or href").
 */
export interface EventRowData {
  kind: 'event';
  title: string;
  href: string;
  start: Date;
  end: Date | null;
  venue: string | null;
  place: string | null;
  industries: string[];
}

export interface JobRowData {
  kind: 'job';
  title: string;
  href: string;
  company: string | null;
  location: string | null;
  workload: string | null;
}

export interface StoryRowData {
  kind: 'story';
  title: string;
  href: string;
  image: string | null;
  overline: string | null;
  date: Date | null;
}

export type ContentRowData = EventRowData | JobRowData | StoryRowData;

interface ResultLike {
  title: string;
  clickUri: string;
  raw: unknown;
}

/** A date field (epoch milliseconds, or a date string) as a Date, or null. */
export function fieldDate(value: unknown): Date | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'number' && typeof raw !== 'string') return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const date = new Date(typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A list field's texts (a single text is a list of one). */
function fieldTexts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((entry) => entry.trim());
}

const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(', ') || null;

/** The row of a result by its kind (`@herotemplatename`): Event, Job or Story; other kinds and incomplete results give null. */
export function contentRowOf(result: ResultLike): ContentRowData | null {
  const raw = (result.raw ?? {}) as Record<string, unknown>;
  const href = result.clickUri?.trim();
  const template = fieldText(raw['herotemplatename']);
  if (!href) return null;
  if (template === 'Event') {
    const title = fieldText(raw['eventtitle']) ?? result.title?.trim();
    const start = fieldDate(raw['eventstartdate']);
    if (!title || !start) return null;
    return {
      kind: 'event',
      title,
      href,
      start,
      end: fieldDate(raw['eventenddate']),
      venue: fieldText(raw['venue']),
      place: joined(fieldText(raw['city']), fieldTexts(raw['country']).join(', ') || null),
      industries: fieldTexts(raw['industries']),
    };
  }
  if (template === 'Job') {
    const title = fieldText(raw['jobtitle']) ?? result.title?.trim();
    if (!title) return null;
    return {
      kind: 'job',
      title,
      href,
      company: fieldText(raw['company']),
      location: joined(fieldText(raw['location']), fieldTexts(raw['country']).join(', ') || null),
      workload: fieldText(raw['workload']),
    };
  }
  if (template === 'Story') {
    const title = fieldText(raw['herotitle']) ?? result.title?.trim();
    if (!title) return null;
    const image = fieldText(raw['storyimage']) ?? fieldText(raw['imgsrc']);
    return {
      kind: 'story',
      title,
      href,
      image: image?.startsWith('/') ? image : null,
      overline: fieldText(raw['overline']) ?? fieldText(raw['category']),
      date: fieldDate(raw['storydate']),
    };
  }
  return null;
}

/** Between the parts of a row's line (venue · place, category · date), and between list values. */
export const ROW_SEPARATOR = ' · ';
export const LIST_SEPARATOR = ', ';
/** A story row's picture: beside the text from 640 px, full width below. */
export const STORY_IMAGE_SIZES = '(min-width: 640px) 10rem, 100vw';
