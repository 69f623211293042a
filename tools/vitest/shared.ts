/**
 * One Vitest setup for every project, so lib tests compile Lingui macros and resolve
 * `@mbw/*` exactly as the apps do. Each project's vitest.config.ts calls this.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const linguiConfigPath = path.join(workspaceRoot, 'lingui.config.ts');

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'];

/** A file that replaces a module with vi.mock: it needs a module cache of its own. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** The project's test files split in two: those that mock a module run isolated, the rest share. */
function projectsByIsolation(projectRoot: string, include: string[]): TestProjectInlineConfiguration[] {
  const isolatedTests = globSync(include, { cwd: projectRoot }).filter((file) =>
    MOCKS_A_MODULE.test(readFileSync(path.join(projectRoot, file), 'utf8')),
  );
  const name = path.relative(workspaceRoot, projectRoot);
  return [
    { extends: true, test: { name, include, exclude: isolatedTests, isolate: false } },
    ...(isolatedTests.length > 0
      ? [{ extends: true as const, test: { name: `${name} (isolated)`, include: isolatedTests, isolate: true } }]
      : []),
  ];
}

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
      setupFiles: options.setupFiles ?? [],
      // Test files share their worker's environment and module cache (isolate: false): a fresh
      // jsdom and a fresh import of React, react-aria and the lib per file cost 85 % of a jsdom
      // project's time (content-blocks: 40 s → 6 s). What a file leaves behind is undone after
      // each test (restoreMocks, unstubGlobals, and setup-dom.ts: the DOM, cookies, storage). A
      // file that mocks a module (vi.mock) needs its own module cache, so those run isolated,
      // as a second project (isolatedTests).
      projects: projectsByIsolation(projectRoot, INCLUDE),
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
      unstubGlobals: true,
      unstubEnvs: true,
      // Generous limits, not speed checks: on CI's two cores, beside another project's tests, a
      // jsdom test that renders a whole page took over Vitest's default 5 s. No test measures time
      // (fake timers do that), so a slow machine must only make them slower, never red.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });
}
