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
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
