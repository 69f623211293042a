import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CI runs cold (issue 12): Nx 23 keeps its cache and task history in ~/.nx/<workspace id>, shared
 * by every checkout of the repository on a machine, so a fresh clone could restore another
 * clone's builds and pass on results it never computed. These ask Nx itself where it would put
 * them, under the environment .ci/run sets and under a developer's plain environment.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const ciScript = readFileSync(path.join(workspaceRoot, '.ci/run'), 'utf8');

/** The exported variables of .ci/run (`export NAME="value"`, with $PWD as the clone). */
function ciExports(): Record<string, string> {
  const exports: Record<string, string> = {};
  for (const [, name, value] of ciScript.matchAll(/^export (\w+)="?([^"\n]*)"?$/gm)) {
    exports[name!] = value!.replaceAll('$PWD', workspaceRoot);
  }
  return exports;
}

function nxDirectories(env: Record<string, string>): { cache: string; data: string } {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
  const output = execFileSync(
    process.execPath,
    [
      '-e',
      "const d = require('nx/src/utils/cache-directory'); console.log(JSON.stringify({ cache: d.cacheDir, data: d.sharedDataDirectory(process.cwd(), 'workspace-data') }))",
    ],
    { cwd: workspaceRoot, env: { ...clean, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!);
}

const inside = (folder: string) => path.relative(workspaceRoot, folder).split(path.sep)[0] !== '..';

describe('CI computes every result it reports', () => {
  it('.ci/run gives Nx a cache and task history inside the clone, and empties them first', () => {
    const env = ciExports();
    const { cache, data } = nxDirectories(env);
    expect(inside(cache), cache).toBe(true);
    expect(inside(data), data).toBe(true);
    expect(cache.startsWith(path.join(workspaceRoot, 'tmp/ci-nx'))).toBe(true);
    expect(ciScript).toMatch(/^rm -rf tmp\/ci-nx$/m);
    expect(ciScript.indexOf('rm -rf tmp/ci-nx')).toBeLessThan(ciScript.indexOf('npm test'));
  });

  it("a developer's checkout keeps its own cache too (nx.json), never one shared with other clones", () => {
    const { cache, data } = nxDirectories({});
    expect(inside(cache), cache).toBe(true);
    expect(inside(data), data).toBe(true);
  });
});
