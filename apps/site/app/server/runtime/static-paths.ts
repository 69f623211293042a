/**
 * Whether a request path may name a file of the build's client folder (served by the production
 * server's static middleware, server/serve.ts). Every file there has an extension (the bundler's
 * fingerprinted assets, the brand's public files), so a path whose last segment has none names a
 * page: it goes straight to the site instead of costing a failed file lookup first (a `stat` per
 * page request, about 2 % of the server's time under load: docs/decisions/ssr-throughput.md).
 * A page path with a dot is still looked up first, and falls through as before.
 */
export function mayNameStaticFile(requestPath: string): boolean {
  const last = requestPath.slice(requestPath.lastIndexOf('/') + 1);
  return last.includes('.');
}
