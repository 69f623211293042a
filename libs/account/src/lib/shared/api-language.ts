/** The two-letter language the account API and content GraphQL expect (`lang`, `sc_lang`; CONTRACT.md): de-CH → de. */
export function apiLanguage(languageTag: string): string {
  return languageTag.slice(0, 2).toLowerCase() || 'en';
}
