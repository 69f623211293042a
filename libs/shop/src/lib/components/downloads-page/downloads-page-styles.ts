/**
 * The downloads page's stylesheets, imported eagerly: their CSS belongs to the route's inlined
 * stylesheet while the page's JavaScript (react-aria tabs and checkboxes) stays in its own chunk.
 */
import.meta.glob('./*.module.css', { eager: true });
