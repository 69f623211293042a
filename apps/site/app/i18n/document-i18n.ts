import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useMemo, useState } from 'react';
import { useMatches } from 'react-router';
import { PAGE_MESSAGES_KEY } from './message-sets';

function pageMessagesOf(data: unknown): Messages | undefined {
  if (typeof data !== 'object' || data === null || !(PAGE_MESSAGES_KEY in data)) return undefined;
  return (data as Record<typeof PAGE_MESSAGES_KEY, Messages>)[PAGE_MESSAGES_KEY];
}

/** The page's catalogues in route order: the frame's (root loader), then each matched route's own. */
export function pageCatalogues(frame: Messages | undefined, matches: ReadonlyArray<{ data: unknown }>): Messages[] {
  return [frame ?? {}, ...matches.map((match) => pageMessagesOf(match.data)).filter((messages) => messages !== undefined)];
}

/** Development: a message the page's sets lack (its file's set in i18n/message-sets.ts, or a route's sets) says so. */
function missing(locale: string, id: string): string {
  console.warn(`i18n: message ${id} (${locale}) is not in this page's message sets (apps/site/app/i18n/message-sets.ts)`);
  return id;
}

const sameList = (a: readonly Messages[], b: readonly Messages[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The document's i18n: the frame's messages and those of every route on the page (each page
 * route's loader sends its features' messages, see i18n/page-messages.server.ts). A new instance
 * only when a catalogue changes: after a navigation to a page with other routes, with that
 * navigation's data, so the new page renders with its texts, never their ids.
 */
export function useDocumentI18n(locale: string, frame: Messages | undefined): I18n {
  const catalogues = pageCatalogues(frame, useMatches());
  // The previous render's list, kept while its items are the same objects (React's "store
  // information from previous renders" pattern): re-rendering builds no new i18n.
  const [stable, setStable] = useState(catalogues);
  const current = sameList(stable, catalogues) ? stable : catalogues;
  if (current !== stable) setStable(current);
  return useMemo(
    () =>
      setupI18n({ locale, messages: { [locale]: Object.assign({}, ...current) as Messages }, ...(import.meta.env.DEV ? { missing } : {}) }),
    [locale, current],
  );
}
