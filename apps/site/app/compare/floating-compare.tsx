import brand from 'virtual:brand';
import { useMatches } from 'react-router';
import { FloatingCompareIcon } from '@mbw/shop-compare';
import { useHydrated } from '@mbw/ui';

/**
 * The floating compare icon of every page (spec shop §2), where the app knows the page: on a
 * product page its category (the product route's data), elsewhere the page's name (its item
 * path's last segment). Not on the compare page itself. After hydration only: the compare list is
 * the browser's cookie.
 */
export function FloatingCompare({ itemPath }: { itemPath: string }) {
  const hydrated = useHydrated();
  const matches = useMatches();
  if (!hydrated) return null;
  const product = matches.find((match) => match.id === 'product')?.data as { product?: { categoryEn?: unknown } } | undefined;
  const productCategory = typeof product?.product?.categoryEn === 'string' ? product.product.categoryEn : null;
  const pageName = itemPath.split('/').filter(Boolean).at(-1) ?? null;
  const enabled = brand.compareFloatingIcon !== false && !matches.some((match) => match.id === 'compare');
  return <FloatingCompareIcon enabled={enabled} productCategory={productCategory} pageName={pageName} />;
}
