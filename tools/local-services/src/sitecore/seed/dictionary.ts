import type { Language, SiteSeed } from './sites.ts';

/**
 * Dictionary phrases per site and language (GET /sitecore/api/jss/dictionary/{app}/{lng}).
 * Keys are the Lingui message ids the site uses for CMS-managed labels; a phrase overrides the
 * built-in catalog text at request time.
 */
const COPYRIGHT: Record<Language, string> = {
  en: '© {year} {brand} AG. All rights reserved.',
  de: '© {year} {brand} AG. Alle Rechte vorbehalten.',
  fr: '© {year} {brand} AG. Tous droits réservés.',
  it: '© {year} {brand} AG. Tutti i diritti riservati.',
};

export function dictionaryPhrases(site: SiteSeed, language: Language): Record<string, string> {
  return {
    'Footer.Copyright': COPYRIGHT[language].replace('{brand}', site.displayName),
  };
}
