/**
 * Server-only entry of the compare page: its load (the compare cookie → POST comparedObjects,
 * spec discovery §7), with the cookie's rewrite when it was malformed. Nothing here reaches a
 * browser bundle.
 */
export { loadComparePage, type ComparePageContext } from './lib/server/compare-page-load';
