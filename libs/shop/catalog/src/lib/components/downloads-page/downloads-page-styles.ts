/**
 * The downloads page's stylesheets, imported eagerly: their CSS belongs to the route's inlined
 * stylesheet while the page's JavaScript (react-aria tabs and checkboxes) stays in its own chunk.
 * `@mbw/ui/styles` does the same for the ui components (carousel, tooltip, tabs …) rendered here.
 */
import '@mbw/ui/styles';

import.meta.glob('./*.module.css', { eager: true });
