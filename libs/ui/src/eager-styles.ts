/**
 * `@mbw/ui/styles`: the stylesheets of the ui components that lazily loaded feature code renders
 * on the server (carousels, tooltips, tabs, fields, facets, accordions, video posters, the product page's
 * section frame). A feature's eager style module imports this, so the CSS belongs to the route's
 * stylesheet, which the server inlines into the page; otherwise it would come with the feature's
 * chunk after hydration, and the server HTML would show, say, a carousel's slides stacked until
 * then. Dialogs are left out: they are never open in server HTML. (The file name ends in
 * -styles.ts: the build keeps the side effects of such lib modules, see apps/site/vite.brand.ts.)
 */
import './lib/components/accordion.module.css';
import './lib/components/facet-group.module.css';
import './lib/components/carousel.module.css';
import './lib/components/fields.module.css';
import './lib/components/page-section.module.css';
import './lib/components/tabs.module.css';
import './lib/components/tooltip.module.css';
import './lib/components/video-poster.module.css';
import './lib/components/visually-hidden.module.css';
