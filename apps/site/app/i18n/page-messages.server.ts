import type { Messages } from '@lingui/core';
import { UpstreamError } from '@mbw/api-clients';
import type { LanguageTag } from '@mbw/util';
import { logEvent } from '../server/runtime/log.server';
import { dictionaryFor } from '../server/upstream/sitecore.server';
import { setMessages } from './messages.server';
import { PAGE_MESSAGES_KEY, type MessageSet } from './message-sets';

/** The CMS dictionary of the language; one that cannot be loaded leaves the catalog texts. */
export async function dictionaryPhrases(languageTag: string): Promise<Record<string, string>> {
  const phrases = await dictionaryFor(languageTag);
  if (!(phrases instanceof UpstreamError)) return phrases;
  logEvent('warn', 'dictionary.unavailable', { language: languageTag, error: phrases.message });
  return {};
}

/** The frame's messages: every page's, sent by the root loader once per language. */
export async function frameMessages(language: LanguageTag): Promise<Messages> {
  return setMessages(language.language, ['frame'], await dictionaryPhrases(language.tag));
}

export type WithPageMessages<P> = P & { [PAGE_MESSAGES_KEY]: Messages };

/**
 * A page route's data with the messages of its features (less the frame's): they arrive with the
 * route's data, so a client navigation renders the new page with its texts, in the same request
 * (root.tsx merges every route's messages into the page's i18n).
 */
export async function withPageMessages<P extends object>(
  language: LanguageTag,
  sets: readonly MessageSet[],
  page: P,
): Promise<WithPageMessages<P>> {
  const messages = await setMessages(language.language, sets, await dictionaryPhrases(language.tag), ['frame']);
  return { ...page, [PAGE_MESSAGES_KEY]: messages } as WithPageMessages<P>;
}
