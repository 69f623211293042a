/**
 * The client build's first-load chunks (docs/decisions/first-load-js.md): `initial` holds the
 * frame, what the client entry, the root route and the page shell import statically, which every
 * page loads; a module only one page route (or route group) imports goes to a chunk named after it
 * (`page-catalog`, `page-search-page` …), which React Router loads, preloads and whose CSS it
 * lists (so the server inlines it) for that route only. Before, every route's static imports
 * were in `initial`: a content page downloaded the shop's and the search page's code.
 */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

const FRAME_ROOTS = /[\\/]apps[\\/]site[\\/]app[\\/](?:entry\.client|root|routes[\\/]page-shell)\.tsx(?:\?|$)/;
const ROUTE_MODULE = /[\\/]apps[\\/]site[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx(?:\?|$)/;

/**
 * Routes whose own code shares one chunk: a module both import would otherwise be a third small
 * chunk (each costs gzip's shared context and a request). A module page routes of two groups
 * import stays in `initial`, as before.
 */
const ROUTE_GROUPS: Readonly<Record<string, string>> = {
  'product-page': 'catalog',
  'downloads-page': 'catalog',
  login: 'sign-in',
  'auth-callback': 'sign-in',
};

/**
 * The chunk of a module the entries import statically: 'initial' when the frame imports it (or
 * nothing names a route), else `page-<routes>` for the page routes that import it.
 */
export function firstLoadChunkName(): (moduleId: string, graph: ModuleGraph) => string {
  const names = new Map<string, string>();
  return (moduleId, graph) => {
    const known = names.get(moduleId);
    if (known) return known;
    // Every route module and frame root above this module, through static importers only.
    const routes = new Set<string>();
    let frame = false;
    const visited = new Set<string>([moduleId]);
    const queue = [moduleId];
    while (queue.length > 0 && !frame) {
      const id = queue.shift() as string;
      if (FRAME_ROOTS.test(id)) frame = true;
      else if (names.get(id) === 'initial' && id !== moduleId) frame = true;
      else {
        const route = ROUTE_MODULE.exec(id)?.[1];
        if (route) routes.add(route);
        for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
          if (!visited.has(importer)) {
            visited.add(importer);
            queue.push(importer);
          }
        }
      }
    }
    const groups = new Set([...routes].map((route) => ROUTE_GROUPS[route] ?? route));
    const name = frame || groups.size !== 1 ? 'initial' : `page-${[...groups][0]}`;
    names.set(moduleId, name);
    return name;
  };
}
