/**
 * What this site's own scripts send on account, Multipass and content GraphQL calls (@mbw/util
 * OWN_PAGE_HEADER; apps/site server/security/own-page.ts). Playwright's API requests carry no Fetch Metadata,
 * so a test that calls those endpoints outside a page says it is the site's own script this way,
 * as a browser without Fetch Metadata would. The value is the wire contract the server checks.
 */
export const OWN_PAGE_HEADERS = { 'x-requested-with': 'kestrel-site' } as const;
