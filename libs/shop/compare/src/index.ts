/**
 * @mbw/shop-compare — product compare on every brand (spec shop §2 "Compare page", §3, §4, §5,
 * §9; discovery §2 product carousel and compare box, §3 compare state): the `compare` cookie's
 * store, the product hero's compare button, the cards' compare checkbox with the compare box,
 * the floating compare icon, and the compare page (/Comparison). Server-only code: `./server`.
 */
import { lazyWithPreload } from '@mbw/ui';
export { CompareButton } from './lib/components/compare-button';
export { CompareCheckbox } from './lib/components/compare-checkbox';
export { FloatingCompareIcon } from './lib/components/floating-compare-icon';

/**
 * The compare page is a chunk of its own: other pages' first load stays without it. Its route's
 * loader awaits `ComparePage.preload()` (complete server HTML).
 */
export const ComparePage = lazyWithPreload(() => import('./lib/page/compare-page').then((module) => module.ComparePage));
