import { LANGUAGES, type Language, type Localized } from '../../../sitecore/seed/sites.ts';

export { LANGUAGES, type Language, type Localized };

/** A text in the four server languages: l(en, de, fr, it). */
export function l(en: string, de: string, fr: string, it: string): Localized {
  return { en, de, fr, it };
}

/** The same text in every language (model names, chemical formulas, interface names). */
export function same(text: string): Localized {
  return { en: text, de: text, fr: text, it: text };
}

/** Replaces {placeholders} in every language. */
export function fillL(text: Localized, values: Record<string, Localized | string>): Localized {
  const out = { ...text };
  for (const language of LANGUAGES) {
    let value = out[language];
    for (const [key, replacement] of Object.entries(values)) {
      value = value.replaceAll(`{${key}}`, typeof replacement === 'string' ? replacement : replacement[language]);
    }
    out[language] = value;
  }
  return out;
}

/** Lower-case kebab name usable in /-/media/{name}.jpg (a–z, 0–9, dashes; at most 70 characters). */
export function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
}

/**
 * The key a product name is looked up by: case-insensitive, dashes and spaces alike
 * ("HOT-JET-S", "hot jet s" and "Hot Jet S" are one product). Spec product §2: names in URLs
 * use dashes instead of spaces.
 */
export function productNameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, ' ');
}

/** The product-page path segment of an English master product name (spaces become dashes). */
export function urlName(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}
