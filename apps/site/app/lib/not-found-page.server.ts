import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data } from 'react-router';
import type { RouteData } from '@mbw/api-clients';
import { preloadBlocks } from '@mbw/content-blocks';
import { sanitizeRoute } from '@mbw/content-blocks/server';
import type { LanguageTag } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE, CACHE_PUBLIC_NOT_FOUND } from './cache-control';
import { componentMap } from './component-map';
import { logEvent } from './log.server';
import { NOT_FOUND_TEMPLATE } from './page-decision';
import { contentPageMeta } from './page-seo';
import { layoutFor } from './sitecore.server';

/**
 * The content 404 page (status 404) for routes that are not content items — an unknown product
 * on the product or downloads page — as the content route renders it. `extra` adds the route's
 * own empty page fields (e.g. no breadcrumb, spec product §8), so its component can render either.
 */
export async function notFoundPageData<Extra extends object = object>(
  input: { language: LanguageTag; headers: Headers; personal: boolean; origin: string },
  extra: Extra = {} as Extra,
) {
  const { language, headers } = input;
  let route: RouteData | null = null;
  const item = await layoutFor('/404', language.tag);
  if (item.kind === 'found' && item.route.templateName === NOT_FOUND_TEMPLATE) route = sanitizeRoute(item.route, componentMap, { language: language.tag });
  else if (item.kind === 'error') logEvent('error', 'layout.not-found-item-failed', { language: language.tag, error: item.error.message });
  headers.set('Cache-Control', input.personal || item.kind === 'error' ? CACHE_PRIVATE : CACHE_PUBLIC_NOT_FOUND);
  const i18n = await serverI18n(language.language);
  const seo = contentPageMeta({
    route,
    fallbackTitle: i18n._(msg`Page not found`),
    siteName: brand.displayName,
    origin: input.origin,
    language: language.tag,
    itemPath: '/',
    noindex: true,
  });
  const page = { language: language.tag, itemPath: '/', seo, ...extra };
  if (!route) return data({ kind: 'not-found-fallback' as const, chrome: null, ...page }, { status: 404, headers });
  await preloadBlocks(route, componentMap);
  return data({ kind: 'not-found' as const, chrome: route, notFound: route.fields ?? {}, ...page }, { status: 404, headers });
}
