import { matchSitePath } from '@mbw/util';
import { productClickEvent, pushAnalyticsEvent, type AnalyticsProduct } from './events';

/** Marks a list of product links with its name for the product-click push (optional). */
const ANALYTICS_LIST_ATTRIBUTE = 'data-analytics-list';

/**
 * The product a link leads to, from its URL alone (`/{lang}/product/{name}/{article}`), or null
 * for any other link: the id is the article number (the product name without one).
 */
export function productOfLink(href: string, origin: string): AnalyticsProduct | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = matchSitePath(url.pathname);
  if (route.kind !== 'product') return null;
  const name = route.productSlug.replaceAll('-', ' ');
  return { item_id: route.articleNumber ?? name, item_name: name };
}

/** The list a link sits in: its marked list, else the heading of its section, else the page type. */
function listNameOf(link: Element, pageType: string): string {
  const marked = link.closest(`[${ANALYTICS_LIST_ATTRIBUTE}]`)?.getAttribute(ANALYTICS_LIST_ATTRIBUTE);
  if (marked) return marked;
  const heading = link.closest('section')?.querySelector('h2, h3')?.textContent?.trim();
  return heading || pageType;
}

/**
 * The spec's "product click" for every product link of the site at once: one click listener on the
 * document (no feature has to wire its cards), pushing select_item with consent. Returns the
 * function that removes it.
 */
export function listenForProductClicks(pageType: () => string): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const product = productOfLink(link.getAttribute('href') ?? '', window.location.origin);
    // A link to the page the visitor is on (the variant selector's own links) is no product click.
    if (!product || new URL(link.getAttribute('href') ?? '', window.location.origin).pathname === window.location.pathname) return;
    pushAnalyticsEvent(productClickEvent(product, listNameOf(link, pageType())));
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
