/**
 * One Vitest setup for every project, so lib tests compile Lingui macros and resolve
 * `@mbw/*` exactly as the apps do. Each project's vitest.config.ts calls this.
 */
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const linguiConfigPath = path.join(workspaceRoot, 'lingui.config.ts');

export function projectTestConfig(
  projectRoot: string,
  options: { environment?: 'node' | 'jsdom'; setupFiles?: string[] } = {},
): ViteUserConfig {
  return defineConfig({
    root: projectRoot,
    cacheDir: path.join(workspaceRoot, 'node_modules/.vite', path.relative(workspaceRoot, projectRoot)),
    plugins: [
      babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
      lingui({ configPath: linguiConfigPath }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      // On CI each project also writes its results as JSON: `npm test` prints the failures again at
      // the end of its output, where a CI log's tail shows them (tools/scripts/test-all.mjs).
      reporters: process.env['CI']
        ? [
            'default',
            [
              'json',
              {
                outputFile: path.join(
                  workspaceRoot,
                  'tmp/vitest',
                  `${path.relative(workspaceRoot, projectRoot).replaceAll('/', '-')}.json`,
                ),
              },
            ],
          ]
        : ['default'],
      pool: 'threads',
      restoreMocks: true,
      // Generous limits, not speed checks: on CI's two cores, beside another project's tests, a
      // jsdom test that renders a whole page took over Vitest's default 5 s. No test measures time
      // (fake timers do that), so a slow machine must only make them slower, never red.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });
}
