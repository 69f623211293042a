import type { BreadcrumbEntryData, RouteData } from '@mbw/api-clients';
import { preloadBlocks } from '@mbw/content-blocks';
import { sanitizeRoute } from '@mbw/content-blocks/server';
import { componentMap } from './component-map';
import { logEvent } from '../server/runtime/log.server';
import { breadcrumbsFor, layoutFor } from '../server/upstream/sitecore.server';

/** Content item whose trail leads to product pages (Home › Products › the product). */
export const PRODUCTS_ITEM_PATH = '/products';

/** The placeholders every page shares: the header (menus, language flyout) and the footer. */
const CHROME_PLACEHOLDERS = ['jss-header', 'jss-footer'] as const;

/**
 * The site's chrome in one language, for the page shell: the header and footer partials as the
 * home item's layout carries them (the CMS puts the same partials on every page of a site). It
 * goes through the layout cache; when the CMS is unavailable it is null and the shell renders the
 * fallback header and footer, so a failure costs the menus, never the page.
 */
export async function chromeFor(language: string): Promise<RouteData | null> {
  const home = await layoutFor('/', language);
  if (home.kind !== 'found') {
    if (home.kind === 'error') logEvent('warn', 'chrome.unavailable', { language, error: home.error.message });
    return null;
  }
  // Every page request asks for the chrome: while the layout cache hands out the same answer, the
  // header and footer are sanitised once, not on each request.
  let chrome = sanitizedChrome.get(home);
  if (!chrome) {
    const placeholders = Object.fromEntries(CHROME_PLACEHOLDERS.map((name) => [name, home.route.placeholders[name] ?? []]));
    chrome = sanitizeRoute({ name: home.route.name, itemId: home.route.itemId, placeholders }, componentMap, { language });
    sanitizedChrome.set(home, chrome);
  }
  await preloadBlocks(chrome, componentMap);
  return chrome;
}

/** The sanitised chrome of each cached home layout answer (dropped with the answer). */
const sanitizedChrome = new WeakMap<object, RouteData>();

/**
 * The breadcrumb trail of a content item by its path (e.g. the products page, which leads to
 * every product page); empty when the item or its trail is unavailable.
 */
export async function trailTo(itemPath: string, language: string): Promise<BreadcrumbEntryData[]> {
  const item = await layoutFor(itemPath, language);
  return item.kind === 'found' && item.route.itemId ? breadcrumbsFor(item.route.itemId, language) : [];
}
