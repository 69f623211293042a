import type { BreadcrumbEntryData, RouteData } from '@mbw/api-clients';
import { preloadBlocks } from '@mbw/content-blocks';
import { sanitizeRoute } from '@mbw/content-blocks/server';
import { componentMap } from './component-map';
import { logEvent } from './log.server';
import { breadcrumbsFor, layoutFor } from './sitecore.server';

/** Content item whose trail leads to product pages (Home › Products › the product). */
export const PRODUCTS_ITEM_PATH = '/products';

export interface ProductFrame {
  /** A route holding only the header and footer placeholders; null when the CMS is unavailable. */
  chrome: RouteData | null;
  /** The trail up to the products page (the product itself is appended by the page). */
  breadcrumbs: BreadcrumbEntryData[];
}

/**
 * Product pages are not content items, but are framed like one: the header and footer come from
 * the home item's layout (the same partials on every page of a site), the breadcrumb from the
 * products page. Both go through the layout cache; a failure costs the frame, never the page
 * (the fallback header and footer render then).
 */
export async function productFrameFor(language: string): Promise<ProductFrame> {
  const [home, breadcrumbs] = await Promise.all([
    layoutFor('/', language),
    layoutFor(PRODUCTS_ITEM_PATH, language).then((products) =>
      products.kind === 'found' && products.route.itemId ? breadcrumbsFor(products.route.itemId, language) : [],
    ),
  ]);
  if (home.kind !== 'found') {
    if (home.kind === 'error') logEvent('warn', 'product.frame-unavailable', { language, error: home.error.message });
    return { chrome: null, breadcrumbs };
  }
  const chrome = sanitizeRoute(
    {
      name: home.route.name,
      itemId: home.route.itemId,
      placeholders: { 'jss-header': home.route.placeholders['jss-header'] ?? [], 'jss-footer': home.route.placeholders['jss-footer'] ?? [] },
    },
    componentMap,
    { language },
  );
  await preloadBlocks(chrome, componentMap);
  return { chrome, breadcrumbs };
}
