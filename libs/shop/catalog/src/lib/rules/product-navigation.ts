import { matchSitePath } from '@mbw/util';

/** The product name of a product URL in lower case (spaces and dashes alike), or null. */
function productKey(pathname: string): string | null {
  const match = matchSitePath(pathname);
  return match.kind === 'product' ? match.productSlug.replace(/\s+/g, '-').toLowerCase() : null;
}

/**
 * Spec product §2/§4: moving to another product resets the page; until its data is there, the
 * page is a blank full-height area (a variant of the same product keeps the page meanwhile).
 * `nextPathname`: where a navigation in progress goes, null when none is.
 */
export function isLeavingForOtherProduct(englishName: string, nextPathname: string | null): boolean {
  const next = nextPathname === null ? null : productKey(nextPathname);
  return next !== null && next !== englishName.replace(/\s+/g, '-').toLowerCase();
}
