import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data } from 'react-router';
import type { RouteData } from '@mbw/api-clients';
import { NOT_FOUND_TEMPLATE, contentPageMeta, sanitizeRoute } from '@mbw/content-blocks/server';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE, CACHE_PUBLIC_NOT_FOUND } from '../server/runtime/cache-control';
import { componentMap } from './component-map';
import { logEvent } from '../server/runtime/log.server';
import type { NotFoundPage } from './frame-data';
import type { PageFacts } from '../server/request/request-context';
import { layoutFor } from '../server/upstream/sitecore.server';

/**
 * The not-found page of every route (spec discovery §2 "Not-found page", spec product §8): status
 * 404, the content 404 item's texts (or the fixed fallback when the CMS cannot give them), no
 * breadcrumb, noindex. A loader throws what this returns — `throw await notFoundPage(facts)` —
 * and the page shell renders it inside the site's frame.
 *
 * `item`: the 404 item when the caller already has it (the layout service answered with it);
 * null when asking the CMS again is pointless (it just timed out); left out, it is fetched.
 * The answer is shared by caches unless the request is personal or the CMS failed.
 */
export async function notFoundPage(facts: PageFacts, options: { item?: RouteData | null; personal?: boolean } = {}) {
  const { language } = facts;
  let item = options.item ?? null;
  let failed = false;
  if (options.item === undefined) {
    const result = await layoutFor('/404', language.tag);
    if (result.kind === 'found' && result.route.templateName === NOT_FOUND_TEMPLATE) item = result.route;
    else if (result.kind === 'error') {
      failed = true;
      logEvent('error', 'layout.not-found-item-failed', { language: language.tag, error: result.error.message });
    }
  }
  const personal = options.personal || facts.cachePolicy === 'private' || failed;
  const headers = new Headers({ 'Cache-Control': personal ? CACHE_PRIVATE : CACHE_PUBLIC_NOT_FOUND });
  const i18n = await serverI18n(language.language);
  const seo = contentPageMeta({
    route: item,
    fallbackTitle: i18n._(msg`Page not found`),
    siteName: brand.displayName,
    origin: facts.publicOrigin,
    language: language.tag,
    itemPath: '/',
    noindex: true,
  });
  const fields = item ? (sanitizeRoute(item, componentMap, { language: language.tag }).fields ?? {}) : null;
  const page: NotFoundPage = { kind: 'not-found', seo, fields };
  return data(page, { status: 404, headers });
}
