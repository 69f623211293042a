import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data } from 'react-router';
import { localizedPath, pageMeta } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import type { MessageSet } from '../i18n/message-sets';
import { withPageMessages } from '../i18n/page-messages.server';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { logEvent } from '../server/runtime/log.server';
import type { PageFrameData } from './frame-data';
import type { PageFacts } from '../server/request/request-context';

/**
 * A page whose own data could not be loaded (spec product §8 "Something went wrong"): status 503,
 * never cached, noindex, in the site's frame with a link that tries the same URL again. The failure
 * goes to the log as `event`. The route renders its own error state from `retryHref`.
 */
export async function unavailablePage(
  facts: PageFacts,
  input: { url: URL; itemPath: string; event: string; error: Error; messages: readonly MessageSet[] },
) {
  const { language } = facts;
  logEvent('error', input.event, { path: input.url.pathname, language: language.tag, error: input.error.message });
  const i18n = await serverI18n(language.language);
  const seo = pageMeta({
    title: i18n._(msg`Something went wrong`),
    siteName: brand.displayName,
    origin: facts.publicOrigin,
    language: language.tag,
    pathFor: (tag) => localizedPath(tag, input.itemPath),
    noindex: true,
  });
  const frame: PageFrameData = { itemPath: input.itemPath, breadcrumbs: [] };
  const page = { kind: 'unavailable' as const, seo, frame, retryHref: input.url.pathname + input.url.search };
  return data(await withPageMessages(language, input.messages, page), { status: 503, headers: { 'Cache-Control': CACHE_PRIVATE } });
}
