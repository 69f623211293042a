/** Server-only entry: imported by loaders, so sanitize-html never reaches a browser bundle. */
export { sanitizeRichText, sanitizeRoute } from './lib/sanitize/sanitize-rich-text';
