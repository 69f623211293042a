/**
 * The stylesheets of every lazy block, imported eagerly: their CSS then belongs to the content
 * route's stylesheet, which the server inlines into the page (critical CSS), while their
 * JavaScript stays in per-block chunks. Without this a block would be unstyled until its chunk
 * arrived after hydration, and the page would shift (kitchen-sink CLS 0.5). About 6 KB gzip.
 * `@mbw/ui/styles` does the same for the ui components (carousel, tooltip, tabs …) rendered here.
 */
import '@mbw/ui/styles';

import.meta.glob('./blocks/*/*.module.css', { eager: true });
