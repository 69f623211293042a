import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A route of apps/site/app/routes.ts as React Router's route config holds it. */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * One concrete URL path for every route, layouts' children included: optional segments left out,
 * parameters and splats filled with a sample value. The gates use it to reach every route the
 * site has, now and as routes are added, without a list to keep in step.
 */
export function sampleRoutePaths(routes: readonly RouteEntry[], parent = ''): Array<{ file: string; path: string }> {
  const samples: Array<{ file: string; path: string }> = [];
  for (const route of routes) {
    const own = (route.path ?? '')
      .split('/')
      .filter((segment) => segment && !segment.endsWith('?'))
      .map((segment) => (segment === '*' ? 'probe' : segment.startsWith(':') ? 'probe' : segment))
      .join('/');
    const full = [parent, own].filter(Boolean).join('/');
    if (route.children?.length) samples.push(...sampleRoutePaths(route.children, full));
    if (route.index || route.path !== undefined) samples.push({ file: route.file, path: `/${full}` });
  }
  return samples.filter((sample, index, all) => all.findIndex((other) => other.path === sample.path) === index);
}

/** The site's route config, read from the source (Node strips its types). */
export async function siteRoutes(workspaceRoot: string): Promise<RouteEntry[]> {
  const module = (await import(pathToFileURL(path.join(workspaceRoot, 'apps/site/app/routes.ts')).href)) as { default: RouteEntry[] };
  return module.default;
}
