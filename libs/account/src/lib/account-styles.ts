/**
 * The account screens' stylesheets, imported eagerly (as content-blocks' block-styles.ts does):
 * their CSS then belongs to the content route's stylesheet, which the server inlines into the page,
 * while their JavaScript stays in per-screen chunks. Without this the server HTML of an account page
 * (headline, tabs, sign-in prompt, lists) was unstyled until the screen's chunk arrived after
 * hydration. About 3 KB gzip. `@mbw/ui/styles` does the same for the ui components they render.
 * (A lib file named *-styles.ts keeps its side effects in the build: apps/site/vite.brand.ts.)
 */
import '@mbw/ui/styles';

import.meta.glob('./**/*.module.css', { eager: true });
