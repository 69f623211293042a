/**
 * Lets plain Node run workspace TypeScript that imports `@mbw/*` (the gates: `node --import
 * ./tools/testing/src/register.ts tools/quality/src/perf.ts`). Node strips the types itself; this
 * hook adds what Vite, Vitest and Playwright do from tsconfig: the `paths` of tsconfig.base.json,
 * and extensionless relative imports inside the libs (`./lib/brand-config` → `.ts`).
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const aliases = new Map(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, pathToFileURL(path.join(workspaceRoot, target ?? '')).href]),
);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const alias = aliases.get(specifier);
    if (alias) return nextResolve(alias, context);
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const typeScriptParent = context.parentURL?.startsWith('file:') && /\.tsx?$/.test(context.parentURL);
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.') || !typeScriptParent) throw error;
      for (const suffix of ['.ts', '.tsx', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${suffix}`, context);
        } catch {
          // the next suffix
        }
      }
      throw error;
    }
  },
});
