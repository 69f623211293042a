/**
 * The map page's stylesheets, imported eagerly (as the account's and compare's *-styles.ts do):
 * their CSS belongs to the content route's stylesheet, which the server inlines into the page,
 * while the page's JavaScript stays in its own chunk. Without this the server HTML was unstyled
 * until the chunk arrived (Lighthouse, phone: CLS 0.33). The map's own CSS (MapLibre's) stays with
 * the map chunk. (A lib file named *-styles.ts keeps its side effects in the build.)
 */
import './page/locator.module.css';
import './map/locator-map.module.css';
