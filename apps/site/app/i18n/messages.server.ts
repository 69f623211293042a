import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { SiteLanguage } from '@mbw/util';
import { describeError, logEvent } from '../server/runtime/log.server';

/** Compiled catalogs (the Lingui Vite plugin compiles the .po files); loaded on the server only. */
const catalogs: Record<SiteLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  de: () => import('../locales/de.po'),
  fr: () => import('../locales/fr.po'),
  it: () => import('../locales/it.po'),
};

export async function catalogMessages(language: SiteLanguage): Promise<Messages> {
  return (await catalogs[language]()).messages;
}

/**
 * The catalog with the CMS dictionary merged over it (issue: "dictionary phrases merged in per
 * request"). Phrases are ICU messages keyed by Lingui message id; one that does not compile is
 * skipped and logged, and the catalog text stays.
 */
export function mergeDictionary(catalog: Messages, phrases: Record<string, string>): Messages {
  const merged: Messages = { ...catalog };
  for (const [key, phrase] of Object.entries(phrases)) {
    try {
      merged[key] = compileMessageOrThrow(phrase);
    } catch (error) {
      logEvent('warn', 'dictionary.phrase-invalid', { key, error: error instanceof Error ? error.message : describeError(error) });
    }
  }
  return merged;
}

/** An i18n instance for server code that has no React tree (loaders, meta). */
export async function serverI18n(language: SiteLanguage): Promise<I18n> {
  return setupI18n({ locale: language, messages: { [language]: await catalogMessages(language) } });
}
