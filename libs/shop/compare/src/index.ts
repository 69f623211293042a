/**
 * @mbw/shop-compare — product compare on every brand (spec shop §2 "Compare page", §3, §4, §5,
 * §9; discovery §2 product carousel and compare box, §3 compare state): the `compare` cookie's
 * store, the product hero's compare button, the cards' compare checkbox with the compare box,
 * the floating compare icon, and the compare page (/Comparison). Server-only code: `./server`.
 */
export { CompareButton } from './lib/components/compare-button';
export { CompareCheckbox } from './lib/components/compare-checkbox';
export { FloatingCompareIcon } from './lib/components/floating-compare-icon';
export { ComparePage } from './lib/page/compare-page';
