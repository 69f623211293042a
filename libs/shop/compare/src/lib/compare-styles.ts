/**
 * The compare page's stylesheet, imported eagerly (as search-styles.ts does): its CSS belongs to
 * the route's stylesheet, which the server inlines into the page, while its JavaScript stays in a
 * chunk of its own. (A lib file named *-styles.ts keeps its side effects in the build.)
 */
import './page/compare-page.module.css';
