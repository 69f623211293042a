/**
 * Shared readers for the editorial blocks: item lists (see list-fields.ts), phone links
 * and the few params with allow-lists.
 */

export { listItems } from './list-fields';

/** At most three category cards (the block's name says so); more are an editor mistake, not a carousel. */
export const CATEGORY_CARDS_MAX = 3;
/** Rich text teasers: a row of at most four (numbered fields Teaser1… Teaser4, see the block). */
export const RICH_TEXT_TEASERS_MAX = 4;

/** A tel: href from a displayed number ('+41 44 123 45 67' → 'tel:+41441234567'); '' without digits. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A mailto: href for a plausible e-mail address (something@domain.tld, no spaces), else ''. */
export function mailHref(email: string): string {
  const trimmed = email.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? `mailto:${trimmed}` : '';
}

export type ButtonAlignment = 'start' | 'center' | 'end';

/** Customer button alignment from params ('left' | 'center' | 'right', any case); default start. */
export function buttonAlignment(value: unknown): ButtonAlignment {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (key === 'center' || key === 'centre') return 'center';
  if (key === 'right' || key === 'end') return 'end';
  return 'start';
}

/** Customer button look from params: 'Secondary' gives the outlined button, anything else primary. */
export function buttonVariant(value: unknown): 'primary' | 'secondary' {
  return typeof value === 'string' && value.trim().toLowerCase() === 'secondary' ? 'secondary' : 'primary';
}

/** Field names of rich text teaser n (1-based): numbered fields on the datasource, see the block. */
export function richTextTeaserFieldNames(n: number) {
  return { title: `Teaser${n}Title`, text: `Teaser${n}Text`, link: `Teaser${n}Link` };
}

/** The rich text teasers' HTML field names, for the component map's `richTextFields`. */
export const RICH_TEXT_TEASERS_HTML_FIELDS = Array.from(
  { length: RICH_TEXT_TEASERS_MAX },
  (_, index) => richTextTeaserFieldNames(index + 1).text,
);

/** `sizes` attributes for the group's images: how wide each layout shows them. */
export const EDITORIAL_IMAGE_SIZES = {
  fullWidth: '(min-width: 1152px) 1152px, 100vw',
  threeColumns: '(min-width: 768px) 33vw, 100vw',
  teaserGrid: '(min-width: 960px) 33vw, (min-width: 768px) 50vw, 100vw',
  halfWidth: '(min-width: 768px) 50vw, 100vw',
  appScreenshot: '(min-width: 768px) 40vw, 100vw',
  quotePortrait: '7.5rem',
  personPortrait: '6rem',
} as const;
