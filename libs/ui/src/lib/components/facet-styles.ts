/**
 * The facets' stylesheet, imported eagerly: a lister's view is a lazy chunk, but the server inlines
 * only the route's stylesheet, and the lister's first page is server HTML (as search-styles.ts in
 * the search feature). (A lib file named *-styles.ts keeps its side effects: apps/site/vite.brand.ts.)
 */
import './facet-group.module.css';
