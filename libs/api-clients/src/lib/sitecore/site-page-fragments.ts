import { graphql } from './generated';

/**
 * The fields of one page of the content tree (SitePages, site-pages-query.ts). A graphql() call of
 * its own: codegen maps a source to its first definition, so a fragment declared beside its query
 * made the query send only the fragment. Read by codegen, spread by name; the query's document
 * carries the fragments it spreads, so nothing imports this.
 */
export const SITE_PAGE_FRAGMENT = graphql(`
  fragment SitePage on Item {
    id
    url {
      path
    }
    template {
      name
    }
    hasChildren
    restricted: field(name: "Is Page User Restricted") {
      value
    }
    updated: field(name: "__Updated") {
      value
    }
  }
`);
