/**
 * The Vite config every brand app uses: the shared React Router app in apps/site/app, built with
 * the brand's own brand.config.ts behind the `virtual:brand` import, and the brand's public/ folder.
 * A brand's vite.config.ts is one call to this function (ARCHITECTURE §3: a brand is configuration).
 */
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { firstLoadChunkName } from './vite.frame-chunk';
import { stylesheetOrderPlugin } from './vite.stylesheet-order';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const linguiConfigPath = path.join(workspaceRoot, 'lingui.config.ts');

export function brandViteConfig(brandRoot: string) {
  return defineConfig(({ command, mode }): UserConfig => {
    // The dev server's SSR code reads process.env (apps/site/app/server/runtime/env.server.ts): give it the
    // brand's .env file, without overriding variables already set in the shell.
    for (const [name, value] of Object.entries(loadEnv(mode, brandRoot, ''))) process.env[name] ??= value;
    return {
      root: brandRoot,
      cacheDir: path.join(workspaceRoot, 'node_modules/.vite', path.basename(brandRoot)),
      plugins: [
        babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
        reactRouter(),
        // A production build fails on a message without a translation in any language.
        lingui({ configPath: linguiConfigPath, failOnMissing: command === 'build' }),
        // The order the server inlines a page's lazy stylesheets in (critical-css.server.ts).
        stylesheetOrderPlugin(),
      ],
      resolve: {
        tsconfigPaths: true,
        alias: { 'virtual:brand': path.join(brandRoot, 'brand.config.ts') },
      },
      server: { fs: { allow: [workspaceRoot] } },
      // Hidden source maps: never referenced or served (server/serve.ts), read by the JS budget
      // (tools/quality) to tell which packages each first-load chunk holds.
      build: {
        reportCompressedSize: false,
        sourcemap: 'hidden',
        rolldownOptions: {
          // Our libs are imported through barrel files (`@mbw/ui`): a module of ours has no side
          // effects beyond its exports (CSS files do: they stay), so a chunk that uses only the
          // Button does not also carry the Dialog and react-aria's overlays. Without this, one
          // lazy chunk importing the barrel pulls the whole design system into the first load.
          treeshake: { moduleSideEffects: (id: string) => !/\/libs\/[^?]*\.tsx?$/.test(id) },
        },
      },
      environments: {
        client: {
          build: {
            rolldownOptions: {
              // The browser's first load in few files (HTTP/1.1 opens six connections per host;
              // each request past those waits a round trip): the framework, which changes rarely
              // and stays cached, and everything else the entry and the route modules import
              // statically. Lazy chunks (flyouts, dialogs, cart panel) stay split. A route's heavy
              // code must be a lazy import, or it lands in every page's 'initial' (the perf
              // gate's package list says so). Client only: the server bundle keeps its layout,
              // critical-css.server.ts finds build/client relative to it.
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                    { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                    // The frame's modules; a page route's own code in a chunk of that route's (vite.frame-chunk.ts).
                    { name: firstLoadChunkName(), tags: ['$initial' as const], priority: 1 },
                  ],
                },
              },
            },
          },
        },
      },
    };
  });
}
