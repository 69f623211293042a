import type { Config } from '@react-router/dev/config';

/**
 * Shared by the brand apps: each brand's react-router.config.ts re-exports this. Paths are
 * relative to the brand app folder, which is the Vite root. The v8 behaviours are adopted now so
 * the upgrade to React Router 8 is not a rewrite; loaders therefore read the normalised `url`
 * argument, not `request.url` (which keeps `.data` suffixes under v8_passThroughRequests).
 */
export default {
  appDirectory: '../site/app',
  buildDirectory: 'build',
  ssr: true,
  // Every route's manifest entry comes with the document (a few KB: the site has a handful of page
  // routes). Lazy discovery scanned every link of a hydrated page and asked /__manifest for their
  // paths: ~25 ms of a 4x-throttled main thread on the product page, and requests during load.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
