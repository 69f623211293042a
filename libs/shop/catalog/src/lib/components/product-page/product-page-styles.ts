/**
 * The product page's stylesheets, imported eagerly: their CSS then belongs to the product route's
 * stylesheet, which the server inlines into the page, while the page's JavaScript (with react-aria
 * for the tooltips and Embla for the carousel) stays in its own chunk. Without this the server
 * HTML would be unstyled until that chunk arrived.
 * `@mbw/ui/styles` does the same for the ui components (carousel, tooltip, tabs …) rendered here.
 */
import '@mbw/ui/styles';

import.meta.glob('./*.module.css', { eager: true });
