/**
 * The stylesheets of the search page and the standalone box, imported eagerly (as account-styles.ts
 * does): their CSS belongs to the route's stylesheet, which the server inlines into the page,
 * while their JavaScript stays in chunks of their own. Without this the server HTML of the search
 * page was unstyled until its chunk arrived. (A lib file named *-styles.ts keeps its side effects
 * in the build: apps/site/vite.brand.ts.)
 */
import './search-page/search-page.module.css';
import '@mbw/ui/styles';
import './search-box.module.css';
import './results/results.module.css';
import './lister/lister.module.css';
import './lister/content-lister.module.css';
import './downloads/download-results.module.css';
import './lister/category-chooser.module.css';
