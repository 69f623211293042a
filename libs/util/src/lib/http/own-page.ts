/**
 * The header this site's own scripts put on every call that reads or changes a customer's data or
 * asks for a credential (account API, Multipass tokens, content GraphQL). Browsers with Fetch
 * Metadata already say where a request comes from (`Sec-Fetch-Site`); for those without it, a
 * custom header is the proof: a link, a form or an image on another site cannot send one, and a
 * cross-origin script that tries gets a CORS preflight this site never allows. The server checks it
 * in apps/site (lib/own-page.ts). Its value carries no secret.
 */
export const OWN_PAGE_HEADER = 'x-requested-with';
export const OWN_PAGE_HEADER_VALUE = 'kestrel-site';

/** Headers to spread into a same-origin fetch's `headers`. */
export const ownPageHeaders = (): Record<string, string> => ({ [OWN_PAGE_HEADER]: OWN_PAGE_HEADER_VALUE });
