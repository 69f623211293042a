import type { DatabaseSync } from 'node:sqlite';
import type { Route } from '../http/types.ts';
import { contentGraphqlRoutes, type ContentGraphqlOptions } from './content-graphql.ts';
import { layoutServiceRoutes, type SitecoreOptions } from './layout-service.ts';
import { siteDataRoutes } from './site-data.ts';

/**
 * Sitecore, as the brand sites see it: the JSS layout service and dictionary, the content GraphQL
 * endpoint (Experience Edge), and the site's own small APIs on the Sitecore host (products menu,
 * region tree). Content comes from seed/ (sites, pages, blocks, navigation, dictionary).
 */
export function sitecoreRoutes(db: DatabaseSync, options: SitecoreOptions & Pick<ContentGraphqlOptions, 'customerProfile'>): Route[] {
  return [...layoutServiceRoutes(db, options), ...contentGraphqlRoutes(db, options), ...siteDataRoutes(db)];
}
