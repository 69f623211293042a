/** Server-only search data access: search tokens (the API key stays on the server). */
export { createSearchTokenIssuer, type SearchTokenIssuer, type SearchTokenViewer } from './lib/server/search-token';
