import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { SiteLanguage } from '@mbw/util';
import { describeError, logEvent } from '../server/runtime/log.server';
import sourceCatalog from '../locales/en.po?raw';
import { parsePoOrigins } from './message-origins.server';
import { splitByOrigin, type MessageSet } from './message-sets';

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

let split: Map<MessageSet, Set<string>> | undefined;

/** Message ids per set, from the source catalog's origins (read once). */
function messageSplit(): Map<MessageSet, Set<string>> {
  split ??= splitByOrigin(parsePoOrigins(sourceCatalog));
  return split;
}

/** The ids of `sets`, less those of `except` (a route's sets less the frame's, which the root sends). */
export function messageIds(sets: readonly MessageSet[], except: readonly MessageSet[] = []): Set<string> {
  const all = messageSplit();
  const ids = new Set(sets.flatMap((set) => [...(all.get(set) ?? [])]));
  for (const set of except) for (const id of all.get(set) ?? []) ids.delete(id);
  return ids;
}

// Per language and sets, per dictionary (the same object while the dictionary cache holds it).
const merged = new WeakMap<Record<string, string>, Map<string, Promise<Messages>>>();

/**
 * The messages of `sets` (less `except`) in `language`, with the CMS dictionary's phrases for
 * exactly those messages merged over them (docs/decisions/messages-per-page.md): a page carries a
 * phrase only when it carries the message the phrase overrides.
 */
export function setMessages(
  language: SiteLanguage,
  sets: readonly MessageSet[],
  phrases: Record<string, string>,
  except: readonly MessageSet[] = [],
): Promise<Messages> {
  const key = `${language}|${[...sets].sort().join()}|${[...except].sort().join()}`;
  let byKey = merged.get(phrases);
  if (!byKey) merged.set(phrases, (byKey = new Map()));
  let messages = byKey.get(key);
  if (!messages) {
    messages = catalogMessages(language).then((catalog) => {
      const ids = messageIds(sets, except);
      const subset: Messages = {};
      for (const id of ids) if (Object.hasOwn(catalog, id)) subset[id] = catalog[id] as Messages[string];
      return mergeDictionary(subset, Object.fromEntries(Object.entries(phrases).filter(([id]) => ids.has(id))));
    });
    messages.catch(() => byKey.delete(key));
    byKey.set(key, messages);
  }
  return messages;
}
