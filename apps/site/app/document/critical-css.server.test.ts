import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDirectoryOf } from './critical-css.server';

describe('the client build the critical CSS is read from', () => {
  it('is build/client beside build/server, from the entry or from a chunk of it', () => {
    const build = path.join(path.sep, 'srv', 'apps', 'technologies', 'build');
    expect(clientDirectoryOf(path.join(build, 'server'))).toBe(path.join(build, 'client'));
    expect(clientDirectoryOf(path.join(build, 'server', 'assets'))).toBe(path.join(build, 'client'));
  });
});
