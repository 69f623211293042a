/** Server-only search data access: search tokens (the API key stays on the server). */
export {
  SEARCH_TOKEN_VALID_MS,
  createSearchTokenIssuer,
  searchTokenFilter,
  type SearchTokenIssuer,
  type SearchTokenViewer,
} from './lib/server/search-token';
